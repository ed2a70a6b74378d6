-- Venue mode, the laptop's side (issue #40, decision 085): the commands a venue laptop got from the
-- federation server (with the day it pulled, or later: a phone's ops that reached home) rather than made
-- itself. Its forwarder sends only the others, so nothing goes back to where it came from. Empty on a
-- federation server.
CREATE TABLE "venue_pulled_commands" (
	"command_id" text PRIMARY KEY NOT NULL,
	"stage_id" text NOT NULL,
	CONSTRAINT "venue_pulled_commands_command_id_fk" FOREIGN KEY ("command_id") REFERENCES "public"."stage_commands"("command_id") ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX "venue_pulled_commands_stage" ON "venue_pulled_commands" USING btree ("stage_id");
