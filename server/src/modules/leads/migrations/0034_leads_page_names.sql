-- Lead versions cover what a lead page shows (issue 11, speed): the leads cache keeps whole pages of the lists and of
-- the counseled and reminded statistics (their rows with the names of what the leads refer to), not only their ids.
-- A change of a lead already raises the rows of its owner and assignee (0025). What the rows show beside the lead's
-- own columns raises them too, in the transaction of the change:
--   - a lead's category field values: the rows of its owner and assignee;
--   - a renamed (or deleted) country, state, city, course level, source, medium, campaign, category, stage or
--     sub-stage, and a renamed user (an owner or assignee): row 0, every reach (rare, and cheap to recompute).

CREATE FUNCTION lead_field_values_versions_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM lead_versions_bump(ARRAY(SELECT l.owner_user_id FROM leads l WHERE l.lead_id IN (SELECT lead_id FROM old_values)
                                     UNION SELECT l.assigned_to FROM leads l WHERE l.lead_id IN (SELECT lead_id FROM old_values)));
  ELSE
    PERFORM lead_versions_bump(ARRAY(SELECT l.owner_user_id FROM leads l WHERE l.lead_id IN (SELECT lead_id FROM new_values)
                                     UNION SELECT l.assigned_to FROM leads l WHERE l.lead_id IN (SELECT lead_id FROM new_values)));
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER lead_field_values_versions_insert AFTER INSERT ON lead_field_values REFERENCING NEW TABLE AS new_values
  FOR EACH STATEMENT EXECUTE FUNCTION lead_field_values_versions_changed();
CREATE TRIGGER lead_field_values_versions_update AFTER UPDATE ON lead_field_values REFERENCING NEW TABLE AS new_values
  FOR EACH STATEMENT EXECUTE FUNCTION lead_field_values_versions_changed();
CREATE TRIGGER lead_field_values_versions_delete AFTER DELETE ON lead_field_values REFERENCING OLD TABLE AS old_values
  FOR EACH STATEMENT EXECUTE FUNCTION lead_field_values_versions_changed();

-- The names a lead row shows (a deleted stage already raises row 0 through 0025).
DO $$
DECLARE
  master text;
BEGIN
  FOREACH master IN ARRAY ARRAY['countries', 'course_levels', 'states', 'cities', 'lead_sources', 'lead_mediums',
                                'lead_campaigns', 'lead_categories', 'lead_sub_stages'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE OF name OR DELETE ON %I
                      FOR EACH STATEMENT EXECUTE FUNCTION lead_versions_all_changed()', master || '_lead_versions', master);
  END LOOP;
END $$;
CREATE TRIGGER lead_stages_names_lead_versions AFTER UPDATE OF name ON lead_stages
  FOR EACH STATEMENT EXECUTE FUNCTION lead_versions_all_changed();
-- Per row, and only when a name really changes: a profile save writes the names it does not change too.
CREATE TRIGGER users_names_lead_versions AFTER UPDATE OF first_name, last_name ON users
  FOR EACH ROW WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name)
  EXECUTE FUNCTION lead_versions_all_changed();
