-- Observers without accounts (issue #17, decision 029): a secretary's credential per section (or the
-- whole stage) with a personal link and a PIN, both stored only as SHA-256 hashes; each phone that
-- opens it gets a device session (an HttpOnly cookie, also hashed here) that a hand-off ends.
CREATE TABLE "observer_credentials" (
	"id" text PRIMARY KEY NOT NULL,
	"stage_id" text NOT NULL,
	"name" text NOT NULL,
	"section" integer,
	"token_hash" text NOT NULL,
	"pin_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "observer_devices" (
	"id" text PRIMARY KEY NOT NULL,
	"credential_id" text NOT NULL,
	"session_hash" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handed_off_at" timestamp with time zone,
	"handoff_code_hash" text,
	"handoff_expires_at" timestamp with time zone,
	"last_sync_at" timestamp with time zone,
	"pending_count" integer,
	"late_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "observer_credentials" ADD CONSTRAINT "observer_credentials_stage_id_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."stages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "observer_devices" ADD CONSTRAINT "observer_devices_credential_id_observer_credentials_id_fk" FOREIGN KEY ("credential_id") REFERENCES "public"."observer_credentials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "observer_credentials_token" ON "observer_credentials" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "observer_credentials_pin" ON "observer_credentials" USING btree ("stage_id","pin_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "observer_devices_session" ON "observer_devices" USING btree ("session_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "observer_devices_handoff" ON "observer_devices" USING btree ("handoff_code_hash");--> statement-breakpoint
CREATE INDEX "observer_devices_credential" ON "observer_devices" USING btree ("credential_id");
