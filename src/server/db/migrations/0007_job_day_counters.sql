CREATE TABLE "job_day_deltas" (
	"kind" text NOT NULL,
	"day" date NOT NULL,
	"jobs" bigint NOT NULL
);
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
