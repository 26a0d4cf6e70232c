ALTER TABLE "payments" ADD COLUMN "service_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "customer_email" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "customer_phone" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "discount_percent" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "held_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Unclaimed step-1 deposits paid before this migration go back after the default 24-hour hold.
UPDATE "payments" SET "held_until" = "created_at" + interval '24 hours' WHERE "kind" = 'deposit' AND "booking_id" IS NULL;
