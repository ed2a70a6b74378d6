-- A finish time set by a secretary (spec §5 "change finish time") survives later recomputes of the result.
ALTER TABLE "results" ADD COLUMN "finish_time_override" timestamp with time zone;
