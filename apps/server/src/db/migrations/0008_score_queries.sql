CREATE TABLE "score_queries" (
	"id" text PRIMARY KEY NOT NULL,
	"stage_id" text NOT NULL,
	"participant_id" text NOT NULL,
	"section" integer NOT NULL,
	"lap" integer NOT NULL,
	"message" text NOT NULL,
	"points_then" integer,
	"author_id" text NOT NULL,
	"author_name" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"answer" text,
	"outcome" text,
	"answered_by" text,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "score_queries" ADD CONSTRAINT "score_queries_stage_id_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."stages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "score_queries_stage" ON "score_queries" USING btree ("stage_id","participant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "score_queries_one_open" ON "score_queries" USING btree ("stage_id","participant_id","section","lap") WHERE "score_queries"."status" = 'open';
