CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"stage_id" text,
	"event" text NOT NULL,
	"data" jsonb NOT NULL,
	"timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" text NOT NULL,
	"user_email" text
);
--> statement-breakpoint
CREATE INDEX "audit_log_stage" ON "audit_log" USING btree ("stage_id","timestamp");