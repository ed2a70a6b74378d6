-- Trainee observers (issue #35 point 11, decision 029): a credential can be a trainee's; its phones'
-- scores are kept here, one per phone and slot, beside the counted ones and never in the results.
ALTER TABLE "observer_credentials" ADD COLUMN "trainee" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
CREATE TABLE "observer_trainee_scores" (
	"device_id" text NOT NULL,
	"stage_id" text NOT NULL,
	"participant_id" text NOT NULL,
	"section" integer NOT NULL,
	"lap" integer NOT NULL,
	"points" integer NOT NULL,
	"tapped_at" timestamp with time zone NOT NULL,
	"op_id" text NOT NULL,
	CONSTRAINT "observer_trainee_scores_device_id_participant_id_section_lap_pk" PRIMARY KEY("device_id","participant_id","section","lap")
);
--> statement-breakpoint
ALTER TABLE "observer_trainee_scores" ADD CONSTRAINT "observer_trainee_scores_device_id_observer_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."observer_devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "observer_trainee_scores" ADD CONSTRAINT "observer_trainee_scores_stage_id_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."stages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "observer_trainee_scores_stage" ON "observer_trainee_scores" USING btree ("stage_id");
