-- The secretary can reorder a waiting list (decision 081): each waiting rider's place on the stage's
-- list, numbered from the order riders asked in, so existing lists keep their order.
ALTER TABLE "waiting_entries" ADD COLUMN "place" integer;
--> statement-breakpoint
UPDATE "waiting_entries" AS w SET "place" = o.n
FROM (
	SELECT "stage_id", "user_id", row_number() OVER (PARTITION BY "stage_id" ORDER BY "created_at", "seq") AS n
	FROM "waiting_entries"
) AS o
WHERE o."stage_id" = w."stage_id" AND o."user_id" = w."user_id";
--> statement-breakpoint
ALTER TABLE "waiting_entries" ALTER COLUMN "place" SET NOT NULL;
