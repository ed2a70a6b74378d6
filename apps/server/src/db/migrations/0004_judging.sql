CREATE TABLE "judge_ops" (
	"op_id" text PRIMARY KEY NOT NULL,
	"stage_id" text NOT NULL,
	"user_id" text NOT NULL,
	"device_id" text NOT NULL,
	"device_seq" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"response" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stage_judges" (
	"stage_id" text NOT NULL,
	"user_id" text NOT NULL,
	"section" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sync_at" timestamp with time zone,
	CONSTRAINT "stage_judges_stage_id_user_id_pk" PRIMARY KEY("stage_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "judge_ops" ADD CONSTRAINT "judge_ops_stage_id_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."stages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stage_judges" ADD CONSTRAINT "stage_judges_stage_id_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."stages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stage_judges" ADD CONSTRAINT "stage_judges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "judge_ops_stage" ON "judge_ops" USING btree ("stage_id");--> statement-breakpoint
CREATE INDEX "stage_judges_user" ON "stage_judges" USING btree ("user_id");