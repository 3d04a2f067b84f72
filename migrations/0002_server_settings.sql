CREATE TABLE "server_settings" (
	"guild_id" text PRIMARY KEY NOT NULL,
	"gm_role_id" text,
	"set_by" text NOT NULL,
	"set_at" timestamp with time zone DEFAULT now() NOT NULL
);
