ALTER TABLE "payments" ADD COLUMN "invoice_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "method" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_invoice_idx" ON "payments" USING btree ("invoice_id","created_at");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_method_check" CHECK ("payments"."method" is null or "payments"."method" in ('card', 'cash', 'check', 'other'));--> statement-breakpoint
-- A balance payment recorded before this migration is linked to its invoice through invoices.payment_id; the link moves here, no amount changes.
UPDATE "payments" SET "invoice_id" = "invoices"."id" FROM "invoices" WHERE "invoices"."payment_id" = "payments"."id";
