-- Leads: the lead book of agents, franchises and the staff who work leads (issue 11). The skeleton table of 0002
-- (lead_id, owner_user_id, assigned_to, first_name, created_at) gains every field of the contract's Lead; the masters
-- (stages, sub-stages, categories and their fields, sources → mediums → campaigns) are data with reference rows
-- inserted here; follow-ups, history, the assignee timeline and the assignment rules are their own tables.
--
-- Geography: a lead's state and city are the catalog's `states` and `cities` (one geography for the whole portal; the
-- catalog's reference data holds India's states and cities), and its country of interest and course level are the
-- catalog's `countries` and `course_levels`. The masters /my-lead/master/states and /cities read those tables.
--
-- No duplicates, ever: `mobile_key` and `email_key` are computed by the database from what is stored (the mobile's
-- digits without a leading 91 of an Indian number, the email lowercased) and each has a UNIQUE index over the whole
-- portal: one person is one lead. A save that meets an existing key inserts nothing (ON CONFLICT DO NOTHING) and is
-- recorded as a re-enquiry of the lead that holds it.

-- Stages: data, in order. `score` is the stage's part of the lead score (−10..+10 with the activity part);
-- `requires_follow_up`: a lead may enter the stage only with a follow-up (the move is refused with 422 otherwise).
CREATE TABLE lead_stages (
  stage_id            serial PRIMARY KEY,
  name                text NOT NULL UNIQUE CHECK (length(name) BETWEEN 1 AND 80),
  sort_order          integer NOT NULL DEFAULT 0 CHECK (sort_order >= 0),
  color               text CHECK (color ~ '^#[0-9A-Fa-f]{6}$'),
  score               integer NOT NULL DEFAULT 0 CHECK (score BETWEEN -10 AND 10),
  requires_follow_up  boolean NOT NULL DEFAULT false,
  is_counseled        boolean NOT NULL DEFAULT false,
  -- Closed: won or lost; the lead leaves the follow-up lists and the reminders.
  is_closed           boolean NOT NULL DEFAULT false,
  -- Won: the lead became a student (the stage convertLeadToStudent moves it to).
  is_won              boolean NOT NULL DEFAULT false,
  is_active           boolean NOT NULL DEFAULT true,
  CHECK (NOT is_won OR is_closed)
);
CREATE UNIQUE INDEX lead_stages_one_won ON lead_stages (is_won) WHERE is_won;

INSERT INTO lead_stages (stage_id, name, sort_order, color, score, requires_follow_up, is_counseled, is_closed, is_won) VALUES
  (1, 'New',        0, '#64748B',  0, false, false, false, false),
  (2, 'Contacted',  1, '#0EA5E9',  2, false, false, false, false),
  (3, 'Counseled',  2, '#6366F1',  4, true,  true,  false, false),
  (4, 'Interested', 3, '#8B5CF6',  6, true,  true,  false, false),
  (5, 'Applied',    4, '#F59E0B',  8, false, true,  false, false),
  (6, 'Converted',  5, '#16A34A', 10, false, true,  true,  true),
  (7, 'Not reachable', 6, '#F97316', -2, false, false, false, false),
  (8, 'Lost',       7, '#DC2626', -6, false, false, true,  false);
SELECT setval(pg_get_serial_sequence('lead_stages', 'stage_id'), 8);

CREATE TABLE lead_sub_stages (
  sub_stage_id  serial PRIMARY KEY,
  stage_id      integer NOT NULL REFERENCES lead_stages (stage_id),
  name          text NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
  sort_order    integer NOT NULL DEFAULT 0 CHECK (sort_order >= 0),
  is_active     boolean NOT NULL DEFAULT true,
  UNIQUE (stage_id, name),
  -- The target of the (lead's stage, sub-stage) foreign key: a sub-stage always belongs to the lead's stage.
  UNIQUE (stage_id, sub_stage_id)
);
INSERT INTO lead_sub_stages (stage_id, name, sort_order)
SELECT s.stage_id, v.name, v.sort_order
  FROM (VALUES
    ('Contacted', 'Call back later', 0), ('Contacted', 'Details shared', 1), ('Contacted', 'Awaiting documents', 2),
    ('Counseled', 'Profile evaluated', 0), ('Counseled', 'Shortlisting courses', 1),
    ('Interested', 'Test preparation', 0), ('Interested', 'Finance planning', 1), ('Interested', 'Parents to decide', 2),
    ('Applied', 'Offer awaited', 0), ('Applied', 'Offer received', 1), ('Applied', 'Visa in progress', 2),
    ('Not reachable', 'Switched off', 0), ('Not reachable', 'No answer', 1), ('Not reachable', 'Wrong number', 2),
    ('Lost', 'Not interested', 0), ('Lost', 'Chose another consultant', 1), ('Lost', 'Budget', 2),
    ('Lost', 'Plans postponed', 3)
  ) AS v (stage, name, sort_order)
  JOIN lead_stages s ON s.name = v.stage;

-- Categories: each applies to some roles (the owner's role decides which categories a lead may take).
CREATE TABLE lead_categories (
  category_id  serial PRIMARY KEY,
  name         text NOT NULL UNIQUE CHECK (length(name) BETWEEN 1 AND 80),
  description  text CHECK (length(description) <= 500),
  user_types   text[] NOT NULL CHECK (cardinality(user_types) BETWEEN 1 AND 10 AND user_types <@ ARRAY[
                 'student', 'counselor', 'operations', 'visa', 'operations_manager', 'agent', 'franchise',
                 'student_support', 'accounts', 'school_counselor']::text[]),
  is_active    boolean NOT NULL DEFAULT true
);
INSERT INTO lead_categories (name, description, user_types) VALUES
  ('Study abroad', 'A student planning to study abroad: degree programmes at universities and colleges.',
     ARRAY['agent', 'franchise', 'counselor', 'student_support', 'operations_manager']),
  ('Test preparation', 'IELTS, PTE, TOEFL, GRE or GMAT coaching.',
     ARRAY['franchise', 'counselor', 'operations_manager']),
  ('Visa only', 'A student who already holds an offer and needs the visa file.',
     ARRAY['agent', 'franchise', 'operations_manager']),
  ('Education loan', 'Financing of tuition and living costs.',
     ARRAY['agent', 'franchise', 'counselor', 'student_support', 'operations_manager']),
  ('Partner referral', 'A referral from a school, a coaching centre or another partner.',
     ARRAY['franchise', 'operations_manager']);

-- A custom field of a category. `options`: the choices of a select or multiselect ([{ value, label }]), else null.
CREATE TABLE lead_category_fields (
  field_id     serial PRIMARY KEY,
  category_id  integer NOT NULL REFERENCES lead_categories (category_id),
  label        text NOT NULL CHECK (length(label) BETWEEN 1 AND 120),
  field_type   text NOT NULL CHECK (field_type IN (
                 'text', 'textarea', 'number', 'date', 'email', 'phone', 'url', 'select', 'multiselect', 'checkbox')),
  options      jsonb CHECK (options IS NULL OR jsonb_typeof(options) = 'array'),
  is_required  boolean NOT NULL DEFAULT false,
  max_length   integer CHECK (max_length BETWEEN 1 AND 2000),
  sort_order   integer NOT NULL DEFAULT 0 CHECK (sort_order >= 0),
  is_active    boolean NOT NULL DEFAULT true,
  UNIQUE (category_id, label),
  CHECK ((field_type IN ('select', 'multiselect')) = (options IS NOT NULL))
);
CREATE INDEX lead_category_fields_category_idx ON lead_category_fields (category_id, sort_order);
INSERT INTO lead_category_fields (category_id, label, field_type, options, is_required, max_length, sort_order)
SELECT c.category_id, v.label, v.field_type, v.options::jsonb, v.is_required, v.max_length, v.sort_order
  FROM (VALUES
    ('Study abroad', 'Highest qualification', 'select',
       '[{"value":"12th","label":"Class 12"},{"value":"diploma","label":"Diploma"},{"value":"bachelor","label":"Bachelor''s degree"},{"value":"master","label":"Master''s degree"}]',
       true, NULL::int, 0),
    ('Study abroad', 'Percentage or CGPA', 'number', NULL, false, NULL, 1),
    ('Study abroad', 'English test', 'select',
       '[{"value":"none","label":"Not taken yet"},{"value":"ielts","label":"IELTS"},{"value":"pte","label":"PTE"},{"value":"toefl","label":"TOEFL"},{"value":"duolingo","label":"Duolingo"}]',
       false, NULL, 2),
    ('Study abroad', 'Budget per year (INR lakh)', 'number', NULL, false, NULL, 3),
    ('Study abroad', 'Passport available', 'checkbox', NULL, false, NULL, 4),
    ('Test preparation', 'Test', 'select',
       '[{"value":"ielts","label":"IELTS"},{"value":"pte","label":"PTE"},{"value":"toefl","label":"TOEFL"},{"value":"gre","label":"GRE"},{"value":"gmat","label":"GMAT"}]',
       true, NULL, 0),
    ('Test preparation', 'Preferred batch', 'multiselect',
       '[{"value":"morning","label":"Morning"},{"value":"evening","label":"Evening"},{"value":"weekend","label":"Weekend"}]',
       false, NULL, 1),
    ('Test preparation', 'Planned test date', 'date', NULL, false, NULL, 2),
    ('Visa only', 'University of the offer', 'text', NULL, true, 120, 0),
    ('Visa only', 'Offer letter date', 'date', NULL, false, NULL, 1),
    ('Visa only', 'Previous visa refusal', 'checkbox', NULL, false, NULL, 2),
    ('Education loan', 'Loan amount (INR lakh)', 'number', NULL, true, NULL, 0),
    ('Education loan', 'Collateral available', 'checkbox', NULL, false, NULL, 1),
    ('Education loan', 'Co-applicant', 'text', NULL, false, 80, 2),
    ('Partner referral', 'Referred by', 'text', NULL, true, 120, 0),
    ('Partner referral', 'Referrer contact', 'phone', NULL, false, 20, 1),
    ('Partner referral', 'Remarks', 'textarea', NULL, false, 1000, 2)
  ) AS v (category, label, field_type, options, is_required, max_length, sort_order)
  JOIN lead_categories c ON c.name = v.category;

-- Where leads come from: source → medium (of one source, or of any when null) → campaign.
CREATE TABLE lead_sources (
  source_id  serial PRIMARY KEY,
  name       text NOT NULL UNIQUE CHECK (length(name) BETWEEN 1 AND 80),
  is_active  boolean NOT NULL DEFAULT true
);
INSERT INTO lead_sources (name) VALUES
  ('Website'), ('Social media'), ('Walk-in'), ('Referral'), ('Education fair'), ('Phone enquiry'), ('Partner'),
  ('Import');

CREATE TABLE lead_mediums (
  medium_id  serial PRIMARY KEY,
  source_id  integer REFERENCES lead_sources (source_id),
  name       text NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
  is_active  boolean NOT NULL DEFAULT true,
  UNIQUE (source_id, name)
);
CREATE INDEX lead_mediums_source_idx ON lead_mediums (source_id);
INSERT INTO lead_mediums (source_id, name)
SELECT s.source_id, v.name
  FROM (VALUES
    ('Website', 'Enquiry form'), ('Website', 'Course search'), ('Website', 'Chat'),
    ('Social media', 'Facebook'), ('Social media', 'Instagram'), ('Social media', 'LinkedIn'), ('Social media', 'YouTube'),
    ('Walk-in', 'Office visit'), ('Referral', 'Student referral'), ('Referral', 'Parent referral'),
    ('Education fair', 'Fair stall'), ('Education fair', 'Seminar'), ('Phone enquiry', 'Inbound call'),
    ('Phone enquiry', 'Missed call'), ('Partner', 'School'), ('Partner', 'Coaching centre'), ('Import', 'CSV file')
  ) AS v (source, name)
  JOIN lead_sources s ON s.name = v.source;
INSERT INTO lead_mediums (source_id, name) VALUES (NULL, 'WhatsApp'), (NULL, 'Email');

CREATE TABLE lead_campaigns (
  campaign_id  serial PRIMARY KEY,
  name         text NOT NULL UNIQUE CHECK (length(name) BETWEEN 1 AND 120),
  source_id    integer REFERENCES lead_sources (source_id),
  medium_id    integer REFERENCES lead_mediums (medium_id),
  starts_on    date,
  ends_on      date,
  is_active    boolean NOT NULL DEFAULT true,
  CHECK (ends_on IS NULL OR starts_on IS NULL OR ends_on >= starts_on)
);
INSERT INTO lead_campaigns (name, source_id, medium_id, starts_on, ends_on, is_active)
SELECT v.name, s.source_id, m.medium_id, v.starts_on::date, v.ends_on::date, v.is_active
  FROM (VALUES
    ('September intake drive', 'Social media', 'Facebook', '2026-03-01', '2026-08-31', true),
    ('January intake drive', 'Social media', 'Instagram', '2026-08-01', '2027-01-15', true),
    ('UK and Ireland week', 'Education fair', 'Fair stall', '2026-02-10', '2026-02-16', false),
    ('Canada scholarship webinar', 'Website', 'Enquiry form', '2026-05-01', '2026-05-31', false),
    ('Australia open day', 'Education fair', 'Seminar', '2026-10-01', '2026-10-31', true),
    ('Student ambassador referrals', 'Referral', 'Student referral', '2026-01-01', NULL, true)
  ) AS v (name, source, medium, starts_on, ends_on, is_active)
  JOIN lead_sources s ON s.name = v.source
  JOIN lead_mediums m ON m.source_id = s.source_id AND m.name = v.medium;

-- The lead itself.
ALTER TABLE leads
  ADD COLUMN last_name            text CHECK (length(last_name) <= 80),
  -- As the spec's mobile sanitiser leaves it (digits, optionally a leading +), and the email as given.
  ADD COLUMN email                text CHECK (length(email) <= 254),
  ADD COLUMN mobile               text CHECK (mobile ~ '^\+?[0-9]{6,15}$'),
  ADD COLUMN email_key            text GENERATED ALWAYS AS (lower(btrim(email))) STORED,
  ADD COLUMN mobile_key           text GENERATED ALWAYS AS (
                                    regexp_replace(regexp_replace(mobile, '[^0-9]', '', 'g'), '^91([0-9]{10})$', '\1')) STORED,
  ADD COLUMN alternate_mobiles    text[] NOT NULL DEFAULT '{}' CHECK (cardinality(alternate_mobiles) <= 5),
  ADD COLUMN country_id           integer REFERENCES countries (country_id),
  ADD COLUMN course_level_id      integer REFERENCES course_levels (course_level_id),
  ADD COLUMN intake               text CHECK (length(intake) <= 47),
  ADD COLUMN state_id             integer REFERENCES states (state_id),
  ADD COLUMN city_id              integer REFERENCES cities (city_id),
  ADD COLUMN source_id            integer REFERENCES lead_sources (source_id),
  ADD COLUMN medium_id            integer REFERENCES lead_mediums (medium_id),
  ADD COLUMN campaign_id          integer REFERENCES lead_campaigns (campaign_id),
  ADD COLUMN category_id          integer REFERENCES lead_categories (category_id),
  ADD COLUMN stage_id             integer NOT NULL DEFAULT 1 REFERENCES lead_stages (stage_id),
  ADD COLUMN sub_stage_id         integer,
  -- Whether the stage counts as counseled, kept with the lead (the statistics count it without a join).
  ADD COLUMN is_counseled         boolean NOT NULL DEFAULT false,
  ADD COLUMN score                integer NOT NULL DEFAULT 0 CHECK (score BETWEEN -10 AND 10),
  ADD COLUMN score_reason         text NOT NULL DEFAULT 'New lead',
  ADD COLUMN re_enquiry_count     integer NOT NULL DEFAULT 0 CHECK (re_enquiry_count >= 0),
  ADD COLUMN last_enquiry_at      timestamptz,
  ADD COLUMN last_activity_at     timestamptz,
  -- The first contact: the first completed follow-up, or the first move out of the first stage.
  ADD COLUMN first_contacted_at   timestamptz,
  ADD COLUMN next_follow_up_at    timestamptz,
  ADD COLUMN reminder_at          timestamptz,
  ADD COLUMN reminder_note        text CHECK (length(reminder_note) <= 500),
  -- When the reminder at reminder_at was sent (cleared when reminder_at changes): sent once across servers.
  ADD COLUMN reminder_notified_at timestamptz,
  ADD COLUMN notes                text CHECK (length(notes) <= 5000),
  -- One read mark per lead: read by whoever works it; a new lead, a re-enquiry or a new assignee makes it unread.
  ADD COLUMN is_read              boolean NOT NULL DEFAULT false,
  ADD COLUMN updated_at           timestamptz NOT NULL DEFAULT now(),
  -- The student account the lead became (convertLeadToStudent), and when.
  ADD COLUMN student_user_id      integer UNIQUE REFERENCES users (user_id),
  ADD COLUMN converted_at         timestamptz,
  -- Who created it (the owner, or a manager creating for a team member; null for an import by the system).
  ADD COLUMN created_by           integer REFERENCES users (user_id),
  ADD CONSTRAINT leads_first_name_length CHECK (length(first_name) BETWEEN 1 AND 80),
  ADD CONSTRAINT leads_contact CHECK (email IS NOT NULL OR mobile IS NOT NULL),
  ADD CONSTRAINT leads_sub_stage_of_stage FOREIGN KEY (stage_id, sub_stage_id)
    REFERENCES lead_sub_stages (stage_id, sub_stage_id),
  -- converted_at without a student: a conversion under way (its claim; taken again after 10 minutes if it died).
  ADD CONSTRAINT leads_converted CHECK (student_user_id IS NULL OR converted_at IS NOT NULL);

-- One person is one lead across the whole portal.
CREATE UNIQUE INDEX leads_mobile_key ON leads (mobile_key);
CREATE UNIQUE INDEX leads_email_key ON leads (email_key);

-- The list: the caller's reach (owner, assignee) with the newest first; the filters; the reminders.
DROP INDEX leads_owner_idx;
DROP INDEX leads_assigned_idx;
CREATE INDEX leads_owner_idx ON leads (owner_user_id, created_at DESC, lead_id DESC);
CREATE INDEX leads_assigned_idx ON leads (assigned_to, created_at DESC, lead_id DESC) WHERE assigned_to IS NOT NULL;
CREATE INDEX leads_created_idx ON leads (created_at DESC, lead_id DESC);
CREATE INDEX leads_updated_idx ON leads (updated_at DESC);
CREATE INDEX leads_owner_stage_idx ON leads (owner_user_id, stage_id, is_counseled);
CREATE INDEX leads_stage_idx ON leads (stage_id, sub_stage_id);
CREATE INDEX leads_area_idx ON leads (state_id, city_id);
CREATE INDEX leads_source_idx ON leads (source_id, medium_id, campaign_id);
CREATE INDEX leads_campaign_idx ON leads (campaign_id) WHERE campaign_id IS NOT NULL;
CREATE INDEX leads_category_idx ON leads (category_id);
CREATE INDEX leads_unread_idx ON leads (owner_user_id) WHERE NOT is_read;
CREATE INDEX leads_follow_up_idx ON leads (next_follow_up_at) WHERE next_follow_up_at IS NOT NULL;
CREATE INDEX leads_reminder_due_idx ON leads (reminder_at) WHERE reminder_at IS NOT NULL AND reminder_notified_at IS NULL;
CREATE INDEX leads_uncontacted_idx ON leads (created_at) WHERE first_contacted_at IS NULL;

-- The values of a lead's category fields (one row per field with a value; JSON: string, number, boolean or list).
CREATE TABLE lead_field_values (
  lead_id   integer NOT NULL REFERENCES leads (lead_id) ON DELETE CASCADE,
  field_id  integer NOT NULL REFERENCES lead_category_fields (field_id),
  value     jsonb NOT NULL CHECK (jsonb_typeof(value) IN ('string', 'number', 'boolean', 'array')),
  PRIMARY KEY (lead_id, field_id)
);
CREATE INDEX lead_field_values_field_idx ON lead_field_values (field_id);

-- A follow-up: planned (due_at, not completed) or done (completed_at). A done one may move the stage (from/to).
-- A planned one that comes due is notified once (notified_at, set in the same transaction as the notification).
CREATE TABLE lead_follow_ups (
  follow_up_id       serial PRIMARY KEY,
  lead_id            integer NOT NULL REFERENCES leads (lead_id) ON DELETE CASCADE,
  channel            text NOT NULL CHECK (channel IN ('call', 'meeting', 'email', 'whatsapp', 'other')),
  note               text NOT NULL CHECK (length(note) BETWEEN 1 AND 2000),
  due_at             timestamptz,
  outcome            text CHECK (outcome IN (
                       'connected', 'no_answer', 'busy', 'wrong_number', 'call_back', 'interested', 'not_interested',
                       'converted', 'other')),
  outcome_note       text CHECK (length(outcome_note) <= 2000),
  completed_at       timestamptz,
  completed_by       integer REFERENCES users (user_id),
  notified_at        timestamptz,
  from_stage_id      integer REFERENCES lead_stages (stage_id),
  to_stage_id        integer REFERENCES lead_stages (stage_id),
  from_sub_stage_id  integer REFERENCES lead_sub_stages (sub_stage_id),
  to_sub_stage_id    integer REFERENCES lead_sub_stages (sub_stage_id),
  next_follow_up_at  timestamptz,
  created_by         integer REFERENCES users (user_id),
  created_at         timestamptz NOT NULL DEFAULT now(),
  CHECK (due_at IS NOT NULL OR completed_at IS NOT NULL),
  CHECK ((completed_at IS NULL) = (completed_by IS NULL)),
  CHECK (outcome IS NULL OR completed_at IS NOT NULL)
);
CREATE INDEX lead_follow_ups_lead_idx ON lead_follow_ups (lead_id, created_at DESC);
CREATE INDEX lead_follow_ups_due_idx ON lead_follow_ups (due_at)
  WHERE completed_at IS NULL AND notified_at IS NULL;
CREATE INDEX lead_follow_ups_open_idx ON lead_follow_ups (lead_id, due_at) WHERE completed_at IS NULL;

-- Every change of a lead: who (null: the system), when, what (field, from, to as display text). A re-enquiry is an
-- event with its source (source_id, and the channel that brought it in `changes`).
CREATE TABLE lead_history (
  history_id  bigserial PRIMARY KEY,
  lead_id     integer NOT NULL REFERENCES leads (lead_id) ON DELETE CASCADE,
  action      text NOT NULL CHECK (action IN (
                'created', 'updated', 'stage_changed', 'assigned', 'follow_up_added', 'follow_up_completed',
                'reminder_set', 'marked_read', 'mail_sent', 'whatsapp_sent', 'nurture_started', 'imported',
                're_enquiry', 'converted')),
  changes     jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(changes) = 'array'),
  source_id   integer REFERENCES lead_sources (source_id),
  changed_by  integer REFERENCES users (user_id),
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX lead_history_lead_idx ON lead_history (lead_id, created_at DESC, history_id DESC);
CREATE INDEX lead_history_action_idx ON lead_history (action, created_at);

-- The assignee timeline: each assignment from assigned_at until the next one (ended_at). assignee null: back to the
-- owner. method: how it was made (manual by a user, round robin or area by the owner's rule).
CREATE TABLE lead_assignments (
  assignment_id     bigserial PRIMARY KEY,
  lead_id           integer NOT NULL REFERENCES leads (lead_id) ON DELETE CASCADE,
  from_user_id      integer REFERENCES users (user_id),
  assignee_user_id  integer REFERENCES users (user_id),
  assigned_by       integer REFERENCES users (user_id),
  method            text NOT NULL CHECK (method IN ('manual', 'round_robin', 'area')),
  assigned_at       timestamptz NOT NULL DEFAULT now(),
  ended_at          timestamptz,
  CHECK (ended_at IS NULL OR ended_at >= assigned_at)
);
CREATE INDEX lead_assignments_lead_idx ON lead_assignments (lead_id, assigned_at, assignment_id);
-- One open assignment per lead.
CREATE UNIQUE INDEX lead_assignments_open ON lead_assignments (lead_id) WHERE ended_at IS NULL;
-- The daily cap: assignments a person received by rule on a day.
CREATE INDEX lead_assignments_assignee_idx ON lead_assignments (assignee_user_id, assigned_at)
  WHERE assignee_user_id IS NOT NULL;

-- The assignment rule of an owner (an operations manager or a master franchise): applied when a lead of theirs is
-- created without an assignee. mode manual: no automatic assignment; round_robin: in turn among the members;
-- area: the members whose areas hold the lead's state/city (in turn among them), else round robin.
-- daily_cap: leads a member receives by rule per day (UTC), null for no cap. speed_to_lead_minutes: the target for
-- the first contact (the list marks leads past it; the statistics count them).
CREATE TABLE lead_assignment_rules (
  owner_user_id          integer PRIMARY KEY REFERENCES users (user_id),
  mode                   text NOT NULL DEFAULT 'manual' CHECK (mode IN ('manual', 'round_robin', 'area')),
  daily_cap              integer CHECK (daily_cap BETWEEN 1 AND 10000),
  speed_to_lead_minutes  integer NOT NULL DEFAULT 60 CHECK (speed_to_lead_minutes BETWEEN 1 AND 10080),
  -- The member who received the last lead by rule (round robin continues after them).
  last_assignee_id       integer REFERENCES users (user_id),
  updated_by             integer REFERENCES users (user_id),
  updated_at             timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE lead_assignment_rule_members (
  owner_user_id  integer NOT NULL REFERENCES lead_assignment_rules (owner_user_id) ON DELETE CASCADE,
  user_id        integer NOT NULL REFERENCES users (user_id),
  sort_order     integer NOT NULL DEFAULT 0,
  PRIMARY KEY (owner_user_id, user_id)
);
-- The areas a member takes under mode area: a state, or one city of it.
CREATE TABLE lead_assignment_rule_areas (
  owner_user_id  integer NOT NULL,
  user_id        integer NOT NULL,
  state_id       integer NOT NULL REFERENCES states (state_id),
  city_id        integer REFERENCES cities (city_id),
  FOREIGN KEY (owner_user_id, user_id) REFERENCES lead_assignment_rule_members (owner_user_id, user_id) ON DELETE CASCADE
);
CREATE UNIQUE INDEX lead_assignment_rule_areas_key
  ON lead_assignment_rule_areas (owner_user_id, user_id, state_id, coalesce(city_id, 0));
