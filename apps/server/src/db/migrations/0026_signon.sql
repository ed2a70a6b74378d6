-- Sign-on at the venue, entry rules (limits, the health declaration) and waiting lists (issue #39,
-- decision 081). New tables only: participants is left as it is.
CREATE TABLE "entry_signons" (
	"stage_id" text NOT NULL,
	"participant_id" text NOT NULL,
	"signed_on_at" timestamp with time zone,
	"signed_on_by" text,
	"declarations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "entry_signons_pk" PRIMARY KEY ("stage_id", "participant_id"),
	-- A removed entry takes its sign-on with it: entering again starts from nothing signed.
	CONSTRAINT "entry_signons_entry" FOREIGN KEY ("stage_id", "participant_id")
		REFERENCES "participants"("stage_id", "id") ON DELETE CASCADE ON UPDATE CASCADE
);
--> statement-breakpoint
CREATE TABLE "entry_limits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"championship_id" text REFERENCES "championships"("id") ON DELETE CASCADE,
	"stage_id" text REFERENCES "stages"("id") ON DELETE CASCADE,
	"rules" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "entry_limits_one_owner" CHECK (("championship_id" IS NULL) <> ("stage_id" IS NULL))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "entry_limits_championship" ON "entry_limits" ("championship_id") WHERE "championship_id" IS NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "entry_limits_stage" ON "entry_limits" ("stage_id") WHERE "stage_id" IS NOT NULL;
--> statement-breakpoint
-- A rider waiting for a place: the join form as they sent it, promoted in (created_at, seq) order.
CREATE TABLE "waiting_entries" (
	"stage_id" text NOT NULL REFERENCES "stages"("id") ON DELETE CASCADE,
	"user_id" text NOT NULL,
	"seq" bigserial NOT NULL,
	"racing_class" text NOT NULL,
	"form" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waiting_entries_pk" PRIMARY KEY ("stage_id", "user_id")
);
