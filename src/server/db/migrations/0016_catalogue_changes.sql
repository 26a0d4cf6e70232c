-- Issue 14, decision 0088: every app process keeps the public catalogue's answers in memory and
-- drops them when what they are made of changes, whoever changes it (the admin screens, a
-- customer's review, a completed job's count, the seed, a hand-written fix). Like jobs and
-- bookings (decision 0072), the change writes a `catalogue.changed` event in its own transaction
-- and wakes the processes' one LISTEN connection; the event has no audience (no live stream
-- receives it): only the processes' caches read it. One event per statement, never per row, so
-- bulk loads need no pause. Uploads need no trigger: an upload is ready when it is stored and is
-- only deleted once no record references it, so a public answer changes with the record.
CREATE FUNCTION live_catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed boolean;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    changed := true;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT EXISTS (SELECT 1 FROM old_rows) INTO changed;
  ELSE
    SELECT EXISTS (SELECT 1 FROM new_rows) INTO changed;
  END IF;
  IF changed THEN
    INSERT INTO live_events (type, payload, audience) VALUES ('catalogue.changed', jsonb_build_object('table', TG_TABLE_NAME), '{}');
    PERFORM pg_notify('live_events', '');
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
DO $$
DECLARE
  name text;
BEGIN
  FOREACH name IN ARRAY array['services', 'service_add_ons', 'service_reviews', 'hero_banners', 'banner_ads', 'settings'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION live_catalogue_changed()', name || '_catalogue_insert', name);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION live_catalogue_changed()', name || '_catalogue_update', name);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION live_catalogue_changed()', name || '_catalogue_delete', name);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION live_catalogue_changed()', name || '_catalogue_truncate', name);
  END LOOP;
END
$$;
