CREATE TABLE "riders" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"name" text NOT NULL,
	"birth_date" date NOT NULL,
	"gender" text,
	"club_id" text,
	"nationality" text,
	"hidden" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "riders" ADD CONSTRAINT "riders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "riders_user_unique" ON "riders" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "participants" ADD COLUMN "rider_id" text;--> statement-breakpoint
ALTER TABLE "participants" ADD CONSTRAINT "participants_rider_id_riders_id_fk" FOREIGN KEY ("rider_id") REFERENCES "public"."riders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "participants_rider" ON "participants" USING btree ("rider_id");
