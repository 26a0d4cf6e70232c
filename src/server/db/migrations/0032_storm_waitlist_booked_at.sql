-- When the office booked a waitlist request: its pace over the last day gives each waiting request
-- an expected window (shared/rules/storm.ts). A request booked before this kept the time in updated_at.
ALTER TABLE "storm_waitlist" ADD COLUMN "booked_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "storm_waitlist_booked_idx" ON "storm_waitlist" USING btree ("booked_at") WHERE "storm_waitlist"."status" = 'booked';--> statement-breakpoint
UPDATE "storm_waitlist" SET "booked_at" = "updated_at" WHERE "status" = 'booked';
