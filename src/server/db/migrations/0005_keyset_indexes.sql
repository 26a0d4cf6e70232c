DROP INDEX "bookings_email_idx";--> statement-breakpoint
DROP INDEX "bookings_user_idx";--> statement-breakpoint
DROP INDEX "payments_booking_idx";--> statement-breakpoint
DROP INDEX "payments_user_idx";--> statement-breakpoint
CREATE INDEX "bookings_email_idx" ON "bookings" USING btree (lower("customer_email"),"created_at","id");--> statement-breakpoint
CREATE INDEX "bookings_user_idx" ON "bookings" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "payments_booking_idx" ON "payments" USING btree ("booking_id","created_at","id");--> statement-breakpoint
CREATE INDEX "payments_user_idx" ON "payments" USING btree ("user_id","created_at","id");