-- The venue's time zone (issue #18): every time of a stage is shown on its wall clock. Stages so far
-- were entered and shown as Riga times (the demo, the Baltic championships), so existing rows get
-- Europe/Riga and keep their meaning: their instants do not change.
ALTER TABLE "stages" ADD COLUMN "time_zone" text DEFAULT 'Europe/Riga' NOT NULL;
