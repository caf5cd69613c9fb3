-- Replies to our mail, as the inbound-mail relay posts them (POST /webhooks/mail-inbound): each kept once by its
-- Message-ID. A reply stops the drip sequences mailing its sender (docs/nurturing.md, "Drip nurturing").
CREATE TABLE nurturing_inbound_mail (
  message_id    text PRIMARY KEY CHECK (length(message_id) BETWEEN 3 AND 998),
  from_address  text NOT NULL CHECK (from_address = lower(from_address) AND position('@' IN from_address) > 1),
  in_reply_to   text,
  subject       text,
  received_at   timestamptz NOT NULL,
  recorded_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX nurturing_inbound_mail_from_idx ON nurturing_inbound_mail (from_address, received_at);
CREATE INDEX nurturing_enrolments_email_idx ON nurturing_enrolments (email_address) WHERE status = 'active';
