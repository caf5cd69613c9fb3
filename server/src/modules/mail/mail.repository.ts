// The SQL of the mail outbox: a mail is a row until it is sent (or has failed five times).
import type { Queryable } from '../../db/types.ts';

export type OutgoingMail = { to: string; subject: string; text: string; template: string };

export type QueuedMail = { mail_id: number; to_email: string; subject: string; body_text: string };

/** How many delivery attempts a mail gets. */
const MAX_ATTEMPTS = 5;

export async function insertMail(db: Queryable, mail: OutgoingMail): Promise<void> {
  await db.query('INSERT INTO mail_outbox (to_email, subject, body_text, template) VALUES ($1, $2, $3, $4)', [
    mail.to, mail.subject, mail.text, mail.template,
  ]);
}

/** The oldest unsent mails that still have attempts left. */
export async function listUnsent(db: Queryable, limit: number): Promise<QueuedMail[]> {
  const { rows } = await db.query<QueuedMail>(
    `SELECT mail_id, to_email, subject, body_text FROM mail_outbox
      WHERE sent_at IS NULL AND attempts < $1 ORDER BY mail_id LIMIT $2`,
    [MAX_ATTEMPTS, limit],
  );
  return rows;
}

export async function markSent(db: Queryable, mailId: number): Promise<void> {
  await db.query('UPDATE mail_outbox SET sent_at = now(), attempts = attempts + 1 WHERE mail_id = $1', [mailId]);
}

export async function markFailed(db: Queryable, mailId: number, error: string): Promise<void> {
  await db.query('UPDATE mail_outbox SET attempts = attempts + 1, last_error = $2 WHERE mail_id = $1', [mailId, error.slice(0, 500)]);
}
