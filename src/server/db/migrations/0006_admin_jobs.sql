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
-- Issue 10, decision 0036: a service's jobs_completed (migration 0003) is recounted once per
-- statement and per service whose jobs changed status, not once per row: a bulk status change
-- of 500 jobs recounts each of their services once. The recount reads jobs_service_status_idx.
DROP TRIGGER "jobs_refresh_counts" ON "jobs";--> statement-breakpoint
CREATE OR REPLACE FUNCTION jobs_refresh_service_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM services_refresh_counts(changed.service_id) FROM (SELECT DISTINCT service_id FROM new_rows WHERE service_id IS NOT NULL) changed;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM services_refresh_counts(changed.service_id) FROM (SELECT DISTINCT service_id FROM old_rows WHERE service_id IS NOT NULL) changed;
  ELSE
    PERFORM services_refresh_counts(changed.service_id) FROM (
      SELECT o.service_id FROM old_rows o JOIN new_rows n ON n.id = o.id
        WHERE o.status IS DISTINCT FROM n.status OR o.service_id IS DISTINCT FROM n.service_id
      UNION
      SELECT n.service_id FROM old_rows o JOIN new_rows n ON n.id = o.id
        WHERE o.status IS DISTINCT FROM n.status OR o.service_id IS DISTINCT FROM n.service_id
    ) changed WHERE changed.service_id IS NOT NULL;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "jobs_refresh_counts_insert" AFTER INSERT ON "jobs" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION jobs_refresh_service_counts();--> statement-breakpoint
CREATE TRIGGER "jobs_refresh_counts_update" AFTER UPDATE ON "jobs" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION jobs_refresh_service_counts();--> statement-breakpoint
CREATE TRIGGER "jobs_refresh_counts_delete" AFTER DELETE ON "jobs" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION jobs_refresh_service_counts();
