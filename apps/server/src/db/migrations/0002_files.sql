CREATE TABLE "files" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"thumbnail" "bytea",
	"sha256" text NOT NULL,
	"size" integer NOT NULL,
	"owner_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stages" ADD COLUMN "regulation_file_id" text;--> statement-breakpoint
CREATE INDEX "files_owner" ON "files" USING btree ("owner_id");