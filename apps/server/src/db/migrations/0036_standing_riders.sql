-- Namesakes in one class (issue #38, decision 090): a standing remembers the rider record whose results it
-- holds, so two people of one name stop sharing a standing where the records say they are two. Existing
-- standings keep their rows and ids; the column stays empty until a generation claims them.
ALTER TABLE "standing_positions" ADD COLUMN "rider_id" text;
