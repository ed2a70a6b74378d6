CREATE TABLE "observer_held_ops" (
	"device_id" text NOT NULL,
	"op_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "observer_held_ops_device_id_op_id_pk" PRIMARY KEY("device_id","op_id")
);
--> statement-breakpoint
CREATE TABLE "observer_refused_ops" (
	"op_id" text PRIMARY KEY NOT NULL,
	"stage_id" text NOT NULL,
	"device_id" text NOT NULL,
	"op" jsonb NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"handled_at" timestamp with time zone,
	"handled_by" text
);
--> statement-breakpoint
ALTER TABLE "observer_held_ops" ADD CONSTRAINT "observer_held_ops_device_id_observer_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."observer_devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "observer_refused_ops" ADD CONSTRAINT "observer_refused_ops_stage_id_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."stages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "observer_refused_ops" ADD CONSTRAINT "observer_refused_ops_device_id_observer_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."observer_devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "observer_refused_ops_stage" ON "observer_refused_ops" USING btree ("stage_id","status");
