CREATE TABLE "user_preferences" (
	"user_id" text NOT NULL,
	"key" text NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_preferences_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "job_counter_deltas" (
	"status" text NOT NULL,
	"priority" smallint NOT NULL,
	"jobs" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"hours" numeric NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_day_deltas" (
	"kind" text NOT NULL,
	"day" date NOT NULL,
	"jobs" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_location_deltas" (
	"city" text NOT NULL,
	"state" text NOT NULL,
	"jobs" bigint NOT NULL
);
--> statement-breakpoint
DROP INDEX "jobs_created_idx";--> statement-breakpoint
DROP INDEX "jobs_status_idx";--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "full_name" text GENERATED ALWAYS AS ("first_name" || ' ' || "last_name") STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "user_preferences" ADD CONSTRAINT "user_preferences_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customers_full_name_trgm_idx" ON "customers" USING gin ("full_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_email_trgm_idx" ON "customers" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_full_name_idx" ON "customers" USING btree ("full_name","id");--> statement-breakpoint
CREATE INDEX "jobs_priority_idx" ON "jobs" USING btree ("priority","created_at","id");--> statement-breakpoint
CREATE INDEX "jobs_title_trgm_idx" ON "jobs" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "jobs_city_trgm_idx" ON "jobs" USING gin ("service_city" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "jobs_created_idx" ON "jobs" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "jobs_status_idx" ON "jobs" USING btree ("status","created_at","id");--> statement-breakpoint-- Issue 10, staff-side.md §9 summary cards, decision 0046: the jobs' counters are kept by the
-- database in the same transaction as every change to jobs, whichever code path makes it.
-- Statement-level triggers read the statement's transition tables, so a bulk change of 500 jobs
-- (or a load of a million) costs one aggregate, not one trigger call per row. They append
-- deltas instead of updating one row per key: concurrent writers never wait on each other (or
-- deadlock) over a hot counter. A session may pause them for a bulk load
-- (`set homefix.job_stats = 'paused'`) and must then call job_stats_rebuild().
CREATE FUNCTION job_stats_paused() RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT coalesce(current_setting('homefix.job_stats', true), '') = 'paused'
$$;--> statement-breakpoint
CREATE FUNCTION job_stats_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF job_stats_paused() THEN RETURN NULL; END IF;
  INSERT INTO job_counter_deltas (status, priority, jobs, amount, hours)
    SELECT status, priority, count(*), coalesce(sum(total_amount), 0), coalesce(sum(estimated_hours::numeric), 0)
    FROM new_jobs GROUP BY status, priority;
  INSERT INTO job_location_deltas (city, state, jobs)
    SELECT lower(btrim(service_city)), upper(btrim(service_state)), count(*)
    FROM new_jobs WHERE btrim(service_city) <> '' GROUP BY 1, 2;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION job_stats_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF job_stats_paused() THEN RETURN NULL; END IF;
  INSERT INTO job_counter_deltas (status, priority, jobs, amount, hours)
    SELECT status, priority, -count(*), -coalesce(sum(total_amount), 0), -coalesce(sum(estimated_hours::numeric), 0)
    FROM old_jobs GROUP BY status, priority;
  INSERT INTO job_location_deltas (city, state, jobs)
    SELECT lower(btrim(service_city)), upper(btrim(service_state)), -count(*)
    FROM old_jobs WHERE btrim(service_city) <> '' GROUP BY 1, 2;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- An update adds its new rows and takes away its old ones; keys whose sums do not move (a
-- reschedule, a note, a title) write nothing.
CREATE FUNCTION job_stats_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF job_stats_paused() THEN RETURN NULL; END IF;
  INSERT INTO job_counter_deltas (status, priority, jobs, amount, hours)
    SELECT status, priority, sum(jobs), sum(amount), sum(hours) FROM (
      SELECT status, priority, 1 AS jobs, coalesce(total_amount, 0)::bigint AS amount, coalesce(estimated_hours::numeric, 0) AS hours FROM new_jobs
      UNION ALL
      SELECT status, priority, -1, -coalesce(total_amount, 0)::bigint, -coalesce(estimated_hours::numeric, 0) FROM old_jobs
    ) changed
    GROUP BY status, priority
    HAVING sum(jobs) <> 0 OR sum(amount) <> 0 OR sum(hours) <> 0;
  INSERT INTO job_location_deltas (city, state, jobs)
    SELECT city, state, sum(jobs) FROM (
      SELECT lower(btrim(service_city)) AS city, upper(btrim(service_state)) AS state, 1 AS jobs FROM new_jobs WHERE btrim(service_city) <> ''
      UNION ALL
      SELECT lower(btrim(service_city)), upper(btrim(service_state)), -1 FROM old_jobs WHERE btrim(service_city) <> ''
    ) changed
    GROUP BY city, state
    HAVING sum(jobs) <> 0;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER jobs_stats_insert AFTER INSERT ON jobs REFERENCING NEW TABLE AS new_jobs
  FOR EACH STATEMENT EXECUTE FUNCTION job_stats_after_insert();--> statement-breakpoint
CREATE TRIGGER jobs_stats_update AFTER UPDATE ON jobs REFERENCING OLD TABLE AS old_jobs NEW TABLE AS new_jobs
  FOR EACH STATEMENT EXECUTE FUNCTION job_stats_after_update();--> statement-breakpoint
CREATE TRIGGER jobs_stats_delete AFTER DELETE ON jobs REFERENCING OLD TABLE AS old_jobs
  FOR EACH STATEMENT EXECUTE FUNCTION job_stats_after_delete();--> statement-breakpoint
-- Decision 0009 kept services.jobs_completed with a count(*) of the service's completed jobs
-- on every job change: at a million jobs, a scan per row changed. Now one statement adds what
-- it changed, per service, in id order (so two bulk changes lock services in the same order).
-- The reviews' trigger refreshes only the rating: a count(*) there would race these deltas
-- (its snapshot could miss a concurrent +1 and write the stale count over it).
CREATE FUNCTION services_completed_apply(deltas jsonb) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  change record;
BEGIN
  FOR change IN SELECT key::uuid AS service_id, value::int AS delta FROM jsonb_each_text(deltas) ORDER BY key LOOP
    UPDATE services SET jobs_completed = jobs_completed + change.delta WHERE id = change.service_id;
  END LOOP;
END
$$;--> statement-breakpoint
CREATE FUNCTION services_completed_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF job_stats_paused() THEN RETURN NULL; END IF;
  PERFORM services_completed_apply(coalesce((
    SELECT jsonb_object_agg(service_id, n) FROM (
      SELECT service_id, count(*) AS n FROM new_jobs WHERE status = 'completed' AND service_id IS NOT NULL GROUP BY service_id
    ) done), '{}'));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION services_completed_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF job_stats_paused() THEN RETURN NULL; END IF;
  PERFORM services_completed_apply(coalesce((
    SELECT jsonb_object_agg(service_id, -n) FROM (
      SELECT service_id, count(*) AS n FROM old_jobs WHERE status = 'completed' AND service_id IS NOT NULL GROUP BY service_id
    ) done), '{}'));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION services_completed_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF job_stats_paused() THEN RETURN NULL; END IF;
  PERFORM services_completed_apply(coalesce((
    SELECT jsonb_object_agg(service_id, n) FROM (
      SELECT service_id, sum(delta) AS n FROM (
        SELECT service_id, 1 AS delta FROM new_jobs WHERE status = 'completed' AND service_id IS NOT NULL
        UNION ALL
        SELECT service_id, -1 FROM old_jobs WHERE status = 'completed' AND service_id IS NOT NULL
      ) changed GROUP BY service_id HAVING sum(delta) <> 0
    ) done), '{}'));
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER jobs_refresh_counts ON jobs;--> statement-breakpoint
CREATE TRIGGER jobs_services_completed_insert AFTER INSERT ON jobs REFERENCING NEW TABLE AS new_jobs
  FOR EACH STATEMENT EXECUTE FUNCTION services_completed_after_insert();--> statement-breakpoint
CREATE TRIGGER jobs_services_completed_update AFTER UPDATE ON jobs REFERENCING OLD TABLE AS old_jobs NEW TABLE AS new_jobs
  FOR EACH STATEMENT EXECUTE FUNCTION services_completed_after_update();--> statement-breakpoint
CREATE TRIGGER jobs_services_completed_delete AFTER DELETE ON jobs REFERENCING OLD TABLE AS old_jobs
  FOR EACH STATEMENT EXECUTE FUNCTION services_completed_after_delete();--> statement-breakpoint
CREATE FUNCTION services_refresh_rating(target uuid) RETURNS void LANGUAGE sql AS $$
  UPDATE services SET
    avg_rating = coalesce((SELECT round(avg(r.rating)::numeric, 1)::real FROM service_reviews r WHERE r.service_id = target), 0)
  WHERE id = target
$$;--> statement-breakpoint
CREATE FUNCTION services_refresh_rating_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.service_id IS NOT NULL THEN
    PERFORM services_refresh_rating(OLD.service_id);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.service_id IS NOT NULL AND (TG_OP = 'INSERT' OR NEW.service_id IS DISTINCT FROM OLD.service_id) THEN
    PERFORM services_refresh_rating(NEW.service_id);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER service_reviews_refresh_counts ON service_reviews;--> statement-breakpoint
CREATE TRIGGER service_reviews_refresh_rating AFTER INSERT OR DELETE OR UPDATE OF rating, service_id ON service_reviews
  FOR EACH ROW EXECUTE FUNCTION services_refresh_rating_trigger();--> statement-breakpoint
DROP FUNCTION services_refresh_counts_trigger();--> statement-breakpoint
-- services_refresh_counts(uuid) stays for anyone who calls it by hand: no trigger calls it any more.
-- TRUNCATE has no transition table: every counter goes back to nothing.
CREATE FUNCTION job_stats_after_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM job_counter_deltas;
  DELETE FROM job_location_deltas;
  UPDATE services SET jobs_completed = 0 WHERE jobs_completed <> 0;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER jobs_stats_truncate AFTER TRUNCATE ON jobs FOR EACH STATEMENT EXECUTE FUNCTION job_stats_after_truncate();--> statement-breakpoint
-- Folds each key's deltas into one row (and drops keys back at zero). Readers call it when the
-- tables have grown; the advisory lock keeps it and job_stats_rebuild() from overlapping (each
-- would otherwise miss the rows the other inserted). Run it in READ COMMITTED.
CREATE FUNCTION job_stats_compact() RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
  IF NOT pg_try_advisory_xact_lock(72410003) THEN RETURN false; END IF;
  WITH gone AS (DELETE FROM job_counter_deltas RETURNING *)
  INSERT INTO job_counter_deltas (status, priority, jobs, amount, hours)
    SELECT status, priority, sum(jobs), sum(amount), sum(hours) FROM gone GROUP BY status, priority
    HAVING sum(jobs) <> 0 OR sum(amount) <> 0 OR sum(hours) <> 0;
  WITH gone AS (DELETE FROM job_location_deltas RETURNING *)
  INSERT INTO job_location_deltas (city, state, jobs)
    SELECT city, state, sum(jobs) FROM gone GROUP BY city, state HAVING sum(jobs) <> 0;
  RETURN true;
END
$$;--> statement-breakpoint
-- Recomputes every counter from the jobs themselves: after a load made with the triggers paused,
-- or to check them. Writers to jobs wait meanwhile (SHARE lock); readers do not. READ COMMITTED.
CREATE FUNCTION job_stats_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(72410003);
  LOCK TABLE jobs IN SHARE MODE;
  DELETE FROM job_counter_deltas;
  INSERT INTO job_counter_deltas (status, priority, jobs, amount, hours)
    SELECT status, priority, count(*), coalesce(sum(total_amount), 0), coalesce(sum(estimated_hours::numeric), 0)
    FROM jobs GROUP BY status, priority;
  DELETE FROM job_location_deltas;
  INSERT INTO job_location_deltas (city, state, jobs)
    SELECT lower(btrim(service_city)), upper(btrim(service_state)), count(*)
    FROM jobs WHERE btrim(service_city) <> '' GROUP BY 1, 2;
  UPDATE services s SET jobs_completed = counted.n
    FROM (
      SELECT sv.id, count(j.id)::int AS n FROM services sv
      LEFT JOIN jobs j ON j.service_id = sv.id AND j.status = 'completed'
      GROUP BY sv.id
    ) counted
    WHERE s.id = counted.id AND s.jobs_completed <> counted.n;
END
$$;--> statement-breakpoint
SELECT job_stats_rebuild();
--> statement-breakpoint
-- Decision 0046: the cards' date windows from counters too. Counting 'created in the last 30
-- days and the 30 before' over jobs_created_idx read ~110,000 index entries per request at a
-- million jobs (the slowest part of the cards). Per business day (America/New_York): jobs
-- created that day, and jobs scheduled for it. Only days a card can still ask for are kept:
-- creation days from 60 days back, scheduled days from yesterday on (the windows only move forward).
CREATE FUNCTION job_stats_today() RETURNS date LANGUAGE sql STABLE AS $$
  SELECT (now() AT TIME ZONE 'America/New_York')::date
$$;--> statement-breakpoint
CREATE FUNCTION job_stats_created_day(at timestamptz) RETURNS date LANGUAGE sql STABLE AS $$
  SELECT (at AT TIME ZONE 'America/New_York')::date
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION job_stats_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF job_stats_paused() THEN RETURN NULL; END IF;
  INSERT INTO job_counter_deltas (status, priority, jobs, amount, hours)
    SELECT status, priority, count(*), coalesce(sum(total_amount), 0), coalesce(sum(estimated_hours::numeric), 0)
    FROM new_jobs GROUP BY status, priority;
  INSERT INTO job_location_deltas (city, state, jobs)
    SELECT lower(btrim(service_city)), upper(btrim(service_state)), count(*)
    FROM new_jobs WHERE btrim(service_city) <> '' GROUP BY 1, 2;
  INSERT INTO job_day_deltas (kind, day, jobs)
    SELECT kind, day, count(*) FROM (
      SELECT 'created' AS kind, job_stats_created_day(created_at) AS day FROM new_jobs
      UNION ALL
      SELECT 'scheduled', scheduled_date FROM new_jobs WHERE scheduled_date IS NOT NULL
    ) dated
    WHERE day >= job_stats_today() - CASE WHEN kind = 'created' THEN 60 ELSE 1 END
    GROUP BY kind, day;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION job_stats_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF job_stats_paused() THEN RETURN NULL; END IF;
  INSERT INTO job_counter_deltas (status, priority, jobs, amount, hours)
    SELECT status, priority, -count(*), -coalesce(sum(total_amount), 0), -coalesce(sum(estimated_hours::numeric), 0)
    FROM old_jobs GROUP BY status, priority;
  INSERT INTO job_location_deltas (city, state, jobs)
    SELECT lower(btrim(service_city)), upper(btrim(service_state)), -count(*)
    FROM old_jobs WHERE btrim(service_city) <> '' GROUP BY 1, 2;
  INSERT INTO job_day_deltas (kind, day, jobs)
    SELECT kind, day, -count(*) FROM (
      SELECT 'created' AS kind, job_stats_created_day(created_at) AS day FROM old_jobs
      UNION ALL
      SELECT 'scheduled', scheduled_date FROM old_jobs WHERE scheduled_date IS NOT NULL
    ) dated
    WHERE day >= job_stats_today() - CASE WHEN kind = 'created' THEN 60 ELSE 1 END
    GROUP BY kind, day;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION job_stats_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF job_stats_paused() THEN RETURN NULL; END IF;
  INSERT INTO job_counter_deltas (status, priority, jobs, amount, hours)
    SELECT status, priority, sum(jobs), sum(amount), sum(hours) FROM (
      SELECT status, priority, 1 AS jobs, coalesce(total_amount, 0)::bigint AS amount, coalesce(estimated_hours::numeric, 0) AS hours FROM new_jobs
      UNION ALL
      SELECT status, priority, -1, -coalesce(total_amount, 0)::bigint, -coalesce(estimated_hours::numeric, 0) FROM old_jobs
    ) changed
    GROUP BY status, priority
    HAVING sum(jobs) <> 0 OR sum(amount) <> 0 OR sum(hours) <> 0;
  INSERT INTO job_location_deltas (city, state, jobs)
    SELECT city, state, sum(jobs) FROM (
      SELECT lower(btrim(service_city)) AS city, upper(btrim(service_state)) AS state, 1 AS jobs FROM new_jobs WHERE btrim(service_city) <> ''
      UNION ALL
      SELECT lower(btrim(service_city)), upper(btrim(service_state)), -1 FROM old_jobs WHERE btrim(service_city) <> ''
    ) changed
    GROUP BY city, state
    HAVING sum(jobs) <> 0;
  INSERT INTO job_day_deltas (kind, day, jobs)
    SELECT kind, day, sum(jobs) FROM (
      SELECT 'created' AS kind, job_stats_created_day(created_at) AS day, 1 AS jobs FROM new_jobs
      UNION ALL
      SELECT 'created', job_stats_created_day(created_at), -1 FROM old_jobs
      UNION ALL
      SELECT 'scheduled', scheduled_date, 1 FROM new_jobs WHERE scheduled_date IS NOT NULL
      UNION ALL
      SELECT 'scheduled', scheduled_date, -1 FROM old_jobs WHERE scheduled_date IS NOT NULL
    ) changed
    WHERE day >= job_stats_today() - CASE WHEN kind = 'created' THEN 60 ELSE 1 END
    GROUP BY kind, day
    HAVING sum(jobs) <> 0;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION job_stats_after_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM job_counter_deltas;
  DELETE FROM job_location_deltas;
  DELETE FROM job_day_deltas;
  UPDATE services SET jobs_completed = 0 WHERE jobs_completed <> 0;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Compaction also lets go of days no card can ask for any more.
CREATE OR REPLACE FUNCTION job_stats_compact() RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
  IF NOT pg_try_advisory_xact_lock(72410003) THEN RETURN false; END IF;
  WITH gone AS (DELETE FROM job_counter_deltas RETURNING *)
  INSERT INTO job_counter_deltas (status, priority, jobs, amount, hours)
    SELECT status, priority, sum(jobs), sum(amount), sum(hours) FROM gone GROUP BY status, priority
    HAVING sum(jobs) <> 0 OR sum(amount) <> 0 OR sum(hours) <> 0;
  WITH gone AS (DELETE FROM job_location_deltas RETURNING *)
  INSERT INTO job_location_deltas (city, state, jobs)
    SELECT city, state, sum(jobs) FROM gone GROUP BY city, state HAVING sum(jobs) <> 0;
  WITH gone AS (DELETE FROM job_day_deltas RETURNING *)
  INSERT INTO job_day_deltas (kind, day, jobs)
    SELECT kind, day, sum(jobs) FROM gone
    WHERE day >= job_stats_today() - CASE WHEN kind = 'created' THEN 60 ELSE 1 END
    GROUP BY kind, day HAVING sum(jobs) <> 0;
  RETURN true;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION job_stats_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(72410003);
  LOCK TABLE jobs IN SHARE MODE;
  DELETE FROM job_counter_deltas;
  INSERT INTO job_counter_deltas (status, priority, jobs, amount, hours)
    SELECT status, priority, count(*), coalesce(sum(total_amount), 0), coalesce(sum(estimated_hours::numeric), 0)
    FROM jobs GROUP BY status, priority;
  DELETE FROM job_location_deltas;
  INSERT INTO job_location_deltas (city, state, jobs)
    SELECT lower(btrim(service_city)), upper(btrim(service_state)), count(*)
    FROM jobs WHERE btrim(service_city) <> '' GROUP BY 1, 2;
  DELETE FROM job_day_deltas;
  INSERT INTO job_day_deltas (kind, day, jobs)
    SELECT 'created', job_stats_created_day(created_at), count(*) FROM jobs
    WHERE created_at >= (job_stats_today() - 61)::timestamp AT TIME ZONE 'America/New_York'
      AND job_stats_created_day(created_at) >= job_stats_today() - 60
    GROUP BY 2;
  INSERT INTO job_day_deltas (kind, day, jobs)
    SELECT 'scheduled', scheduled_date, count(*) FROM jobs WHERE scheduled_date >= job_stats_today() - 1 GROUP BY 2;
  UPDATE services s SET jobs_completed = counted.n
    FROM (
      SELECT sv.id, count(j.id)::int AS n FROM services sv
      LEFT JOIN jobs j ON j.service_id = sv.id AND j.status = 'completed'
      GROUP BY sv.id
    ) counted
    WHERE s.id = counted.id AND s.jobs_completed <> counted.n;
END
$$;--> statement-breakpoint
SELECT job_stats_rebuild();
