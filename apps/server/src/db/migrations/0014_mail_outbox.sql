-- E-mail notifications (issue #18). A rider's mail language (set at sign-up, changed on the profile)
-- and the notification kinds they unsubscribed from. Existing accounts get no language (mails use
-- English until they choose one) and every kind on.
ALTER TABLE "users" ADD COLUMN "language" text;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mail_opt_outs" jsonb DEFAULT '[]'::jsonb NOT NULL;
--> statement-breakpoint
-- The durable outbox (decision 026): a mail is written in the transaction of the action that causes it
-- and sent by a background worker that claims rows with FOR UPDATE SKIP LOCKED and a lease, retrying
-- with backoff. dedupe_key makes a mail that several instances may enqueue (the day-before reminder) go once.
CREATE TABLE "mail_outbox" (
  "id" bigserial PRIMARY KEY NOT NULL,
  "kind" text NOT NULL,
  "user_id" text,
  "recipient" text NOT NULL,
  "subject" text NOT NULL,
  "text_body" text NOT NULL,
  "html_body" text NOT NULL,
  "headers" jsonb DEFAULT '{}'::jsonb NOT NULL,
  "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
  "dedupe_key" text,
  "attempts" integer DEFAULT 0 NOT NULL,
  "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
  "locked_until" timestamp with time zone,
  "last_error" text,
  "sent_at" timestamp with time zone,
  "failed_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "mail_outbox_dedupe" ON "mail_outbox" ("dedupe_key");
--> statement-breakpoint
CREATE INDEX "mail_outbox_pending" ON "mail_outbox" ("next_attempt_at") WHERE "sent_at" IS NULL AND "failed_at" IS NULL;
