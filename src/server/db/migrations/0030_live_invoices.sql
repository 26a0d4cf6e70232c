-- Decision 0170: an invoice's screens follow it live. Whoever changes an invoice (issued, voided,
-- paid by the office or online, credited), the admins and the invoice's customer hear
-- `invoice.changed`, so My Invoices, the invoice page, the payment history and the admin's
-- lists read it afresh instead of waiting for a reload. The audience is the job's (migration
-- 0010): the customer's account, linked or of the same e-mail, and the booking's account.
CREATE FUNCTION live_invoice_audience(p_invoice_ids uuid[]) RETURNS TABLE (invoice_id uuid, job_id uuid, audience text[]) LANGUAGE sql STABLE AS $$
  SELECT i.id, i.job_id, array['admin'] || live_customer_audience(i.customer_id, i.booking_id)
  FROM invoices i WHERE i.id = ANY (p_invoice_ids)
$$;--> statement-breakpoint
CREATE FUNCTION live_invoices_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  written integer;
BEGIN
  IF live_paused() THEN RETURN NULL; END IF;
  INSERT INTO live_events (type, payload, audience)
    SELECT 'invoice.changed', jsonb_build_object('invoice_id', a.invoice_id, 'job_id', a.job_id), a.audience
    FROM live_invoice_audience(array(SELECT DISTINCT n.id FROM new_rows n)) a;
  -- The listeners read the new events when told (decision 0072), as the jobs' trigger tells them.
  GET DIAGNOSTICS written = ROW_COUNT;
  IF written > 0 THEN PERFORM pg_notify('live_events', ''); END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION live_invoice_parts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  written integer;
BEGIN
  IF live_paused() THEN RETURN NULL; END IF;
  INSERT INTO live_events (type, payload, audience)
    SELECT 'invoice.changed', jsonb_build_object('invoice_id', a.invoice_id, 'job_id', a.job_id), a.audience
    FROM live_invoice_audience(array(SELECT DISTINCT n.invoice_id FROM new_rows n WHERE n.invoice_id IS NOT NULL)) a;
  -- The listeners read the new events when told (decision 0072), as the jobs' trigger tells them.
  GET DIAGNOSTICS written = ROW_COUNT;
  IF written > 0 THEN PERFORM pg_notify('live_events', ''); END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER invoices_live_insert AFTER INSERT ON invoices REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION live_invoices_changed();--> statement-breakpoint
CREATE TRIGGER invoices_live_update AFTER UPDATE ON invoices REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION live_invoices_changed();--> statement-breakpoint
CREATE TRIGGER credit_notes_live_insert AFTER INSERT ON credit_notes REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION live_invoice_parts_changed();--> statement-breakpoint
CREATE TRIGGER payments_live_insert AFTER INSERT ON payments REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION live_invoice_parts_changed();--> statement-breakpoint
CREATE TRIGGER payments_live_update AFTER UPDATE ON payments REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION live_invoice_parts_changed();
