-- Issue 7 §10: word search over the catalogue (full text) with a typo fallback (trigrams).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- One definition of what a service is found by: name first (A), then subtitle, category and
-- tags (B), then the description (C). Used by the GIN index and by the search query alike.
CREATE OR REPLACE FUNCTION services_search_vector(name text, subtitle text, category text, tags text[], description text)
RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector('english'::regconfig, coalesce(name, '')), 'A')
      || setweight(to_tsvector('english'::regconfig, coalesce(subtitle, '') || ' ' || coalesce(category, '') || ' ' || coalesce(array_to_string(tags, ' '), '')), 'B')
      || setweight(to_tsvector('english'::regconfig, coalesce(description, '')), 'C')
$$;--> statement-breakpoint
-- Issue 7 §4 and docs/decisions/0009: a service's avg_rating and jobs_completed are kept from
-- its real reviews and completed jobs by the database itself, whichever code path changes them.
CREATE OR REPLACE FUNCTION services_refresh_counts(target uuid) RETURNS void LANGUAGE sql AS $$
  UPDATE services SET
    avg_rating = coalesce((SELECT round(avg(r.rating)::numeric, 1)::real FROM service_reviews r WHERE r.service_id = target), 0),
    jobs_completed = (SELECT count(*)::int FROM jobs j WHERE j.service_id = target AND j.status = 'completed')
  WHERE id = target
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION services_refresh_counts_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.service_id IS NOT NULL THEN
    PERFORM services_refresh_counts(OLD.service_id);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.service_id IS NOT NULL AND (TG_OP = 'INSERT' OR NEW.service_id IS DISTINCT FROM OLD.service_id) THEN
    PERFORM services_refresh_counts(NEW.service_id);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER service_reviews_refresh_counts AFTER INSERT OR DELETE OR UPDATE OF rating, service_id ON service_reviews
  FOR EACH ROW EXECUTE FUNCTION services_refresh_counts_trigger();--> statement-breakpoint
CREATE TRIGGER jobs_refresh_counts AFTER INSERT OR DELETE OR UPDATE OF status, service_id ON jobs
  FOR EACH ROW EXECUTE FUNCTION services_refresh_counts_trigger();--> statement-breakpoint
SELECT services_refresh_counts(id) FROM services;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "discount_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "services_search_idx" ON "services" USING gin (services_search_vector("name", "subtitle", "category", "tags", "description"));--> statement-breakpoint
CREATE INDEX "services_name_trgm_idx" ON "services" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bookings_phone_key_idx" ON "bookings" USING btree (right(regexp_replace("customer_phone", '\D', '', 'g'), 10));