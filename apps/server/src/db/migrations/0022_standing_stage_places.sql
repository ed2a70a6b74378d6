-- Standings entries carry the rider's stage PLACE (issue #37 point 7): the "more best results" tie-break
-- counts back on places (more wins, then more second places …), not on points, which every place from
-- 16th down shares. Each stored entry gets "place": the approved place in its class (results.position) for
-- a class group; for a women's group (its group is not the entry's class) the rank among that group's
-- placed riders of the stage, as generation ranks them (class order, then place in class, then class name,
-- then participant id; docs/decisions/016); null for a status holder, an unplaced result or a filler.
-- Nothing else changes: points, totals and stored positions stay as they were (the default tie-break does
-- not read places; a championship set to "more best results" is ranked on places from its next read).
WITH entries AS (
  SELECT sp.championship_id, sp.id, sp.group_name, e.ord, e.elem,
         split_part(e.elem->>'resultId', '/', 1) AS stage_id,
         substr(e.elem->>'resultId', length(split_part(e.elem->>'resultId', '/', 1)) + 2) AS participant_id
  FROM standing_positions sp
  CROSS JOIN LATERAL jsonb_array_elements(sp.results) WITH ORDINALITY AS e(elem, ord)
),
joined AS (
  SELECT en.*, r.position, r.status,
         (en.elem->>'title' IS NOT NULL AND en.elem->>'resultStatus' IS NULL AND r.status IS NULL
           AND r.position IS NOT NULL) AS placed,
         COALESCE((SELECT (c->>'order')::int FROM championships ch
                   CROSS JOIN LATERAL jsonb_array_elements(ch.classes) AS c
                   WHERE ch.id = en.championship_id AND c->>'name' = en.elem->>'racingClass' LIMIT 1), 2147483647)
           AS class_order
  FROM entries en
  LEFT JOIN results r ON r.stage_id = en.stage_id AND r.participant_id = en.participant_id
),
placed AS (
  SELECT j.championship_id, j.id, j.ord,
         CASE
           WHEN NOT j.placed THEN NULL
           WHEN j.group_name = j.elem->>'racingClass' THEN j.position
           ELSE row_number() OVER (
             PARTITION BY j.championship_id, j.group_name, j.stage_id, j.placed, (j.group_name = j.elem->>'racingClass')
             ORDER BY j.class_order, j.position, j.elem->>'racingClass', j.participant_id)
         END AS place
  FROM joined j
),
rebuilt AS (
  SELECT p.championship_id, p.id,
         jsonb_agg(en.elem || jsonb_build_object('place', p.place) ORDER BY en.ord) AS results
  FROM placed p
  JOIN entries en ON en.championship_id = p.championship_id AND en.id = p.id AND en.ord = p.ord
  GROUP BY p.championship_id, p.id
)
UPDATE standing_positions sp SET results = rebuilt.results
FROM rebuilt
WHERE sp.championship_id = rebuilt.championship_id AND sp.id = rebuilt.id;
