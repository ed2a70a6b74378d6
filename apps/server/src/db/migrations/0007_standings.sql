CREATE TABLE "standings_status" (
	"championship_id" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"mode" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "standing_positions" (
	"championship_id" text NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"group_name" text NOT NULL,
	"racing_number" integer,
	"gender" text,
	"club_id" text,
	"birth_year" integer,
	"team" text,
	"participants" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ref_original" text,
	"position" integer,
	"total" double precision,
	"total_minus_worst" double precision,
	"results" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "standing_positions_championship_id_id_pk" PRIMARY KEY("championship_id","id")
);
--> statement-breakpoint
ALTER TABLE "standings_status" ADD CONSTRAINT "standings_status_championship_id_championships_id_fk" FOREIGN KEY ("championship_id") REFERENCES "public"."championships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standing_positions" ADD CONSTRAINT "standing_positions_championship_id_championships_id_fk" FOREIGN KEY ("championship_id") REFERENCES "public"."championships"("id") ON DELETE cascade ON UPDATE no action;
