-- WhatsApp (issue 12, its second half): template details, broadcasts, the WhatsApp side of a message, inbound
-- messages (the 24-hour window, replies, STOP), the local provider's store and the provider's price table.
-- Outbound WhatsApp messages are rows of nurturing_messages (channel 'whatsapp'; their delivery events, UNIQUE per
-- provider event id, in nurturing_delivery_events); docs/nurturing.md, "WhatsApp", explains the choices.

-- What a WhatsApp template shows besides its body (nurturing_templates holds name, category, body with {{1}}..,
-- the variables' names in order, language and the provider's template id).
CREATE TABLE whatsapp_template_details (
  template_id       integer PRIMARY KEY REFERENCES nurturing_templates (template_id) ON DELETE CASCADE,
  approval_status   text NOT NULL DEFAULT 'approved' CHECK (approval_status IN ('approved', 'pending', 'rejected')),
  rejection_reason  text CHECK (length(rejection_reason) <= 500),
  header_type       text NOT NULL DEFAULT 'none' CHECK (header_type IN ('none', 'text', 'image', 'document', 'video')),
  header_text       text CHECK (length(header_text) <= 60),
  header_media_url  text,
  footer            text CHECK (length(footer) <= 60),
  buttons           jsonb NOT NULL DEFAULT '[]',
  sample_values     text[] NOT NULL DEFAULT '{}',
  updated_at        timestamptz NOT NULL DEFAULT now()
);

-- The portal's shared templates (owner NULL). With Gupshup, provider_template_id is the template's id there.
WITH t AS (
  INSERT INTO nurturing_templates (channel, name, body, category, variables, language, provider_template_id) VALUES
    ('whatsapp', 'intake_reminder', 'Hello {{1}}, applications for the {{2}} intake are open. Reply to this message and your counsellor will call you.', 'marketing', '{first_name,intake}', 'en', 'local-intake_reminder'),
    ('whatsapp', 'application_update', 'Hello {{1}}, there is an update on your application: {{2}}.', 'utility', '{first_name,update}', 'en', 'local-application_update'),
    ('whatsapp', 'verification_code', '{{1}} is your verification code. Do not share it.', 'authentication', '{code}', 'en', 'local-verification_code'),
    ('whatsapp', 'counselling_invite', 'Hi {{1}}, book a free counselling session with {{2}} this week.', 'marketing', '{first_name,counsellor}', 'en', 'local-counselling_invite')
  RETURNING template_id, name)
INSERT INTO whatsapp_template_details (template_id, approval_status, footer, sample_values)
SELECT template_id,
       CASE WHEN name = 'counselling_invite' THEN 'pending' ELSE 'approved' END,
       'Unipath',
       CASE name WHEN 'intake_reminder' THEN '{Asha,September 2027}'::text[] WHEN 'application_update' THEN '{Asha,offer received}'::text[]
                 WHEN 'verification_code' THEN '{482913}'::text[] ELSE '{Asha,Ravi}'::text[] END
  FROM t;

-- A broadcast: one approved template to many leads, started in the call that creates it (scheduled → sending →
-- completed | failed). Its cost is frozen at the start: recipients × the category's rate, held on the ledger.
CREATE TABLE whatsapp_broadcasts (
  broadcast_id     serial PRIMARY KEY,
  owner_user_id    integer NOT NULL REFERENCES users (user_id),
  name             text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
  template_id      integer NOT NULL REFERENCES nurturing_templates (template_id),
  category         text NOT NULL CHECK (category IN ('marketing', 'utility', 'authentication')),
  variables        jsonb NOT NULL DEFAULT '[]',
  status           text NOT NULL CHECK (status IN ('scheduled', 'sending', 'completed', 'failed')),
  scheduled_at     timestamptz,
  started_at       timestamptz NOT NULL DEFAULT now(),
  completed_at     timestamptz,
  rate_credits     integer NOT NULL CHECK (rate_credits > 0),
  recipients       integer NOT NULL CHECK (recipients >= 0),
  skipped          jsonb NOT NULL DEFAULT '[]',
  credits_held     integer NOT NULL CHECK (credits_held >= 0),
  failure_reason   text,
  created_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX whatsapp_broadcasts_owner_idx ON whatsapp_broadcasts (owner_user_id, created_at DESC);

-- The WhatsApp side of an outbound message (nurturing_messages row, channel 'whatsapp'): to a lead (one per lead
-- per broadcast) or a student, a template with its filled values or a session text, and who sent it.
CREATE TABLE whatsapp_messages (
  message_id       bigint PRIMARY KEY REFERENCES nurturing_messages (message_id),
  broadcast_id     integer REFERENCES whatsapp_broadcasts (broadcast_id),
  lead_id          integer REFERENCES leads (lead_id) ON DELETE SET NULL,
  student_user_id  integer REFERENCES users (user_id),
  kind             text NOT NULL CHECK (kind IN ('template', 'text')),
  template_id      integer REFERENCES nurturing_templates (template_id),
  params           text[] NOT NULL DEFAULT '{}',
  body             text NOT NULL CHECK (length(body) <= 4096),
  sent_by_user_id  integer REFERENCES users (user_id),
  UNIQUE (broadcast_id, lead_id),
  CHECK ((kind = 'template') = (template_id IS NOT NULL))
);
CREATE INDEX whatsapp_messages_lead_idx ON whatsapp_messages (lead_id) WHERE lead_id IS NOT NULL;
CREATE INDEX whatsapp_messages_broadcast_idx ON whatsapp_messages (broadcast_id) WHERE broadcast_id IS NOT NULL;
CREATE INDEX nurturing_messages_whatsapp_to_idx ON nurturing_messages (to_address, sent_at DESC) WHERE channel = 'whatsapp';
CREATE INDEX nurturing_messages_provider_id_idx ON nurturing_messages (provider_message_id) WHERE provider_message_id IS NOT NULL;

-- Messages received from a number, once per provider message id. Their ids come from the messages' sequence, so a
-- conversation (outbound and inbound) is ordered by one id and polled with one since_id.
CREATE TABLE whatsapp_inbound (
  inbound_id           bigint PRIMARY KEY DEFAULT nextval('nurturing_messages_message_id_seq'),
  provider             text NOT NULL,
  provider_message_id  text NOT NULL,
  from_address         text NOT NULL CHECK (from_address ~ '^[0-9]{6,15}$'),
  kind                 text NOT NULL DEFAULT 'text',
  text                 text CHECK (length(text) <= 4096),
  received_at          timestamptz NOT NULL DEFAULT now(),
  UNIQUE (provider, provider_message_id)
);
CREATE INDEX whatsapp_inbound_from_idx ON whatsapp_inbound (from_address, received_at DESC);

-- The local provider's store (offline: what Gupshup would have accepted), once per message: a resend after a crash
-- finds the first row and answers the same provider message id.
CREATE TABLE whatsapp_local_outbox (
  outbox_id    bigserial PRIMARY KEY,
  message_id   bigint NOT NULL UNIQUE REFERENCES nurturing_messages (message_id),
  destination  text NOT NULL,
  request      jsonb NOT NULL,
  accepted_at  timestamptz NOT NULL DEFAULT now()
);

-- The provider's price of one message by category and recipient country (data: it changes; informational, callers
-- pay in credits). Prices in ten-thousandths of the currency's unit (integers).
CREATE TABLE whatsapp_price_rates (
  category        text NOT NULL CHECK (category IN ('marketing', 'utility', 'authentication', 'service')),
  country_code    text NOT NULL CHECK (country_code ~ '^[A-Z]{2}$'),
  country_name    text NOT NULL,
  currency        text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  price_e4        bigint NOT NULL CHECK (price_e4 >= 0),
  effective_from  date NOT NULL,
  PRIMARY KEY (category, country_code, effective_from)
);
INSERT INTO whatsapp_price_rates (category, country_code, country_name, currency, price_e4, effective_from) VALUES
  ('marketing', 'IN', 'India', 'INR', 7846, '2024-11-01'),
  ('utility', 'IN', 'India', 'INR', 1150, '2024-11-01'),
  ('authentication', 'IN', 'India', 'INR', 1150, '2024-11-01'),
  ('service', 'IN', 'India', 'INR', 0, '2024-11-01');
