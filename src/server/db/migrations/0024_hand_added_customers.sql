-- Issue 25, customers added by hand (decision 0153): a phone-in customer may have no e-mail,
-- carries the office's notes, and is found by the digits of their phone.
ALTER TABLE "customers" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "notes" text;--> statement-breakpoint
-- The search's expression with a missing e-mail read as empty (a null would blank the whole text).
DROP INDEX IF EXISTS "customers_search_idx";--> statement-breakpoint
CREATE INDEX "customers_search_idx" ON "customers" USING gin (lower("full_name" || ' ' || coalesce("email", '') || ' ' || coalesce("phone", '') || ' ' || regexp_replace(coalesce("phone", ''), '\D', '', 'g')) gin_trgm_ops);--> statement-breakpoint
-- The duplicate check compares phones by their last 10 digits, as the first-booking discount does
-- (phoneKey). Not unique: guests who booked before may share a phone (a household), and a booking
-- is never refused for its phone.
CREATE INDEX "customers_phone_key_idx" ON "customers" USING btree (right(regexp_replace("phone", '\D', '', 'g'), 10)) WHERE "phone" IS NOT NULL;
