-- Nurturing (issue 12): credits as a ledger, contacts and contact lists with suppressions, mail and WhatsApp
-- templates, campaigns, one message row per recipient, delivery events, and the rates per message kind as data.
-- docs/nurturing.md explains the choices; the rules the database can hold are held here.

-- What one message of each kind costs, in whole credits (data: rates change).
CREATE TABLE nurturing_rates (
  kind        text PRIMARY KEY CHECK (kind IN (
                'email', 'whatsapp_marketing', 'whatsapp_utility', 'whatsapp_authentication', 'whatsapp_session',
                'nurture_step')),
  credits     integer NOT NULL CHECK (credits > 0 AND credits <= 1000),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
INSERT INTO nurturing_rates (kind, credits) VALUES
  ('email', 1), ('whatsapp_marketing', 3), ('whatsapp_utility', 2), ('whatsapp_authentication', 2),
  ('whatsapp_session', 1), ('nurture_step', 1);

-- The credit ledger: append-only. The balance of a user is sum(delta); nothing else stores it.
--   purchase +credits · hold −credits (a campaign's previewed cost, at its start) · spend 0 (held credits used by a
--   message the provider accepted) · release +credits (held credits not used, when the campaign ends) · refund
--   +credits · adjustment ± (by staff).
-- For one reference (a campaign), spend + release never exceed the hold; a finished campaign has hold = spend +
-- release. Every entry carries an idempotency key, UNIQUE: a retried step writes nothing twice.
CREATE TABLE credit_ledger (
  entry_id         bigserial PRIMARY KEY,
  user_id          integer NOT NULL REFERENCES users (user_id),
  kind             text NOT NULL CHECK (kind IN ('purchase', 'hold', 'spend', 'release', 'refund', 'adjustment')),
  credits          integer NOT NULL CHECK (credits >= 0),
  delta            integer NOT NULL,
  service          text CHECK (service IN ('email_campaign', 'whatsapp_broadcast', 'whatsapp_message', 'nurturing')),
  reference_type   text CHECK (reference_type IN ('email_campaign', 'message', 'payment', 'broadcast', 'enrolment')),
  reference_id     bigint,
  description      text NOT NULL CHECK (length(description) <= 300),
  amount_minor     bigint CHECK (amount_minor >= 0),
  currency         text CHECK (currency ~ '^[A-Z]{3}$'),
  idempotency_key  text NOT NULL UNIQUE CHECK (length(idempotency_key) BETWEEN 1 AND 200),
  created_by       integer REFERENCES users (user_id),
  created_at       timestamptz NOT NULL DEFAULT now(),
  CHECK (
    (kind IN ('purchase', 'release', 'refund') AND delta = credits) OR
    (kind = 'hold' AND delta = -credits) OR
    (kind = 'spend' AND delta = 0) OR
    (kind = 'adjustment' AND abs(delta) = credits)
  ),
  CHECK ((amount_minor IS NULL) = (currency IS NULL))
);
CREATE INDEX credit_ledger_user_idx ON credit_ledger (user_id, created_at DESC, entry_id DESC);
CREATE INDEX credit_ledger_reference_idx ON credit_ledger (reference_type, reference_id) WHERE reference_id IS NOT NULL;

-- Suppressions, per owner and address: a contact who unsubscribed, hard-bounced, complained or sent WhatsApp STOP is
-- never sent to again by that owner, even after a re-import. `address` is the normalised email or mobile.
CREATE TABLE nurturing_suppressions (
  owner_user_id  integer NOT NULL REFERENCES users (user_id),
  channel        text NOT NULL CHECK (channel IN ('email', 'whatsapp')),
  address        text NOT NULL,
  reason         text NOT NULL CHECK (reason IN ('unsubscribe', 'hard_bounce', 'complaint', 'whatsapp_stop')),
  created_at     timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (owner_user_id, channel, address),
  CHECK ((channel = 'whatsapp') = (reason = 'whatsapp_stop'))
);

-- A contact of one owner: the email lowercased and trimmed (unique per owner), the mobile through the spec's
-- sanitiser. The unsubscribe token is the one-click link's secret.
CREATE TABLE nurturing_contacts (
  contact_id         serial PRIMARY KEY,
  owner_user_id      integer NOT NULL REFERENCES users (user_id),
  email              text NOT NULL CHECK (email = lower(btrim(email)) AND length(email) BETWEEN 3 AND 254),
  first_name         text CHECK (length(first_name) <= 80),
  last_name          text CHECK (length(last_name) <= 80),
  mobile             text CHECK (length(mobile) <= 20),
  lead_id            integer REFERENCES leads (lead_id) ON DELETE SET NULL,
  unsubscribe_token  uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  created_at         timestamptz NOT NULL DEFAULT now(),
  updated_at         timestamptz NOT NULL DEFAULT now(),
  UNIQUE (owner_user_id, email)
);

CREATE TABLE contact_lists (
  list_id        serial PRIMARY KEY,
  owner_user_id  integer NOT NULL REFERENCES users (user_id),
  name           text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  description    text CHECK (length(description) <= 500),
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX contact_lists_owner_name_key ON contact_lists (owner_user_id, lower(name));
CREATE INDEX contact_lists_created_idx ON contact_lists (created_at DESC, list_id DESC);

CREATE TABLE contact_list_members (
  list_id     integer NOT NULL REFERENCES contact_lists (list_id) ON DELETE CASCADE,
  contact_id  integer NOT NULL REFERENCES nurturing_contacts (contact_id) ON DELETE CASCADE,
  added_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (list_id, contact_id)
);
CREATE INDEX contact_list_members_contact_idx ON contact_list_members (contact_id);

-- Templates: mail (subject + HTML) or WhatsApp (a category and named variables). owner NULL: shared by everyone.
CREATE TABLE nurturing_templates (
  template_id    serial PRIMARY KEY,
  owner_user_id  integer REFERENCES users (user_id),
  channel        text NOT NULL CHECK (channel IN ('email', 'whatsapp')),
  name           text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
  subject        text CHECK (length(subject) <= 200),
  html_content   text CHECK (length(html_content) <= 200000),
  body           text CHECK (length(body) <= 4096),
  category       text CHECK (category IN ('marketing', 'utility', 'authentication')),
  variables      text[] NOT NULL DEFAULT '{}',
  language       text NOT NULL DEFAULT 'en',
  provider_template_id text,
  active         boolean NOT NULL DEFAULT true,
  created_at     timestamptz NOT NULL DEFAULT now(),
  CHECK (channel <> 'email' OR (html_content IS NOT NULL AND category IS NULL)),
  CHECK (channel <> 'whatsapp' OR (body IS NOT NULL AND category IS NOT NULL))
);
INSERT INTO nurturing_templates (channel, name, subject, html_content) VALUES
  ('email', 'Plain announcement', 'News from us', '<p>Hello {{first_name}},</p><p>We have news for you.</p>');

-- An email campaign: draft → scheduled | sending → sent | failed. The cost is frozen at the start (rate, recipients,
-- the hold). A start's Idempotency-Key, body hash and answer are kept in nurturing_idempotency.
CREATE TABLE email_campaigns (
  campaign_id        serial PRIMARY KEY,
  owner_user_id      integer NOT NULL REFERENCES users (user_id),
  name               text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
  subject            text NOT NULL CHECK (length(subject) BETWEEN 1 AND 200),
  sender_name        text NOT NULL CHECK (length(sender_name) BETWEEN 1 AND 80),
  reply_to           text NOT NULL CHECK (length(reply_to) <= 254),
  template_id        integer REFERENCES nurturing_templates (template_id),
  html_content       text CHECK (length(html_content) <= 200000),
  list_ids           integer[] NOT NULL CHECK (cardinality(list_ids) BETWEEN 1 AND 10),
  status             text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'scheduled', 'sending', 'sent', 'failed')),
  scheduled_at       timestamptz,
  started_at         timestamptz,
  sent_at            timestamptz,
  rate_credits       integer CHECK (rate_credits > 0),
  contacts_count     integer CHECK (contacts_count >= 0),
  suppressed_count   integer NOT NULL DEFAULT 0 CHECK (suppressed_count >= 0),
  credits_held       integer CHECK (credits_held >= 0),
  failure_reason     text,
  created_at         timestamptz NOT NULL DEFAULT now(),
  updated_at         timestamptz NOT NULL DEFAULT now(),
  CHECK ((template_id IS NULL) <> (html_content IS NULL)),
  CHECK (status = 'draft' OR (started_at IS NOT NULL AND rate_credits IS NOT NULL AND credits_held IS NOT NULL))
);
CREATE INDEX email_campaigns_owner_idx ON email_campaigns (owner_user_id, created_at DESC);

-- One message per recipient per campaign (UNIQUE), with its own idempotency key: queued → sending → sent →
-- delivered, or failed; skipped when the contact was suppressed after the start (never charged).
CREATE TABLE nurturing_messages (
  message_id           bigserial PRIMARY KEY,
  campaign_id          integer REFERENCES email_campaigns (campaign_id),
  owner_user_id        integer NOT NULL REFERENCES users (user_id),
  channel              text NOT NULL CHECK (channel IN ('email', 'whatsapp')),
  contact_id           integer REFERENCES nurturing_contacts (contact_id) ON DELETE SET NULL,
  to_address           text NOT NULL,
  batch                integer NOT NULL DEFAULT 0 CHECK (batch >= 0),
  idempotency_key      text NOT NULL UNIQUE,
  message_token        uuid NOT NULL DEFAULT gen_random_uuid(),
  status               text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sending', 'sent', 'delivered', 'failed', 'skipped')),
  skip_reason          text,
  credits              integer NOT NULL CHECK (credits >= 0),
  provider             text,
  provider_message_id  text,
  attempts             integer NOT NULL DEFAULT 0,
  last_error           text,
  queued_at            timestamptz NOT NULL DEFAULT now(),
  sent_at              timestamptz,
  updated_at           timestamptz NOT NULL DEFAULT now(),
  UNIQUE (campaign_id, contact_id)
);
CREATE INDEX nurturing_messages_batch_idx ON nurturing_messages (campaign_id, batch);
CREATE INDEX nurturing_messages_status_idx ON nurturing_messages (campaign_id, status);

-- Delivery events from a provider, once each (UNIQUE provider event id): a repeated webhook changes nothing.
CREATE TABLE nurturing_delivery_events (
  event_id           bigserial PRIMARY KEY,
  provider           text NOT NULL,
  provider_event_id  text NOT NULL,
  message_id         bigint NOT NULL REFERENCES nurturing_messages (message_id),
  event              text NOT NULL CHECK (event IN (
                       'delivered', 'opened', 'clicked', 'soft_bounced', 'hard_bounced', 'complaint', 'unsubscribed',
                       'read', 'replied', 'failed')),
  occurred_at        timestamptz NOT NULL DEFAULT now(),
  UNIQUE (provider, provider_event_id)
);
CREATE INDEX nurturing_delivery_events_message_idx ON nurturing_delivery_events (message_id);

-- The local mail provider's mailbox (offline: what a real provider would have accepted), headers included. One row
-- per message: a resend after a crash finds its row and answers the same provider id.
CREATE TABLE nurturing_local_mailbox (
  mailbox_id   bigserial PRIMARY KEY,
  message_id   bigint NOT NULL UNIQUE REFERENCES nurturing_messages (message_id),
  to_email     text NOT NULL,
  from_header  text NOT NULL,
  subject      text NOT NULL,
  headers      jsonb NOT NULL,
  html         text NOT NULL,
  text_body    text NOT NULL,
  received_at  timestamptz NOT NULL DEFAULT now()
);

-- The answers of idempotent calls (start-campaign): one per caller, operation and key, for 24 hours.
CREATE TABLE nurturing_idempotency (
  user_id     integer NOT NULL REFERENCES users (user_id),
  operation   text NOT NULL,
  key         text NOT NULL,
  body_hash   text NOT NULL,
  status      integer,
  answer      jsonb,
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, operation, key)
);
