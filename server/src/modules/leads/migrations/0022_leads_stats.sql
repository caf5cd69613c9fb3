-- Leads, second part (issue 11): the lead-tool profile of a user, the agent channel partner (ACP) campaigns with the
-- leads attributed to them, and the indexes the statistics read by (scripts/bench-leads.ts measures them).

-- The lead-tool profile (GET/POST /home/user-profile): what mails and WhatsApp messages to leads are sent with. One
-- row per user once saved; before that the account's own name and email stand in (updated_at null on the wire).
CREATE TABLE lead_profiles (
  user_id          integer PRIMARY KEY REFERENCES users (user_id),
  sender_name      text NOT NULL CHECK (length(sender_name) BETWEEN 1 AND 100),
  reply_to_email   text NOT NULL CHECK (length(reply_to_email) <= 254),
  -- Sanitised on save (only a small set of formatting tags and safe links are kept).
  signature_html   text CHECK (length(signature_html) <= 20000),
  whatsapp_number  text CHECK (length(whatsapp_number) <= 20),
  designation      text CHECK (length(designation) <= 100),
  company_name     text CHECK (length(company_name) <= 150),
  website          text CHECK (length(website) <= 500),
  -- { timezone, days: [{ day, start, end }] }: each day once, end after start (checked by the service).
  working_hours    jsonb CHECK (working_hours IS NULL OR jsonb_typeof(working_hours) = 'object'),
  updated_at       timestamptz NOT NULL DEFAULT now()
);

-- An ACP campaign: a lead-generation campaign an agent (or a franchise) runs with its own tracking link; a lead that
-- arrives through the link carries the campaign (leads.acp_campaign_id) with its source and medium.
CREATE TABLE acp_campaigns (
  acp_campaign_id  serial PRIMARY KEY,
  partner_user_id  integer NOT NULL REFERENCES users (user_id),
  name             text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
  source_id        integer REFERENCES lead_sources (source_id),
  medium_id        integer REFERENCES lead_mediums (medium_id),
  tracking_url     text CHECK (length(tracking_url) <= 500),
  starts_on        date NOT NULL,
  ends_on          date,
  status           text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'active', 'paused', 'ended')),
  created_at       timestamptz NOT NULL DEFAULT now(),
  UNIQUE (partner_user_id, name),
  CHECK (ends_on IS NULL OR ends_on >= starts_on)
);
CREATE INDEX acp_campaigns_partner_idx ON acp_campaigns (partner_user_id, created_at DESC);

ALTER TABLE leads ADD COLUMN acp_campaign_id integer REFERENCES acp_campaigns (acp_campaign_id);
CREATE INDEX leads_acp_campaign_idx ON leads (acp_campaign_id, created_at) WHERE acp_campaign_id IS NOT NULL;
