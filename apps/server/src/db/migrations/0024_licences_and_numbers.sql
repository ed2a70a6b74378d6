-- Riders' licences, entry rules per championship or stage, permanent championship numbers
-- (issue #38, decision 079). New tables only: riders and participants are left as they are.
CREATE TABLE "rider_licences" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"rider_id" text NOT NULL REFERENCES "riders"("id") ON DELETE CASCADE,
	"federation" text NOT NULL,
	"kind" text NOT NULL,
	"number" text,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"stage_id" text REFERENCES "stages"("id") ON DELETE SET NULL,
	"participant_id" text,
	"price_cents" integer,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rider_licences_federation" CHECK ("federation" IN ('LaMSF', 'EMF', 'LMSF', 'other', 'club')),
	CONSTRAINT "rider_licences_kind" CHECK ("kind" IN ('season', 'one-event', 'training')),
	CONSTRAINT "rider_licences_dates" CHECK ("valid_from" <= "valid_to")
);
--> statement-breakpoint
CREATE INDEX "rider_licences_rider" ON "rider_licences" ("rider_id");
--> statement-breakpoint
-- A federation's number names one licence of one rider: importing the list again updates it.
CREATE UNIQUE INDEX "rider_licences_number" ON "rider_licences" ("federation", "number") WHERE "number" IS NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "rider_licences_entry" ON "rider_licences" ("stage_id", "participant_id") WHERE "participant_id" IS NOT NULL;
--> statement-breakpoint
CREATE TABLE "entry_rules" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"championship_id" text REFERENCES "championships"("id") ON DELETE CASCADE,
	"stage_id" text REFERENCES "stages"("id") ON DELETE CASCADE,
	"settings" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "entry_rules_one_owner" CHECK (("championship_id" IS NULL) <> ("stage_id" IS NULL))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "entry_rules_championship" ON "entry_rules" ("championship_id") WHERE "championship_id" IS NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "entry_rules_stage" ON "entry_rules" ("stage_id") WHERE "stage_id" IS NOT NULL;
--> statement-breakpoint
-- racing_class is '' when the championship numbers across classes, so both keys are plain unique keys.
CREATE TABLE "permanent_numbers" (
	"championship_id" text NOT NULL REFERENCES "championships"("id") ON DELETE CASCADE,
	"rider_id" text NOT NULL REFERENCES "riders"("id") ON DELETE CASCADE,
	"racing_class" text DEFAULT '' NOT NULL,
	"number" integer NOT NULL,
	"assigned_by" text,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "permanent_numbers_pk" PRIMARY KEY ("championship_id", "rider_id", "racing_class")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "permanent_numbers_unique" ON "permanent_numbers" ("championship_id", "racing_class", "number");
