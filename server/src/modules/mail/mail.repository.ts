// The SQL of the mail outbox. A mail is a row with a status (migrations/0017_mail_on_jobs.sql); the mail.send job
// moves it along, each move guarded by the status it expects, so a mail sent or given up is never sent again.
import type { Queryable } from '../../db/types.ts';

export type OutgoingMail = { to: string; subject: string; text: string; template: string };

export type MailToSend = {
  mail_id: number;
  to_email: string;
  subject: string;
  body_text: string;
  message_token: string;
  /** SMTP attempts including this one: above 1, an earlier attempt may have reached the SMTP server. */
  attempts: number;
};

export type MailStatus = 'queued' | 'sending' | 'sent' | 'failed' | 'kept';

const ERROR_LENGTH = 500;

/** Adds a mail to the outbox in `tx`; answers its id. */
export async function insertMail(tx: Queryable, mail: OutgoingMail): Promise<number> {
  const { rows } = await tx.query<{ mail_id: number }>(
    'INSERT INTO mail_outbox (to_email, subject, body_text, template) VALUES ($1, $2, $3, $4) RETURNING mail_id',
    [mail.to, mail.subject, mail.text, mail.template],
  );
  return rows[0].mail_id;
}

/**
 * Records that an SMTP attempt begins and answers the mail; nothing when the mail is no longer to be sent (sent,
 * failed, kept) or does not exist. A mail left `sending` by a worker that died is taken again.
 */
export async function startSending(db: Queryable, mailId: number): Promise<MailToSend | undefined> {
  const { rows } = await db.query<MailToSend>(
    `UPDATE mail_outbox SET status = 'sending', attempts = attempts + 1, send_started_at = now()
      WHERE mail_id = $1 AND status IN ('queued', 'sending')
      RETURNING mail_id, to_email, subject, body_text, message_token::text AS message_token, attempts`,
    [mailId],
  );
  return rows[0];
}

/** The SMTP server accepted the mail: kept with the Message-ID it carried and the server's reply. */
export async function markSent(db: Queryable, mailId: number, messageId: string, response: string): Promise<void> {
  await db.query(
    `UPDATE mail_outbox SET status = 'sent', sent_at = now(), message_id = $2, smtp_response = left($3, ${ERROR_LENGTH}), last_error = NULL
      WHERE mail_id = $1 AND status = 'sending'`,
    [mailId, messageId, response],
  );
}

/** A temporary failure: back to queued with the error; the job retries. */
export async function markRetrying(db: Queryable, mailId: number, error: string): Promise<void> {
  await db.query(`UPDATE mail_outbox SET status = 'queued', last_error = left($2, ${ERROR_LENGTH}) WHERE mail_id = $1 AND status = 'sending'`, [
    mailId, error,
  ]);
}

/** Refused for good (or out of attempts): not sent, with the reason. */
export async function markFailed(db: Queryable, mailId: number, error: string): Promise<void> {
  await db.query(`UPDATE mail_outbox SET status = 'failed', last_error = left($2, ${ERROR_LENGTH}) WHERE mail_id = $1 AND status = 'sending'`, [
    mailId, error,
  ]);
}

/** No SMTP server configured: the outbox row is the delivery (read in the database, as the tests and demo do). */
export async function markKept(db: Queryable, mailId: number): Promise<void> {
  await db.query(`UPDATE mail_outbox SET status = 'kept' WHERE mail_id = $1 AND status = 'queued'`, [mailId]);
}

export async function findMailStatus(db: Queryable, mailId: number): Promise<{ status: MailStatus; attempts: number } | undefined> {
  const { rows } = await db.query<{ status: MailStatus; attempts: number }>('SELECT status, attempts FROM mail_outbox WHERE mail_id = $1', [mailId]);
  return rows[0];
}
