-- Provisional results and the protest window (issue #19, docs/decisions/027): when a secretary last
-- published the stage's results as provisional, the window's length they chose and when it closes.
-- Existing stages get nulls: never published, no window, so they behave exactly as before.
ALTER TABLE "stages" ADD COLUMN "provisional_published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stages" ADD COLUMN "protest_window_minutes" integer;--> statement-breakpoint
ALTER TABLE "stages" ADD COLUMN "protest_closes_at" timestamp with time zone;
