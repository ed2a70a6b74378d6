-- Venue mode (issue #40, decision 085): a stage checked out to a venue laptop. One lease at a time per
-- stage is `out` (a partial unique index); returned and forced leases are kept as the stage's history.
-- The device's token is stored only as its SHA-256; `received_seq` is the highest forward sequence
-- applied from the device, `reported_seq` the highest the laptop said it holds in its last contact.
CREATE TABLE "stage_leases" (
	"id" text PRIMARY KEY NOT NULL,
	"stage_id" text NOT NULL,
	"device_id" text NOT NULL,
	"device_name" text NOT NULL,
	"checked_out_at" timestamp with time zone NOT NULL,
	"checked_out_by" text NOT NULL,
	"token_hash" text,
	"state" text DEFAULT 'out' NOT NULL,
	"received_seq" integer DEFAULT 0 NOT NULL,
	"reported_seq" integer DEFAULT 0 NOT NULL,
	"last_contact_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"ended_by" text,
	"digest" text,
	CONSTRAINT "stage_leases_stage_id_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."stages"("id") ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX "stage_leases_one_out" ON "stage_leases" USING btree ("stage_id") WHERE "state" = 'out';
--> statement-breakpoint
CREATE UNIQUE INDEX "stage_leases_token_hash" ON "stage_leases" USING btree ("token_hash");
--> statement-breakpoint
-- A laptop's request to pair: its name, the SHA-256 of the secret it keeps and of the code it shows,
-- until when the code may be entered; the stage and who granted it once a secretary entered the code.
CREATE TABLE "venue_pairings" (
	"id" text PRIMARY KEY NOT NULL,
	"device_name" text NOT NULL,
	"secret_hash" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"stage_id" text,
	"lease_id" text,
	"granted_at" timestamp with time zone,
	"token_issued_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "venue_pairings_code_hash" ON "venue_pairings" USING btree ("code_hash");
--> statement-breakpoint
-- Wrong codes entered on a stage: 5 lock the stage's pairing for 10 minutes.
CREATE TABLE "stage_pairing_locks" (
	"stage_id" text PRIMARY KEY NOT NULL,
	"wrong_codes" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	CONSTRAINT "stage_pairing_locks_stage_id_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."stages"("id") ON DELETE cascade
);
--> statement-breakpoint
-- Commands a device sent under a revoked token (after force-back): kept for the admin, never applied.
CREATE TABLE "lease_kept_commands" (
	"lease_id" text NOT NULL,
	"sequence" integer NOT NULL,
	"command" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lease_kept_commands_pk" PRIMARY KEY("lease_id","sequence"),
	CONSTRAINT "lease_kept_commands_lease_id_stage_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."stage_leases"("id") ON DELETE cascade
);
