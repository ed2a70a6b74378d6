-- The judge app's exactly-once record becomes the stage's command log (issue #40, decision 076): every
-- write to a stage's results is a command with an id, applied once and replayable. The rows of judge_ops
-- stay as they are (an op's id, stage, scorer, device and its sequence, its answer, when) under the log's
-- names: the device is the command's origin, the device's sequence its per-origin sequence, the answer its
-- outcome. New: the command's kind (every old row is a judge's op), its payload (what replaying it needs;
-- none for the old rows, which are kept for their answers) and its position in the log, the order commands
-- were applied in (old rows numbered by when they arrived).
ALTER TABLE "judge_ops" RENAME TO "stage_commands";--> statement-breakpoint
ALTER TABLE "stage_commands" RENAME CONSTRAINT "judge_ops_pkey" TO "stage_commands_pkey";--> statement-breakpoint
ALTER TABLE "stage_commands" RENAME CONSTRAINT "judge_ops_stage_id_stages_id_fk" TO "stage_commands_stage_id_stages_id_fk";--> statement-breakpoint
ALTER TABLE "stage_commands" RENAME COLUMN "op_id" TO "command_id";--> statement-breakpoint
ALTER TABLE "stage_commands" RENAME COLUMN "device_id" TO "origin";--> statement-breakpoint
ALTER TABLE "stage_commands" RENAME COLUMN "device_seq" TO "origin_seq";--> statement-breakpoint
ALTER TABLE "stage_commands" RENAME COLUMN "response" TO "outcome";--> statement-breakpoint
ALTER TABLE "stage_commands" ADD COLUMN "kind" text DEFAULT 'judgeOp' NOT NULL;--> statement-breakpoint
ALTER TABLE "stage_commands" ADD COLUMN "payload" jsonb;--> statement-breakpoint
ALTER TABLE "stage_commands" ADD COLUMN "position" bigint;--> statement-breakpoint
CREATE SEQUENCE "stage_commands_position";--> statement-breakpoint
WITH numbered AS (
  SELECT command_id, row_number() OVER (ORDER BY created_at, origin, origin_seq, command_id) AS n FROM stage_commands
)
UPDATE stage_commands AS c SET position = numbered.n FROM numbered WHERE numbered.command_id = c.command_id;--> statement-breakpoint
SELECT setval('stage_commands_position', (SELECT coalesce(max(position), 0) + 1 FROM stage_commands), false);--> statement-breakpoint
DROP INDEX "judge_ops_stage";--> statement-breakpoint
CREATE INDEX "stage_commands_stage_position" ON "stage_commands" USING btree ("stage_id","position");--> statement-breakpoint
-- The server numbers the commands it originates itself (a secretary's corrections); a phone or a venue
-- laptop numbers its own and sends the number with each command.
CREATE TABLE "command_origins" (
	"origin" text PRIMARY KEY NOT NULL,
	"last_seq" integer NOT NULL
);
