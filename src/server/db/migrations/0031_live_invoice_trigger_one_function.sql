-- Decision 0170: one trigger function tells who hears `invoice.changed`, whichever table changed.
-- Migration 0030 wrote it twice, once for `invoices` (the invoice is the row's `id`) and once for
-- the rows that name an invoice (`credit_notes`, `payments`: their `invoice_id`, which a payment
-- may lack). The column now comes as the trigger's argument.
CREATE FUNCTION live_invoice_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  written integer;
BEGIN
  IF live_paused() THEN RETURN NULL; END IF;
  INSERT INTO live_events (type, payload, audience)
    SELECT 'invoice.changed', jsonb_build_object('invoice_id', a.invoice_id, 'job_id', a.job_id), a.audience
    FROM live_invoice_audience(array(
      SELECT DISTINCT (to_jsonb(n) ->> TG_ARGV[0])::uuid FROM new_rows n WHERE to_jsonb(n) ->> TG_ARGV[0] IS NOT NULL
    )) a;
  -- The listeners read the new events when told (decision 0072), as the jobs' trigger tells them.
  GET DIAGNOSTICS written = ROW_COUNT;
  IF written > 0 THEN PERFORM pg_notify('live_events', ''); END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER invoices_live_insert ON invoices;--> statement-breakpoint
DROP TRIGGER invoices_live_update ON invoices;--> statement-breakpoint
DROP TRIGGER credit_notes_live_insert ON credit_notes;--> statement-breakpoint
DROP TRIGGER payments_live_insert ON payments;--> statement-breakpoint
DROP TRIGGER payments_live_update ON payments;--> statement-breakpoint
DROP FUNCTION live_invoices_changed();--> statement-breakpoint
DROP FUNCTION live_invoice_parts_changed();--> statement-breakpoint
CREATE TRIGGER invoices_live_insert AFTER INSERT ON invoices REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION live_invoice_changed('id');--> statement-breakpoint
CREATE TRIGGER invoices_live_update AFTER UPDATE ON invoices REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION live_invoice_changed('id');--> statement-breakpoint
CREATE TRIGGER credit_notes_live_insert AFTER INSERT ON credit_notes REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION live_invoice_changed('invoice_id');--> statement-breakpoint
CREATE TRIGGER payments_live_insert AFTER INSERT ON payments REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION live_invoice_changed('invoice_id');--> statement-breakpoint
CREATE TRIGGER payments_live_update AFTER UPDATE ON payments REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION live_invoice_changed('invoice_id');
