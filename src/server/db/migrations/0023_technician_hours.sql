-- Decision 0152: a technician's working week (null: not set up, they work the business's hours),
-- the service categories they do (empty: all work), and their time off.
ALTER TABLE "technicians" ADD COLUMN "weekly_hours" jsonb;--> statement-breakpoint
ALTER TABLE "technicians" ADD COLUMN "skills" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
CREATE TABLE "technician_time_off" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"technician_id" uuid NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"start_minutes" smallint,
	"end_minutes" smallint,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "technician_time_off_times_check" CHECK (("start_minutes" IS NULL) = ("end_minutes" IS NULL) AND ("start_minutes" IS NULL OR ("start_minutes" BETWEEN 0 AND 1440 AND "end_minutes" BETWEEN 0 AND 1440))),
	CONSTRAINT "technician_time_off_order_check" CHECK ("ends_on" > "starts_on" OR ("ends_on" = "starts_on" AND ("start_minutes" IS NULL OR "end_minutes" > "start_minutes")))
);--> statement-breakpoint
ALTER TABLE "technician_time_off" ADD CONSTRAINT "technician_time_off_technician_id_technicians_id_fk" FOREIGN KEY ("technician_id") REFERENCES "public"."technicians"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "technician_time_off_technician_idx" ON "technician_time_off" USING btree ("technician_id","ends_on","starts_on");--> statement-breakpoint
CREATE INDEX "technician_time_off_day_idx" ON "technician_time_off" USING btree ("ends_on","starts_on");
