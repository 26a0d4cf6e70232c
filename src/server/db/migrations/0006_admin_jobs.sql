CREATE TABLE "user_preferences" (
	"user_id" text NOT NULL,
	"key" text NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_preferences_user_id_key_pk" PRIMARY KEY("user_id","key")
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
CREATE INDEX "jobs_service_status_idx" ON "jobs" USING btree ("service_id","status");--> statement-breakpoint
CREATE INDEX "jobs_created_idx" ON "jobs" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "jobs_status_idx" ON "jobs" USING btree ("status","created_at","id");--> statement-breakpoint
-- Issue 10, decision 0036: a service's jobs_completed (migration 0003) follows its jobs once per
-- statement, by the difference the statement made (jobs that became or stopped being
-- completed), not by recounting per row: a bulk change of 500 jobs is one small update per
-- service, and two transactions changing one service's jobs at once add up instead of one
-- overwriting the other's count. Services are updated in id order, so two never deadlock.
DROP TRIGGER "jobs_refresh_counts" ON "jobs";--> statement-breakpoint
CREATE OR REPLACE FUNCTION jobs_completed_delta(target uuid, delta bigint) RETURNS void LANGUAGE sql AS $$
  UPDATE services SET jobs_completed = jobs_completed + delta WHERE id = target
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION jobs_refresh_service_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM jobs_completed_delta(d.service_id, d.n) FROM (
      SELECT service_id, count(*) AS n FROM new_rows WHERE status = 'completed' AND service_id IS NOT NULL GROUP BY service_id ORDER BY service_id
    ) d;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM jobs_completed_delta(d.service_id, -d.n) FROM (
      SELECT service_id, count(*) AS n FROM old_rows WHERE status = 'completed' AND service_id IS NOT NULL GROUP BY service_id ORDER BY service_id
    ) d;
  ELSE
    PERFORM jobs_completed_delta(d.service_id, d.n) FROM (
      SELECT service_id, sum(change) AS n FROM (
        SELECT service_id, 1 AS change FROM new_rows WHERE status = 'completed' AND service_id IS NOT NULL
        UNION ALL
        SELECT service_id, -1 FROM old_rows WHERE status = 'completed' AND service_id IS NOT NULL
      ) changes GROUP BY service_id HAVING sum(change) <> 0 ORDER BY service_id
    ) d;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "jobs_refresh_counts_insert" AFTER INSERT ON "jobs" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION jobs_refresh_service_counts();--> statement-breakpoint
CREATE TRIGGER "jobs_refresh_counts_update" AFTER UPDATE ON "jobs" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION jobs_refresh_service_counts();--> statement-breakpoint
CREATE TRIGGER "jobs_refresh_counts_delete" AFTER DELETE ON "jobs" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION jobs_refresh_service_counts();--> statement-breakpoint
-- The counts as they stand, so the differences start from the truth.
SELECT services_refresh_counts(id) FROM services;
