-- Issue 26: the scheduler reads only the games whose time has come, and a duty is claimed for a lease, then marked done.
-- games.next_due_at starts NULL for every existing game, which means "not computed yet": the first tick reads those
-- games once and writes their time. Existing schedule_duties rows keep their done_at: they were done.
ALTER TABLE "schedule_duties" ALTER COLUMN "done_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "schedule_duties" ALTER COLUMN "done_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "next_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "schedule_duties" ADD COLUMN "claimed_by" text;--> statement-breakpoint
ALTER TABLE "schedule_duties" ADD COLUMN "claimed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "schedule_duties" ADD COLUMN "sent" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "schedule_duties" ADD COLUMN "detail" jsonb;--> statement-breakpoint
CREATE INDEX "games_next_due" ON "games" USING btree ("next_due_at") WHERE "games"."status" <> 'ended';--> statement-breakpoint
CREATE INDEX "schedule_duties_unfinished" ON "schedule_duties" USING btree ("claimed_until") WHERE "schedule_duties"."done_at" IS NULL;