CREATE TABLE "emergency_timelines" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"job_id" uuid,
	"received_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"assigned_at" timestamp with time zone,
	"set_off_at" timestamp with time zone,
	"eta_minutes" smallint,
	"arrived_at" timestamp with time zone,
	"done_at" timestamp with time zone,
	"promise_kept" boolean,
	"promise_minutes" integer,
	CONSTRAINT "emergency_timelines_job_id_unique" UNIQUE("job_id")
);
--> statement-breakpoint
ALTER TABLE "emergency_timelines" ADD CONSTRAINT "emergency_timelines_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emergency_timelines" ADD CONSTRAINT "emergency_timelines_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "emergency_timelines_arrived_idx" ON "emergency_timelines" USING btree ("arrived_at") WHERE "emergency_timelines"."arrived_at" is not null;--> statement-breakpoint
CREATE INDEX "emergency_timelines_open_idx" ON "emergency_timelines" USING btree ("received_at") WHERE "emergency_timelines"."arrived_at" is null;--> statement-breakpoint
-- Decision 0158: the job's technician and status write the timeline's "assigned" and "done",
-- whoever changes them (the job form, one-tap assignment, the board, bulk, the technician).
CREATE FUNCTION emergency_timeline_follow_job() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  reassigned boolean := OLD.technician_id IS DISTINCT FROM NEW.technician_id;
BEGIN
  -- Another technician (or none) starts the way there afresh: their own "On my way" follows.
  UPDATE emergency_timelines SET
    assigned_at = CASE WHEN NEW.technician_id IS NULL THEN NULL WHEN reassigned THEN now() ELSE assigned_at END,
    set_off_at = CASE WHEN reassigned AND arrived_at IS NULL THEN NULL ELSE set_off_at END,
    eta_minutes = CASE WHEN reassigned AND arrived_at IS NULL THEN NULL ELSE eta_minutes END,
    done_at = CASE WHEN NEW.status = 'completed' THEN coalesce(done_at, now()) ELSE done_at END
  WHERE job_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER jobs_emergency_timeline AFTER UPDATE OF technician_id, status ON jobs
  FOR EACH ROW WHEN (OLD.technician_id IS DISTINCT FROM NEW.technician_id OR OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION emergency_timeline_follow_job();--> statement-breakpoint
-- Every change of a timeline is heard live by the admins, the job's technician, the customer's
-- account and a guest's stream opened with the booking's signed token (docs/live-events.md).
CREATE FUNCTION live_emergency_timeline_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF live_paused() THEN RETURN NULL; END IF;
  INSERT INTO live_events (type, payload, audience)
    SELECT 'emergency.changed', jsonb_build_object('booking_id', NEW.booking_id, 'job_id', NEW.job_id),
           array['admin', 'emergency:' || NEW.booking_id]
             || coalesce((SELECT live_technician_audience(array[j.technician_id]) FROM jobs j WHERE j.id = NEW.job_id), '{}')
             || live_customer_audience((SELECT j.customer_id FROM jobs j WHERE j.id = NEW.job_id), NEW.booking_id);
  PERFORM pg_notify('live_events', '');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER emergency_timelines_live AFTER INSERT OR UPDATE ON emergency_timelines
  FOR EACH ROW EXECUTE FUNCTION live_emergency_timeline_changed();
