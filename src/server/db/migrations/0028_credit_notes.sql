-- Credit notes (decision 0138): part of an issued invoice given back without editing it, numbered
-- in one gapless sequence (as invoices are, decision 0059), never changed after they are written.
CREATE TABLE "credit_note_counter" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "credit_note_counter_one_row" CHECK ("credit_note_counter"."id" = 1),
	CONSTRAINT "credit_note_counter_last_number_check" CHECK ("credit_note_counter"."last_number" >= 0)
);
--> statement-breakpoint
CREATE TABLE "credit_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" integer NOT NULL,
	"invoice_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"kind" text DEFAULT 'manual' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	CONSTRAINT "credit_notes_number_key" UNIQUE("number"),
	CONSTRAINT "credit_notes_number_check" CHECK ("credit_notes"."number" > 0),
	CONSTRAINT "credit_notes_amount_check" CHECK ("credit_notes"."amount" > 0),
	CONSTRAINT "credit_notes_kind_check" CHECK ("credit_notes"."kind" in ('manual', 'missed_promise'))
);
--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_notes_invoice_idx" ON "credit_notes" USING btree ("invoice_id","number");--> statement-breakpoint
-- A missed promise is credited once per invoice, however often the arrival or the issue is retried.
CREATE UNIQUE INDEX "credit_notes_missed_promise_idx" ON "credit_notes" USING btree ("invoice_id") WHERE "credit_notes"."kind" = 'missed_promise';--> statement-breakpoint
-- Written once, never changed: a correction is another credit note, or a void of the invoice.
CREATE FUNCTION credit_notes_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'credit notes are never changed after they are issued';
END
$$;--> statement-breakpoint
CREATE TRIGGER credit_notes_immutable BEFORE UPDATE ON credit_notes FOR EACH ROW EXECUTE FUNCTION credit_notes_immutable();--> statement-breakpoint
-- The emergency fee owed back for a promise missed, decided with the arrival: every live invoice of the job carries it as a credit note.
ALTER TABLE "emergency_timelines" ADD COLUMN "fee_credit" integer;--> statement-breakpoint
ALTER TABLE "emergency_timelines" ADD CONSTRAINT "emergency_timelines_fee_credit_check" CHECK ("emergency_timelines"."fee_credit" is null or "emergency_timelines"."fee_credit" > 0);
