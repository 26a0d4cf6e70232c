CREATE TABLE "live_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "live_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tx" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"audience" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_hits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" bigint NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scheduled_sends" (
	"task" text NOT NULL,
	"subject" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scheduled_sends_task_subject_pk" PRIMARY KEY("task","subject")
);
--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "last_message_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "last_customer_message_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "staff_read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "customer_read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "resolved_by" text;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "unread_by_staff" boolean GENERATED ALWAYS AS (last_customer_message_at is not null and (staff_read_at is null or last_customer_message_at > staff_read_at)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "author_id" text;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
CREATE INDEX "live_events_order_idx" ON "live_events" USING btree ("tx","id");--> statement-breakpoint
CREATE INDEX "live_events_created_idx" ON "live_events" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_resolved_by_user_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_paid_emergency_idx" ON "bookings" USING btree ("emergency_payment_date") WHERE "bookings"."is_emergency" and "bookings"."emergency_fee_paid" and "bookings"."status" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "chat_conversations_activity_idx" ON "chat_conversations" USING btree ("last_message_at","id");--> statement-breakpoint
CREATE INDEX "chat_conversations_unread_idx" ON "chat_conversations" USING btree ("last_message_at","id") WHERE "chat_conversations"."unread_by_staff" and "chat_conversations"."status" = 'open';--> statement-breakpoint
CREATE INDEX "chat_conversations_search_idx" ON "chat_conversations" USING gin (lower("customer_name" || ' ' || "customer_email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "chat_conversations_user_idx" ON "chat_conversations" USING btree ("user_id","last_message_at");--> statement-breakpoint
CREATE INDEX "chat_conversations_email_idx" ON "chat_conversations" USING btree (lower("customer_email"),"last_message_at");--> statement-breakpoint
CREATE INDEX "jobs_completed_at_idx" ON "jobs" USING btree ("completed_at") WHERE "jobs"."status" = 'completed';--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_idempotency_key_key" UNIQUE("idempotency_key");--> statement-breakpoint
-- Issue 13, decision 0074: the inbox's markers for the conversations already there.
UPDATE "chat_conversations" c SET
  "last_message_at" = coalesce((SELECT max(m."created_at") FROM "chat_messages" m WHERE m."conversation_id" = c."id"), c."updated_at"),
  "last_customer_message_at" = (SELECT max(m."created_at") FROM "chat_messages" m WHERE m."conversation_id" = c."id" AND m."sender_type" = 'customer');--> statement-breakpoint
-- Issue 13, decision 0072: who may receive an event about a job or a booking, decided when it is
-- written. Admins always; the technicians whose record the job has (or had: an unassigned
-- technician must hear that it is gone); the customer's account, linked or of the same e-mail,
-- as My Bookings finds their bookings (db/ownership.ts).
CREATE FUNCTION live_customer_audience(p_customer_id uuid, p_booking_id uuid) RETURNS text[] LANGUAGE sql STABLE AS $$
  SELECT coalesce(array_agg(DISTINCT 'user:' || id), '{}') FROM (
    SELECT c.profile_id AS id FROM customers c WHERE c.id = p_customer_id AND c.profile_id IS NOT NULL
    UNION ALL
    SELECT p.id FROM customers c JOIN profiles p ON lower(p.email) = lower(c.email) WHERE c.id = p_customer_id
    UNION ALL
    SELECT b.user_id FROM bookings b WHERE b.id = p_booking_id AND b.user_id IS NOT NULL
  ) owners
$$;--> statement-breakpoint
CREATE FUNCTION live_booking_audience(p_user_id text, p_email text) RETURNS text[] LANGUAGE sql STABLE AS $$
  SELECT coalesce(array_agg(DISTINCT 'user:' || id), '{}') FROM (
    SELECT p_user_id AS id WHERE p_user_id IS NOT NULL
    UNION ALL
    SELECT p.id FROM profiles p WHERE p_email <> '' AND lower(p.email) = lower(p_email)
  ) owners
$$;--> statement-breakpoint
CREATE FUNCTION live_technician_audience(p_technician_ids uuid[]) RETURNS text[] LANGUAGE sql STABLE AS $$
  SELECT coalesce(array_agg(DISTINCT 'technician:' || t.profile_id), '{}') FROM technicians t WHERE t.id = ANY (p_technician_ids)
$$;--> statement-breakpoint
-- A bulk load pauses these with the counters (decision 0046: `set homefix.job_stats = 'paused'`)
-- or alone (`set homefix.live = 'paused'`): a million inserted jobs are not a million events.
CREATE FUNCTION live_paused() RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT coalesce(current_setting('homefix.live', true), '') = 'paused' OR job_stats_paused()
$$;--> statement-breakpoint
CREATE FUNCTION live_jobs_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  written integer;
BEGIN
  IF live_paused() THEN RETURN NULL; END IF;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO live_events (type, payload, audience)
      SELECT 'job.changed', jsonb_build_object('job_id', n.id, 'op', 'created', 'status', n.status),
             array['admin'] || live_technician_audience(array[n.technician_id]) || live_customer_audience(n.customer_id, n.booking_id)
      FROM new_rows n;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO live_events (type, payload, audience)
      SELECT 'job.changed', jsonb_build_object('job_id', n.id, 'op', 'updated', 'status', n.status),
             array['admin'] || live_technician_audience(array[n.technician_id, o.technician_id]) || live_customer_audience(n.customer_id, n.booking_id)
      FROM new_rows n JOIN old_rows o ON o.id = n.id;
  ELSE
    INSERT INTO live_events (type, payload, audience)
      SELECT 'job.changed', jsonb_build_object('job_id', o.id, 'op', 'deleted', 'status', o.status),
             array['admin'] || live_technician_audience(array[o.technician_id]) || live_customer_audience(o.customer_id, o.booking_id)
      FROM old_rows o;
  END IF;
  GET DIAGNOSTICS written = ROW_COUNT;
  -- One wake-up per transaction: PostgreSQL folds equal notifications of a transaction into one.
  IF written > 0 THEN PERFORM pg_notify('live_events', ''); END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER jobs_live_insert AFTER INSERT ON jobs REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION live_jobs_changed();--> statement-breakpoint
CREATE TRIGGER jobs_live_update AFTER UPDATE ON jobs REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION live_jobs_changed();--> statement-breakpoint
CREATE TRIGGER jobs_live_delete AFTER DELETE ON jobs REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION live_jobs_changed();--> statement-breakpoint
CREATE FUNCTION live_bookings_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  written integer;
BEGIN
  IF live_paused() THEN RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN
    INSERT INTO live_events (type, payload, audience)
      SELECT 'booking.changed', jsonb_build_object('booking_id', o.id, 'op', 'deleted'), array['admin'] || live_booking_audience(o.user_id, o.customer_email)
      FROM old_rows o;
  ELSE
    INSERT INTO live_events (type, payload, audience)
      SELECT 'booking.changed', jsonb_build_object('booking_id', n.id, 'op', CASE TG_OP WHEN 'INSERT' THEN 'created' ELSE 'updated' END), array['admin'] || live_booking_audience(n.user_id, n.customer_email)
      FROM new_rows n;
  END IF;
  GET DIAGNOSTICS written = ROW_COUNT;
  IF written > 0 THEN PERFORM pg_notify('live_events', ''); END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER bookings_live_insert AFTER INSERT ON bookings REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION live_bookings_changed();--> statement-breakpoint
CREATE TRIGGER bookings_live_update AFTER UPDATE ON bookings REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION live_bookings_changed();--> statement-breakpoint
CREATE TRIGGER bookings_live_delete AFTER DELETE ON bookings REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION live_bookings_changed();
