-- Online payment (Stripe Checkout) and refunds of cancelled entries (issue #39, decision 082).
-- Columns added to entry_payments keep every row as it is (all null: nothing online, nothing cancelled).
ALTER TABLE "entry_payments" ADD COLUMN "refund_kind" text;
--> statement-breakpoint
ALTER TABLE "entry_payments" ADD CONSTRAINT "entry_payments_refund_kind" CHECK ("refund_kind" IS NULL OR "refund_kind" IN ('refund', 'credit'));
--> statement-breakpoint
-- The entry was cancelled (the participants row is gone): when, and the name the list still shows.
ALTER TABLE "entry_payments" ADD COLUMN "cancelled_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "entry_payments" ADD COLUMN "cancelled_name" text;
--> statement-breakpoint
-- The provider's checkout session id of the last online payment started: its id only, never card data.
ALTER TABLE "entry_payments" ADD COLUMN "online_session" text;
--> statement-breakpoint
-- Every provider event applied once: a webhook delivered again (same event id) changes nothing.
CREATE TABLE "online_payment_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"event_type" text NOT NULL,
	"session_id" text,
	"payment_number" bigint,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
