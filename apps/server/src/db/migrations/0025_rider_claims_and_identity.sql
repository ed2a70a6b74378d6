ALTER TABLE "riders" ADD COLUMN "email" text;--> statement-breakpoint
CREATE TABLE "rider_claims" (
	"id" text PRIMARY KEY NOT NULL,
	"rider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"match" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text
);
--> statement-breakpoint
ALTER TABLE "rider_claims" ADD CONSTRAINT "rider_claims_rider_id_riders_id_fk" FOREIGN KEY ("rider_id") REFERENCES "public"."riders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rider_claims" ADD CONSTRAINT "rider_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rider_claims_one_open" ON "rider_claims" USING btree ("rider_id","user_id") WHERE "status" = 'pending';--> statement-breakpoint
CREATE INDEX "rider_claims_status" ON "rider_claims" USING btree ("status");--> statement-breakpoint
CREATE TABLE "rider_identity_decisions" (
	"rider_a" text NOT NULL,
	"rider_b" text NOT NULL,
	"decision" text NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rider_identity_decisions_pk" PRIMARY KEY("rider_a","rider_b")
);
--> statement-breakpoint
ALTER TABLE "rider_identity_decisions" ADD CONSTRAINT "rider_identity_decisions_a_fk" FOREIGN KEY ("rider_a") REFERENCES "public"."riders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rider_identity_decisions" ADD CONSTRAINT "rider_identity_decisions_b_fk" FOREIGN KEY ("rider_b") REFERENCES "public"."riders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "rider_aliases" (
	"id" text PRIMARY KEY NOT NULL,
	"rider_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rider_aliases" ADD CONSTRAINT "rider_aliases_rider_id_riders_id_fk" FOREIGN KEY ("rider_id") REFERENCES "public"."riders"("id") ON DELETE cascade ON UPDATE no action;
