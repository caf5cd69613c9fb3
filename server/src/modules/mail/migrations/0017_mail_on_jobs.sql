-- The outbox moves onto the job queue (0016_jobs): each mail is one row here and one mail.send job enqueued in the
-- same transaction. The row's status is the truth the sender checks under the job's lease:
--   queued → sending (an SMTP attempt began) → sent (the SMTP server accepted it; message_id and its reply kept)
--   sending → queued (a temporary failure; the job retries) · → failed (refused for good, or out of attempts)
--   queued → kept (no SMTP_URL: the outbox is the local delivery)
-- message_token makes the Message-ID (<mail_id.token@domain>) the same on every attempt, so a resend after a crash
-- between the SMTP server's acceptance and our record of it can be recognised by the receiving side.
ALTER TABLE mail_outbox
  ADD COLUMN status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sending', 'sent', 'failed', 'kept')),
  ADD COLUMN message_token uuid NOT NULL DEFAULT gen_random_uuid(),
  ADD COLUMN message_id text,
  ADD COLUMN send_started_at timestamptz,
  ADD COLUMN smtp_response text;

UPDATE mail_outbox SET status = CASE WHEN sent_at IS NOT NULL THEN 'sent' WHEN attempts >= 5 THEN 'failed' ELSE 'queued' END;

-- What the old sender had not delivered yet goes on the queue, so nothing is lost in the move.
INSERT INTO jobs (kind, key, payload, max_attempts)
SELECT 'mail.send', mail_id::text, jsonb_build_object('mail_id', mail_id), 10 FROM mail_outbox WHERE status = 'queued'
ON CONFLICT (kind, key) DO NOTHING;

DROP INDEX mail_outbox_unsent_idx;
