CREATE TABLE "invoice_counter" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "invoice_counter_one_row" CHECK ("invoice_counter"."id" = 1),
	CONSTRAINT "invoice_counter_last_number_check" CHECK ("invoice_counter"."last_number" >= 0)
);
--> statement-breakpoint
CREATE TABLE "invoice_emails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"to" text NOT NULL,
	"sent_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" integer NOT NULL,
	"job_id" uuid,
	"customer_id" uuid,
	"booking_id" uuid,
	"job_title" text NOT NULL,
	"customer_name" text NOT NULL,
	"customer_email" text NOT NULL,
	"customer_phone" text,
	"service_address" text NOT NULL,
	"service_city" text NOT NULL,
	"service_state" text NOT NULL,
	"service_zip" text NOT NULL,
	"lines" jsonb NOT NULL,
	"lines_from" text NOT NULL,
	"estimate_id" uuid,
	"tax_rate_percent" numeric(6, 3) NOT NULL,
	"subtotal" integer NOT NULL,
	"tax" integer NOT NULL,
	"total" integer NOT NULL,
	"deposit_paid" integer NOT NULL,
	"balance" integer NOT NULL,
	"is_test" boolean DEFAULT false NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_by" text,
	"paid_at" timestamp with time zone,
	"paid_by" text,
	"payment_id" uuid,
	"last_emailed_at" timestamp with time zone,
	CONSTRAINT "invoices_number_key" UNIQUE("number"),
	CONSTRAINT "invoices_job_id_key" UNIQUE("job_id"),
	CONSTRAINT "invoices_payment_id_key" UNIQUE("payment_id"),
	CONSTRAINT "invoices_number_check" CHECK ("invoices"."number" > 0),
	CONSTRAINT "invoices_lines_from_check" CHECK ("invoices"."lines_from" in ('estimate', 'job_amount')),
	CONSTRAINT "invoices_amounts_check" CHECK ("invoices"."subtotal" >= 0 and "invoices"."tax" >= 0 and "invoices"."total" = "invoices"."subtotal" + "invoices"."tax" and "invoices"."balance" = "invoices"."total" - "invoices"."deposit_paid")
);
--> statement-breakpoint
ALTER TABLE "invoice_emails" ADD CONSTRAINT "invoice_emails_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_emails" ADD CONSTRAINT "invoice_emails_sent_by_user_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_estimate_id_estimates_id_fk" FOREIGN KEY ("estimate_id") REFERENCES "public"."estimates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_issued_by_user_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_paid_by_user_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_emails_key_idx" ON "invoice_emails" USING btree ("invoice_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "invoice_emails_invoice_idx" ON "invoice_emails" USING btree ("invoice_id","created_at");--> statement-breakpoint
CREATE INDEX "invoices_number_id_idx" ON "invoices" USING btree ("number","id");--> statement-breakpoint
CREATE INDEX "invoices_unpaid_idx" ON "invoices" USING btree ("number","id") WHERE "invoices"."paid_at" is null;--> statement-breakpoint
CREATE INDEX "invoices_paid_idx" ON "invoices" USING btree ("number","id") WHERE "invoices"."paid_at" is not null;--> statement-breakpoint
CREATE INDEX "invoices_customer_idx" ON "invoices" USING btree ("customer_id","number");--> statement-breakpoint
CREATE INDEX "invoices_search_idx" ON "invoices" USING gin (lower("customer_name" || ' ' || "customer_email" || ' ' || "job_title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "payments_created_idx" ON "payments" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "payments_kind_idx" ON "payments" USING btree ("kind","created_at","id");--> statement-breakpoint
-- Decision 0059: the one counter row, so the first invoice takes number 1.
INSERT INTO "invoice_counter" ("id", "last_number") VALUES (1, 0) ON CONFLICT DO NOTHING;