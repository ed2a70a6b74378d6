-- Who a counted section score belongs to, by account (issue #15 point 3): a judge's undo matched
-- the judge's display name, so a judge who renamed himself could take back another judge's score.
ALTER TABLE "section_scores" ADD COLUMN "judge_id" text;--> statement-breakpoint
-- Existing scores keep their names; the judge's id is filled in where exactly one of the stage's
-- judges has that name or e-mail now (what the undo matched until now), on the row and on each
-- judge's event of the history. Others stay without one: no judge can take them back (the
-- secretary still can edit or delete them).
WITH "matched" AS (
  SELECT s."stage_id", s."participant_id", s."section", s."lap", min(u."id") AS "user_id"
  FROM "section_scores" s
  JOIN "stage_judges" j ON j."stage_id" = s."stage_id"
  JOIN "users" u ON u."id" = j."user_id" AND (u."name" = s."judge" OR u."email" = s."judge")
  WHERE s."judge" IS NOT NULL
  GROUP BY s."stage_id", s."participant_id", s."section", s."lap"
  HAVING count(DISTINCT u."id") = 1
)
UPDATE "section_scores" s SET "judge_id" = m."user_id"
FROM "matched" m
WHERE s."stage_id" = m."stage_id" AND s."participant_id" = m."participant_id"
  AND s."section" = m."section" AND s."lap" = m."lap";--> statement-breakpoint
UPDATE "section_scores" s SET "events" = (
  SELECT coalesce(jsonb_agg(
    CASE WHEN o.e->>'source' = 'judge' AND m."id" IS NOT NULL
      THEN o.e || jsonb_build_object('byId', m."id") ELSE o.e END
    ORDER BY o.n), '[]'::jsonb)
  FROM jsonb_array_elements(s."events") WITH ORDINALITY AS o(e, n)
  LEFT JOIN LATERAL (
    SELECT min(u."id") AS "id"
    FROM "stage_judges" j
    JOIN "users" u ON u."id" = j."user_id"
    WHERE j."stage_id" = s."stage_id" AND (u."name" = o.e->>'by' OR u."email" = o.e->>'by')
    HAVING count(DISTINCT u."id") = 1
  ) m ON true
)
WHERE jsonb_array_length(s."events") > 0;
