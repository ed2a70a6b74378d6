CREATE TABLE "market_ads" (
	"id" text PRIMARY KEY NOT NULL,
	"seller_id" text NOT NULL,
	"description" text NOT NULL,
	"search_text" text NOT NULL,
	"price_cents" integer NOT NULL,
	"category" text NOT NULL,
	"location" text,
	"image_file_id" text NOT NULL,
	"phone" text,
	"whatsapp" text,
	"status" text DEFAULT 'active' NOT NULL,
	"removed_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "market_ads" ADD CONSTRAINT "market_ads_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_ads" ADD CONSTRAINT "market_ads_image_file_id_files_id_fk" FOREIGN KEY ("image_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "market_ads_image" ON "market_ads" USING btree ("image_file_id");--> statement-breakpoint
CREATE INDEX "market_ads_seller" ON "market_ads" USING btree ("seller_id");--> statement-breakpoint
CREATE INDEX "market_ads_list" ON "market_ads" USING btree ("status","created_at");
