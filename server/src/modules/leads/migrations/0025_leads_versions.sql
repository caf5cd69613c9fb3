-- Lead versions (issue 11, speed): what lets each API server keep the answers of the lead statistics and the totals and
-- ids of the lead lists' pages in memory and know, with one small read, whether they still hold (leads-cache.ts).
--
-- One row per person whose leads changed: the owner and the assignee (before and after) of every lead a statement
-- inserts, updates or deletes count +1, in the transaction of the change. A caller's reach is their own row, their
-- area franchises' rows and row 0; row 0 counts what changes every reach (the assignment rules' speed-to-lead
-- targets, the franchise tree, a truncated lead table). The sum of the rows of a reach only grows, so an answer kept
-- under one sum is never served after a change of that reach has committed. A row is never deleted.
CREATE TABLE lead_versions (
  user_id  integer PRIMARY KEY,
  version  bigint NOT NULL
);
INSERT INTO lead_versions (user_id, version) VALUES (0, 1);

-- Adds 1 to the rows of these people (created at 1), in user order so that two transactions lock rows in one order.
CREATE FUNCTION lead_versions_bump(people integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO lead_versions (user_id, version)
  SELECT DISTINCT p, 1 FROM unnest(people) AS p WHERE p IS NOT NULL ORDER BY p
  ON CONFLICT (user_id) DO UPDATE SET version = lead_versions.version + 1;
$$;

-- One call per statement (transition tables; a trigger with them takes one event, hence three triggers).
CREATE FUNCTION leads_versions_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM lead_versions_bump(ARRAY(SELECT owner_user_id FROM new_leads UNION SELECT assigned_to FROM new_leads));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM lead_versions_bump(ARRAY(SELECT owner_user_id FROM new_leads UNION SELECT assigned_to FROM new_leads
                                     UNION SELECT owner_user_id FROM old_leads UNION SELECT assigned_to FROM old_leads));
  ELSE
    PERFORM lead_versions_bump(ARRAY(SELECT owner_user_id FROM old_leads UNION SELECT assigned_to FROM old_leads));
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER leads_versions_insert AFTER INSERT ON leads REFERENCING NEW TABLE AS new_leads
  FOR EACH STATEMENT EXECUTE FUNCTION leads_versions_changed();
CREATE TRIGGER leads_versions_update AFTER UPDATE ON leads REFERENCING OLD TABLE AS old_leads NEW TABLE AS new_leads
  FOR EACH STATEMENT EXECUTE FUNCTION leads_versions_changed();
CREATE TRIGGER leads_versions_delete AFTER DELETE ON leads REFERENCING OLD TABLE AS old_leads
  FOR EACH STATEMENT EXECUTE FUNCTION leads_versions_changed();

-- What changes every reach at once: row 0.
CREATE FUNCTION lead_versions_all_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM lead_versions_bump(ARRAY[0]);
  RETURN NULL;
END $$;
CREATE TRIGGER leads_versions_truncate AFTER TRUNCATE ON leads
  FOR EACH STATEMENT EXECUTE FUNCTION lead_versions_all_changed();
-- The speed-to-lead target of an owner and of its master's area franchises (the statistics' contact_overdue).
CREATE TRIGGER lead_assignment_rules_versions AFTER INSERT OR DELETE OR UPDATE OF owner_user_id, speed_to_lead_minutes
  ON lead_assignment_rules FOR EACH STATEMENT EXECUTE FUNCTION lead_versions_all_changed();
-- Who is whose area franchise, and who is a franchise at all (the reach of a master franchise; the targets).
CREATE TRIGGER users_lead_versions AFTER DELETE OR UPDATE OF user_type, franchise_type, master_franchise_id
  ON users FOR EACH STATEMENT EXECUTE FUNCTION lead_versions_all_changed();
-- Which stages are closed (the reminded page and the list's `reminded` filter count open leads only).
CREATE TRIGGER lead_stages_versions AFTER INSERT OR DELETE OR UPDATE OF is_closed
  ON lead_stages FOR EACH STATEMENT EXECUTE FUNCTION lead_versions_all_changed();
