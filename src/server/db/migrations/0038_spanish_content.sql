ALTER TABLE "service_add_ons" ADD COLUMN "name_es" text;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "name_es" text;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "subtitle_es" text;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "description_es" text;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "features_es" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
-- Decision 0177: the Spanish words of a service, found by the Spanish stemmer ("plomería",
-- "fugas" → "fuga"): name first (A), subtitle and features (B), description (C).
CREATE OR REPLACE FUNCTION services_search_vector_es(name_es text, subtitle_es text, features_es text[], description_es text)
RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector('spanish'::regconfig, coalesce(name_es, '')), 'A')
      || setweight(to_tsvector('spanish'::regconfig, coalesce(subtitle_es, '') || ' ' || coalesce(array_to_string(features_es, ' '), '')), 'B')
      || setweight(to_tsvector('spanish'::regconfig, coalesce(description_es, '')), 'C')
$$;--> statement-breakpoint
CREATE INDEX "services_search_es_idx" ON "services" USING gin (services_search_vector_es("name_es", "subtitle_es", "features_es", "description_es"));