-- Rate limits shared by every instance (decision 028): one fixed-window counter per rule and hashed key.
CREATE TABLE IF NOT EXISTS "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "rate_limit_counters_window_ends_at_idx" ON "rate_limit_counters" ("window_ends_at");
