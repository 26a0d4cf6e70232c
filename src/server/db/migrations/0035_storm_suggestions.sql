-- Decision 0173: the weather service's alerts that suggested storm-season mode to the admins,
-- one row per alert, dismissed by an admin or left to expire.
CREATE TABLE "storm_suggestions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"alert_id" text NOT NULL,
	"event" text NOT NULL,
	"headline" text NOT NULL,
	"area" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"phase" text NOT NULL,
	"counties" text[] DEFAULT '{}' NOT NULL,
	"dismissed_at" timestamp with time zone,
	"dismissed_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "storm_suggestions_alert_id_unique" UNIQUE("alert_id"),
	CONSTRAINT "storm_suggestions_phase_check" CHECK ("storm_suggestions"."phase" in ('prep', 'landfall'))
);
--> statement-breakpoint
ALTER TABLE "storm_suggestions" ADD CONSTRAINT "storm_suggestions_dismissed_by_user_id_fk" FOREIGN KEY ("dismissed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "storm_suggestions_open_idx" ON "storm_suggestions" USING btree ("expires_at") WHERE "storm_suggestions"."dismissed_at" is null;