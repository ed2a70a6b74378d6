CREATE TABLE "results" (
	"stage_id" text NOT NULL,
	"participant_id" text NOT NULL,
	"participant" jsonb NOT NULL,
	"total" integer,
	"is_finished" boolean DEFAULT false NOT NULL,
	"status" text,
	"started_on" timestamp with time zone,
	"last_time_recorded" timestamp with time zone,
	"last_time_changed_by" text,
	"position" integer,
	"position_points" integer,
	"position_absolute_points" integer,
	"penalty_events" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"statistics" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "results_stage_id_participant_id_pk" PRIMARY KEY("stage_id","participant_id")
);
--> statement-breakpoint
CREATE TABLE "section_scores" (
	"stage_id" text NOT NULL,
	"participant_id" text NOT NULL,
	"section" integer NOT NULL,
	"lap" integer NOT NULL,
	"points" integer NOT NULL,
	"events" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"judge" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "section_scores_stage_id_participant_id_section_lap_pk" PRIMARY KEY("stage_id","participant_id","section","lap")
);
--> statement-breakpoint
ALTER TABLE "results" ADD CONSTRAINT "results_stage_id_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."stages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "section_scores" ADD CONSTRAINT "section_scores_stage_id_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."stages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "results_participant" ON "results" USING btree ("participant_id");