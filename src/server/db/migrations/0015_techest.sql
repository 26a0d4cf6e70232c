ALTER TABLE "estimates" ADD COLUMN "status" text DEFAULT 'draft' NOT NULL;--> statement-breakpoint
ALTER TABLE "estimates" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "estimates" ADD COLUMN "tax_rate_percent" real DEFAULT 7.5 NOT NULL;--> statement-breakpoint
ALTER TABLE "estimates" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "estimates" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "estimates" ADD COLUMN "decided_by" text;--> statement-breakpoint
ALTER TABLE "estimates" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "estimates" ADD CONSTRAINT "estimates_decided_by_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "estimates_job_approved_idx" ON "estimates" USING btree ("job_id","created_at","id") WHERE "estimates"."status" = 'approved';--> statement-breakpoint
ALTER TABLE "estimates" ADD CONSTRAINT "estimates_status_check" CHECK ("estimates"."status" in ('draft', 'sent', 'approved', 'declined'));--> statement-breakpoint
-- Decision 0069: an estimate an invoice already billed was, in effect, accepted before estimates had statuses.
UPDATE "estimates" SET "status" = 'approved', "decided_at" = "created_at" WHERE "id" IN (SELECT "estimate_id" FROM "invoices" WHERE "estimate_id" IS NOT NULL);
