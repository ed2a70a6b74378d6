-- Start lists (issue #39): per stage, its start blocks (a class or a group of classes with a start time,
-- interval, group size and order; a draw's recorded seed). The riders' order and times are computed from
-- these and the entries on every read, so an entry added later takes its place without a stored copy.
CREATE TABLE "stage_start_lists" (
  "stage_id" text PRIMARY KEY NOT NULL REFERENCES "stages"("id") ON DELETE CASCADE,
  "blocks" jsonb NOT NULL DEFAULT '[]'::jsonb,
  "updated_at" timestamp with time zone NOT NULL DEFAULT now(),
  "updated_by" text
);
