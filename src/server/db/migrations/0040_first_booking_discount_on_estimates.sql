ALTER TABLE "bookings" ADD COLUMN "discount_percent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "estimates" ADD COLUMN "discount_percent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "estimates" ADD COLUMN "discount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Decision 0181: the percent each discounted booking was given, from the amount it stored.
UPDATE "bookings" SET "discount_percent" = coalesce(round("discount_amount" * 100.0 / nullif("subtotal", 0)), 0)::integer WHERE "discount_amount" > 0;
