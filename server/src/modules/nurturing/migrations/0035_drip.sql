-- Drip nurturing (issue 12, plan point 6): nurturing services are step sequences (email with its own content, or an
-- approved WhatsApp template, at a day offset), an enrolment per lead and service with its state, and one row per
-- step of an enrolment. docs/nurturing.md, "Drip nurturing", explains the rules; the ones the database can hold are
-- held here (one active enrolment per lead and service, a step's channel matching its template's).

-- A WhatsApp step names a template of its own channel: (template_id, channel) is a key a step can refer to.
ALTER TABLE nurturing_templates ADD CONSTRAINT nurturing_templates_id_channel_key UNIQUE (template_id, channel);

-- A drip email step is mailed as a single mail of the kind 'nurture' (its send row keeps the content).
ALTER TABLE nurturing_mail_sends DROP CONSTRAINT nurturing_mail_sends_kind_check;
ALTER TABLE nurturing_mail_sends ADD CONSTRAINT nurturing_mail_sends_kind_check CHECK (kind IN ('lead', 'students', 'nurture'));

CREATE TABLE nurturing_services (
  ns_id        serial PRIMARY KEY,
  name         text NOT NULL UNIQUE CHECK (length(name) BETWEEN 1 AND 120),
  description  text CHECK (length(description) <= 500),
  active       boolean NOT NULL DEFAULT true,
  created_at   timestamptz NOT NULL DEFAULT now()
);

-- The steps of a service, numbered from 1. Email: subject + HTML ({{first_name}}, {{last_name}}, {{email}} filled).
-- WhatsApp: a template and its values in order, each a text or a lead field ({{first_name}}, {{last_name}},
-- {{full_name}}, {{email}}, {{mobile}}, {{owner_name}}).
CREATE TABLE nurturing_service_steps (
  ns_id         integer NOT NULL REFERENCES nurturing_services (ns_id) ON DELETE CASCADE,
  step_no       integer NOT NULL CHECK (step_no BETWEEN 1 AND 50),
  channel       text NOT NULL CHECK (channel IN ('email', 'whatsapp')),
  day_offset    integer NOT NULL CHECK (day_offset BETWEEN 0 AND 365),
  name          text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
  subject       text CHECK (length(subject) BETWEEN 1 AND 200),
  html_content  text CHECK (length(html_content) <= 200000),
  template_id   integer,
  params        text[] NOT NULL DEFAULT '{}',
  PRIMARY KEY (ns_id, step_no),
  FOREIGN KEY (template_id, channel) REFERENCES nurturing_templates (template_id, channel),
  CHECK ((channel = 'email') = (subject IS NOT NULL AND html_content IS NOT NULL)),
  CHECK ((channel = 'whatsapp') = (template_id IS NOT NULL))
);

-- An enrolment: active → completed | stopped (with its reason). Its addresses are those of the lead when enrolled;
-- its cost is frozen then (rate × steps, held on the ledger: hold:enrolment:<id>).
CREATE TABLE nurturing_enrolments (
  enrolment_id      serial PRIMARY KEY,
  ns_id             integer NOT NULL REFERENCES nurturing_services (ns_id),
  lead_id           integer NOT NULL REFERENCES leads (lead_id) ON DELETE CASCADE,
  owner_user_id     integer NOT NULL REFERENCES users (user_id),
  mode              text NOT NULL CHECK (mode IN ('manual', 'bulk')),
  status            text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'completed', 'stopped')),
  stop_reason       text CHECK (stop_reason IN ('replied', 'converted', 'closed', 'opted_out', 'manual')),
  stopped_by        integer REFERENCES users (user_id),
  email_address     text,
  whatsapp_address  text CHECK (whatsapp_address ~ '^[0-9]{6,15}$'),
  rate_credits      integer NOT NULL CHECK (rate_credits > 0),
  credits_held      integer NOT NULL CHECK (credits_held >= 0),
  started_at        timestamptz NOT NULL,
  ended_at          timestamptz,
  created_at        timestamptz NOT NULL DEFAULT now(),
  CHECK ((status = 'stopped') = (stop_reason IS NOT NULL)),
  CHECK ((status = 'active') = (ended_at IS NULL))
);
-- One active enrolment per lead and service: twenty concurrent enrolments of one lead make one.
CREATE UNIQUE INDEX nurturing_enrolments_one_active ON nurturing_enrolments (lead_id, ns_id) WHERE status = 'active';
CREATE INDEX nurturing_enrolments_lead_idx ON nurturing_enrolments (lead_id, enrolment_id DESC);
CREATE INDEX nurturing_enrolments_whatsapp_idx ON nurturing_enrolments (whatsapp_address) WHERE status = 'active';

-- The steps of an enrolment: scheduled → sending → sent | failed | skipped, or cancelled (stopped or ended first).
-- `enqueued_at`: its job was put on the queue (the job's key, drip:<enrolment>:<step>, makes it once anyway).
CREATE TABLE nurturing_enrolment_steps (
  enrolment_id  integer NOT NULL REFERENCES nurturing_enrolments (enrolment_id) ON DELETE CASCADE,
  step_no       integer NOT NULL,
  channel       text NOT NULL CHECK (channel IN ('email', 'whatsapp')),
  name          text NOT NULL,
  due_at        timestamptz NOT NULL,
  status        text NOT NULL DEFAULT 'scheduled' CHECK (status IN ('scheduled', 'sending', 'sent', 'skipped', 'failed', 'cancelled')),
  reason        text CHECK (length(reason) <= 500),
  message_id    bigint REFERENCES nurturing_messages (message_id),
  enqueued_at   timestamptz,
  sent_at       timestamptz,
  updated_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (enrolment_id, step_no),
  CHECK ((status = 'sent') = (sent_at IS NOT NULL))
);
CREATE INDEX nurturing_enrolment_steps_due_idx ON nurturing_enrolment_steps (due_at) WHERE status = 'scheduled' AND enqueued_at IS NULL;

-- Two shared sequences (data: staff may add more).
INSERT INTO nurturing_services (name, description) VALUES
  ('New enquiry welcome', 'A welcome mail at once, a WhatsApp reminder of the intake the next day, then two mails about counselling and documents over the first week.'),
  ('Intake deadline countdown', 'Three mails over two weeks reminding the lead of the coming application deadline.');

INSERT INTO nurturing_service_steps (ns_id, step_no, channel, day_offset, name, subject, html_content, template_id, params)
SELECT s.ns_id, v.step_no, v.channel, v.day_offset, v.name, v.subject, v.html_content,
       (SELECT t.template_id FROM nurturing_templates t WHERE t.channel = 'whatsapp' AND t.owner_user_id IS NULL AND t.name = v.template_name),
       v.params
  FROM (VALUES
    ('New enquiry welcome', 1, 'email', 0, 'Welcome mail', 'Welcome, {{first_name}}: your study-abroad plan starts here',
     '<p>Hello {{first_name}},</p><p>Thank you for your enquiry. Your counsellor will help you choose a country, a course and a university, and will guide you through the application.</p>',
     NULL, '{}'::text[]),
    ('New enquiry welcome', 2, 'whatsapp', 1, 'Intake reminder on WhatsApp', NULL, NULL, 'intake_reminder', '{"{{first_name}}","coming"}'::text[]),
    ('New enquiry welcome', 3, 'email', 3, 'Book a counselling session', '{{first_name}}, book your free counselling session',
     '<p>Hello {{first_name}},</p><p>A 30-minute session with a counsellor is free. Reply to this mail with a time that suits you.</p>',
     NULL, '{}'::text[]),
    ('New enquiry welcome', 4, 'email', 7, 'Documents checklist', 'The documents you will need',
     '<p>Hello {{first_name}},</p><p>Most universities ask for your transcripts, an English test score, a statement of purpose and two references. Start gathering them now.</p>',
     NULL, '{}'::text[]),
    ('Intake deadline countdown', 1, 'email', 0, 'Deadline in two weeks', 'Applications close in two weeks',
     '<p>Hello {{first_name}},</p><p>Applications for the coming intake close in two weeks. Your counsellor can check your shortlist today.</p>',
     NULL, '{}'::text[]),
    ('Intake deadline countdown', 2, 'email', 7, 'Deadline in one week', 'One week left to apply',
     '<p>Hello {{first_name}},</p><p>One week is left. Send us your documents and we will submit your applications.</p>',
     NULL, '{}'::text[]),
    ('Intake deadline countdown', 3, 'email', 12, 'Last call', 'Last call: applications close in two days',
     '<p>Hello {{first_name}},</p><p>Applications close in two days. Reply to this mail if you need help finishing yours.</p>',
     NULL, '{}'::text[])
  ) AS v(service, step_no, channel, day_offset, name, subject, html_content, template_name, params)
  JOIN nurturing_services s ON s.name = v.service;
