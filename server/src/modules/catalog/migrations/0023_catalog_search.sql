-- The catalog search under load (issue 10 §1): trigram indexes so that the search's ILIKE '%word%' uses an index, and
-- a catalog version that every change of the catalog bumps in its own transaction, so that each API server may keep
-- search answers in memory and know, with one primary-key read, whether they still hold.

-- Trigram indexes (pg_trgm, a trusted contrib extension in PostgreSQL 13 and later; PGlite loads it when it opens).
-- Where pg_trgm is not installed, or the role may not create it, the search works the same without them (seq scans).
-- The operator class is named with the schema the extension lives in: one database may hold several schemas that
-- share it (the tests on PostgreSQL give each file a schema of its own).
DO $$
DECLARE
  home text;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    RAISE NOTICE 'pg_trgm is not available: the catalog search runs without trigram indexes';
    RETURN;
  END IF;
  BEGIN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
  EXCEPTION WHEN insufficient_privilege THEN
    RAISE NOTICE 'pg_trgm may not be created by this role: the catalog search runs without trigram indexes';
    RETURN;
  END;
  SELECT n.nspname INTO home FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm';
  EXECUTE format('CREATE INDEX courses_name_trgm_idx ON courses USING gin (name %I.gin_trgm_ops)', home);
  EXECUTE format('CREATE INDEX universities_name_trgm_idx ON universities USING gin (name %I.gin_trgm_ops)', home);
END $$;

-- One row: the catalog's version. Any statement that changes a catalog table bumps it (a statement trigger), in the
-- same transaction as the change: a server that reads the version after the change committed sees the new number.
CREATE TABLE catalog_version (
  only_row  boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  version   bigint NOT NULL
);
INSERT INTO catalog_version (only_row, version) VALUES (true, 1);

CREATE FUNCTION catalog_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalog_version SET version = version + 1;
  RETURN NULL;
END $$;

DO $$
DECLARE
  name text;
BEGIN
  FOREACH name IN ARRAY ARRAY['countries', 'states', 'cities', 'course_levels', 'course_categories', 'universities',
                              'university_usps', 'university_scholarships', 'university_requirements',
                              'university_updates', 'courses', 'tuition_fee_buckets'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I
                      FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed()', name || '_catalog_changed', name);
  END LOOP;
END $$;
