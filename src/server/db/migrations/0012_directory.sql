CREATE TABLE "technician_job_counts" (
	"technician_id" uuid NOT NULL,
	"status" text NOT NULL,
	"jobs" integer NOT NULL,
	CONSTRAINT "technician_job_counts_pkey" PRIMARY KEY("technician_id","status")
);
--> statement-breakpoint
CREATE INDEX "customers_search_idx" ON "customers" USING gin (lower("full_name" || ' ' || "email" || ' ' || coalesce("phone", '') || ' ' || regexp_replace(coalesce("phone", ''), '\D', '', 'g')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_created_idx" ON "customers" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "service_reviews_email_idx" ON "service_reviews" USING btree (lower("customer_email"),"created_at") WHERE "service_reviews"."customer_email" is not null;--> statement-breakpoint
CREATE INDEX "jobs_technician_created_idx" ON "jobs" USING btree ("technician_id","created_at","id");--> statement-breakpoint
-- Issue 11, the Technicians pane (decision 0057): each technician's jobs per status, kept by
-- statement-level triggers in the writer's transaction. A statement adds what it changed, one
-- aggregate over its transition tables (a bulk change of 500 jobs, or a seed of 100,000, is one
-- upsert), in (technician_id, status) order so two statements lock rows in the same order. Jobs
-- without a technician are not counted: bookings and emergencies never touch these rows, and a
-- technician's own jobs are rarely written by two people at once. The triggers run even when
-- `homefix.job_stats` is paused: one aggregate per statement is cheap enough for bulk loads.
CREATE FUNCTION technician_job_counts_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO technician_job_counts (technician_id, status, jobs)
    SELECT technician_id, status, count(*) FROM new_jobs WHERE technician_id IS NOT NULL
    GROUP BY technician_id, status ORDER BY technician_id, status
  ON CONFLICT (technician_id, status) DO UPDATE SET jobs = technician_job_counts.jobs + excluded.jobs;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION technician_job_counts_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO technician_job_counts (technician_id, status, jobs)
    SELECT technician_id, status, -count(*) FROM old_jobs WHERE technician_id IS NOT NULL
    GROUP BY technician_id, status ORDER BY technician_id, status
  ON CONFLICT (technician_id, status) DO UPDATE SET jobs = technician_job_counts.jobs + excluded.jobs;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION technician_job_counts_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- An update that moves no job between technicians or statuses (a title, a note) adds nothing.
  INSERT INTO technician_job_counts (technician_id, status, jobs)
    SELECT technician_id, status, sum(delta) FROM (
      SELECT technician_id, status, 1 AS delta FROM new_jobs WHERE technician_id IS NOT NULL
      UNION ALL
      SELECT technician_id, status, -1 AS delta FROM old_jobs WHERE technician_id IS NOT NULL
    ) AS moves
    GROUP BY technician_id, status HAVING sum(delta) <> 0 ORDER BY technician_id, status
  ON CONFLICT (technician_id, status) DO UPDATE SET jobs = technician_job_counts.jobs + excluded.jobs;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION technician_job_counts_after_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM technician_job_counts;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER jobs_technician_counts_insert AFTER INSERT ON jobs REFERENCING NEW TABLE AS new_jobs
  FOR EACH STATEMENT EXECUTE FUNCTION technician_job_counts_after_insert();--> statement-breakpoint
CREATE TRIGGER jobs_technician_counts_update AFTER UPDATE ON jobs REFERENCING OLD TABLE AS old_jobs NEW TABLE AS new_jobs
  FOR EACH STATEMENT EXECUTE FUNCTION technician_job_counts_after_update();--> statement-breakpoint
CREATE TRIGGER jobs_technician_counts_delete AFTER DELETE ON jobs REFERENCING OLD TABLE AS old_jobs
  FOR EACH STATEMENT EXECUTE FUNCTION technician_job_counts_after_delete();--> statement-breakpoint
CREATE TRIGGER jobs_technician_counts_truncate AFTER TRUNCATE ON jobs
  FOR EACH STATEMENT EXECUTE FUNCTION technician_job_counts_after_truncate();--> statement-breakpoint
-- Recomputes every count from jobs while writers wait (SHARE lock) and readers do not; the
-- migration fills the table with it, and `select technician_job_counts_rebuild()` if ever in doubt.
CREATE FUNCTION technician_job_counts_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE jobs IN SHARE MODE;
  DELETE FROM technician_job_counts;
  INSERT INTO technician_job_counts (technician_id, status, jobs)
    SELECT technician_id, status, count(*) FROM jobs WHERE technician_id IS NOT NULL GROUP BY technician_id, status;
END
$$;--> statement-breakpoint
SELECT technician_job_counts_rebuild();
