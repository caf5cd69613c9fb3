-- Lead statistics, second part: what the counseled and reminder pages read by (measured with scripts/bench-leads.ts
-- on 100,000 leads).

-- When the lead last changed stage: the time of its latest 'stage_changed' or 'converted' history entry (its creation
-- before any), kept on the lead by a trigger on the history so the counseled page filters and orders without reading
-- the history of every lead.
ALTER TABLE leads ADD COLUMN stage_changed_at timestamptz;
UPDATE leads l
   SET stage_changed_at = coalesce((SELECT max(h.created_at) FROM lead_history h
                                     WHERE h.lead_id = l.lead_id AND h.action IN ('stage_changed', 'converted')), l.created_at);

CREATE FUNCTION leads_stage_changed_at_default() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.stage_changed_at := coalesce(NEW.stage_changed_at, NEW.created_at);
  RETURN NEW;
END $$;
CREATE TRIGGER leads_stage_changed_at_default BEFORE INSERT ON leads
  FOR EACH ROW EXECUTE FUNCTION leads_stage_changed_at_default();

CREATE FUNCTION lead_history_stage_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE leads SET stage_changed_at = greatest(stage_changed_at, NEW.created_at) WHERE lead_id = NEW.lead_id;
  RETURN NULL;
END $$;
CREATE TRIGGER lead_history_stage_changed AFTER INSERT ON lead_history
  FOR EACH ROW WHEN (NEW.action IN ('stage_changed', 'converted')) EXECUTE FUNCTION lead_history_stage_changed();

-- The counseled page, latest stage change first; the reminder page, soonest reminder or follow-up first.
CREATE INDEX leads_counseled_idx ON leads (stage_changed_at DESC, lead_id DESC) WHERE is_counseled;
CREATE INDEX leads_due_idx ON leads ((least(reminder_at, next_follow_up_at)), lead_id)
  WHERE least(reminder_at, next_follow_up_at) IS NOT NULL;
