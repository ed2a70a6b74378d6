-- Entry fees, payment status per entry and applied bank statement lines (issue #39, decision 072).
-- New tables only: participants is left as it is.
CREATE TABLE "entry_fee_settings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"championship_id" text REFERENCES "championships"("id") ON DELETE CASCADE,
	"stage_id" text REFERENCES "stages"("id") ON DELETE CASCADE,
	"settings" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "entry_fee_settings_one_owner" CHECK (("championship_id" IS NULL) <> ("stage_id" IS NULL))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "entry_fee_settings_championship" ON "entry_fee_settings" ("championship_id") WHERE "championship_id" IS NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "entry_fee_settings_stage" ON "entry_fee_settings" ("stage_id") WHERE "stage_id" IS NOT NULL;
--> statement-breakpoint
CREATE TABLE "entry_payments" (
	"payment_number" bigserial PRIMARY KEY NOT NULL,
	"stage_id" text NOT NULL,
	"participant_id" text NOT NULL,
	"reference" text NOT NULL,
	"status" text DEFAULT 'unpaid' NOT NULL,
	"method" text,
	"paid_cents" integer,
	"recorded_at" timestamp with time zone,
	"recorded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "entry_payments_status" CHECK ("status" IN ('unpaid', 'paid', 'refunded')),
	CONSTRAINT "entry_payments_method" CHECK ("method" IS NULL OR "method" IN ('cash', 'transfer', 'online', 'waived'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "entry_payments_entry" ON "entry_payments" ("stage_id", "participant_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "entry_payments_reference" ON "entry_payments" ("reference");
--> statement-breakpoint
CREATE TABLE "statement_lines" (
	"line_key" text PRIMARY KEY NOT NULL,
	"reference" text,
	"amount_cents" integer NOT NULL,
	"booked_on" date,
	"payment_number" bigint,
	"outcome" text NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"imported_by" text NOT NULL
);
--> statement-breakpoint
-- Receipts numbered gapless per club (the stage's institution) and year: the counter row is taken and
-- raised in the payment's own transaction, so a rolled-back payment leaves no gap (decision 072).
CREATE TABLE "receipt_counters" (
	"institution_id" text NOT NULL,
	"year" integer NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "receipt_counters_pk" PRIMARY KEY ("institution_id", "year")
);
--> statement-breakpoint
CREATE TABLE "receipts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"institution_id" text NOT NULL,
	"year" integer NOT NULL,
	"number" integer NOT NULL,
	"payment_number" bigint NOT NULL,
	"amount_cents" integer NOT NULL,
	"method" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_by" text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_number" ON "receipts" ("institution_id", "year", "number");
--> statement-breakpoint
CREATE INDEX "receipts_payment" ON "receipts" ("payment_number");
