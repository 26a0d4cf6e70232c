-- An issued invoice is never edited: it is voided, with a reason, and the job may be billed again
-- (decision 0143). One live invoice per job; a job keeps its void ones.
ALTER TABLE "invoices" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "voided_by" text REFERENCES "user"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "void_reason" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_void_check" CHECK (("voided_at" is null) = ("void_reason" is null));--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_job_id_key";--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_job_live_idx" ON "invoices" ("job_id") WHERE "voided_at" is null;--> statement-breakpoint
CREATE INDEX "invoices_job_idx" ON "invoices" ("job_id");--> statement-breakpoint
DROP INDEX "invoices_unpaid_idx";--> statement-breakpoint
CREATE INDEX "invoices_unpaid_idx" ON "invoices" ("number", "id") WHERE "paid_at" is null and "voided_at" is null;--> statement-breakpoint
DROP INDEX "invoices_paid_idx";--> statement-breakpoint
CREATE INDEX "invoices_paid_idx" ON "invoices" ("number", "id") WHERE "paid_at" is not null and "voided_at" is null;--> statement-breakpoint
CREATE INDEX "invoices_void_idx" ON "invoices" ("number", "id") WHERE "voided_at" is not null;
