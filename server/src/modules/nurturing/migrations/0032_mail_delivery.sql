-- Single mails (issue 12): a lead mail (sendLeadMail) or a bulk mail to students (sendBulkMailToStudents) is one
-- "send" with its content; each recipient is one nurturing_messages row (send_id set, campaign_id NULL), with its own
-- idempotency key, a per-message hold of the email rate (hold:message:<id>), the spend when the provider accepts it
-- and the release when it fails. Delivery events (Brevo's webhook) land in nurturing_delivery_events (0030).
CREATE TABLE nurturing_mail_sends (
  send_id        serial PRIMARY KEY,
  owner_user_id  integer NOT NULL REFERENCES users (user_id),
  kind           text NOT NULL CHECK (kind IN ('lead', 'students')),
  subject        text NOT NULL CHECK (length(subject) BETWEEN 1 AND 200),
  html_content   text NOT NULL CHECK (length(html_content) <= 200000),
  sender_name    text NOT NULL CHECK (length(sender_name) BETWEEN 1 AND 80),
  reply_to       text NOT NULL CHECK (length(reply_to) <= 254),
  cc             text[] NOT NULL DEFAULT '{}' CHECK (cardinality(cc) <= 5),
  template_id    integer REFERENCES nurturing_templates (template_id),
  rate_credits   integer NOT NULL CHECK (rate_credits > 0),
  created_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX nurturing_mail_sends_owner_idx ON nurturing_mail_sends (owner_user_id, created_at DESC);

ALTER TABLE nurturing_messages
  ADD COLUMN send_id integer REFERENCES nurturing_mail_sends (send_id),
  ADD COLUMN lead_id integer REFERENCES leads (lead_id) ON DELETE SET NULL,
  ADD COLUMN student_user_id integer REFERENCES users (user_id),
  ADD CONSTRAINT nurturing_messages_one_origin CHECK (campaign_id IS NULL OR send_id IS NULL);
CREATE INDEX nurturing_messages_send_idx ON nurturing_messages (send_id, batch) WHERE send_id IS NOT NULL;
CREATE INDEX nurturing_messages_lead_mail_idx ON nurturing_messages (lead_id) WHERE lead_id IS NOT NULL;
