-- The lead list at 100,000 leads (issue 11, speed; scripts/bench-leads.ts): a page's ids are chosen over `leads` alone
-- by walking the index of the list's order (each sort key with lead_id as the tie-break, as list.repository.ts orders),
-- and the free-text filter (name, email, mobile: ILIKE '%text%') reads trigram indexes.
DROP INDEX leads_updated_idx;
CREATE INDEX leads_updated_idx ON leads (updated_at DESC, lead_id DESC);
CREATE INDEX leads_score_idx ON leads (score DESC, lead_id DESC);
CREATE INDEX leads_first_name_idx ON leads (lower(first_name), lead_id);

-- Trigram indexes (pg_trgm; PGlite loads it when it opens). Where it is not installed, or the role may not create it,
-- the filter works the same without them. The operator class is named with the schema the extension lives in.
DO $$
DECLARE
  home text;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    RAISE NOTICE 'pg_trgm is not available: the lead list searches text without trigram indexes';
    RETURN;
  END IF;
  BEGIN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
  EXCEPTION WHEN insufficient_privilege THEN
    RAISE NOTICE 'pg_trgm may not be created by this role: the lead list searches text without trigram indexes';
    RETURN;
  END;
  SELECT n.nspname INTO home FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm';
  -- The name as list.repository.ts's NAME reads it.
  EXECUTE format($i$CREATE INDEX leads_name_trgm_idx ON leads USING gin ((first_name || ' ' || coalesce(last_name, '')) %I.gin_trgm_ops)$i$, home);
  EXECUTE format('CREATE INDEX leads_email_trgm_idx ON leads USING gin (email_key %I.gin_trgm_ops)', home);
  EXECUTE format('CREATE INDEX leads_mobile_trgm_idx ON leads USING gin (mobile_key %I.gin_trgm_ops)', home);
END $$;
