CREATE TABLE "events" (
	"game_id" text NOT NULL,
	"seq" integer NOT NULL,
	"action_seq" integer NOT NULL,
	"interaction_id" text,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"visibility" jsonb NOT NULL,
	"actor" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_game_id_seq_pk" PRIMARY KEY("game_id","seq"),
	CONSTRAINT "events_interaction_id_unique" UNIQUE("interaction_id")
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" text PRIMARY KEY NOT NULL,
	"channel_id" text NOT NULL,
	"guild_id" text,
	"ruleset" text NOT NULL,
	"status" text NOT NULL,
	"version" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "snapshots" (
	"game_id" text NOT NULL,
	"version" integer NOT NULL,
	"format" integer NOT NULL,
	"state" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "snapshots_game_id_version_pk" PRIMARY KEY("game_id","version")
);
--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "snapshots" ADD CONSTRAINT "snapshots_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "games_one_active_per_channel" ON "games" USING btree ("channel_id") WHERE "games"."status" <> 'ended';--> statement-breakpoint
CREATE INDEX "games_channel" ON "games" USING btree ("channel_id");