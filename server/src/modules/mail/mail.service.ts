import type { FastifyBaseLogger } from 'fastify';
import type { Db, Queryable } from '../../db/types.ts';
import type { Config } from '../../config.ts';

export type OutgoingMail = { to: string; subject: string; text: string; template: string };

/**
 * Mail goes to the outbox table in the caller's transaction (so it is sent only if the change commits); a sender
 * delivers the outbox through SMTP when SMTP_URL is configured, and leaves it there otherwise.
 */
export function makeMailService(db: Db, config: Config, log: FastifyBaseLogger) {
  let timer: NodeJS.Timeout | undefined;
  let sending = false;

  async function deliverPending(): Promise<number> {
    if (!config.smtpUrl || sending) return 0;
    sending = true;
    try {
      const nodemailer = await import('nodemailer');
      const transport = nodemailer.createTransport(config.smtpUrl);
      const { rows } = await db.query<{ mail_id: number; to_email: string; subject: string; body_text: string }>(
        `SELECT mail_id, to_email, subject, body_text FROM mail_outbox
          WHERE sent_at IS NULL AND attempts < 5 ORDER BY mail_id LIMIT 20`,
      );
      let sent = 0;
      for (const mail of rows) {
        try {
          await transport.sendMail({ from: config.mailFrom, to: mail.to_email, subject: mail.subject, text: mail.body_text });
          await db.query('UPDATE mail_outbox SET sent_at = now(), attempts = attempts + 1 WHERE mail_id = $1', [mail.mail_id]);
          sent++;
        } catch (error) {
          log.warn({ err: error, mailId: mail.mail_id }, 'mail delivery failed');
          await db.query('UPDATE mail_outbox SET attempts = attempts + 1, last_error = $2 WHERE mail_id = $1', [
            mail.mail_id,
            String((error as Error).message).slice(0, 500),
          ]);
        }
      }
      return sent;
    } finally {
      sending = false;
    }
  }

  return {
    async enqueue(tx: Queryable, mail: OutgoingMail): Promise<void> {
      await tx.query('INSERT INTO mail_outbox (to_email, subject, body_text, template) VALUES ($1, $2, $3, $4)', [
        mail.to, mail.subject, mail.text, mail.template,
      ]);
    },
    deliverPending,
    start(intervalMs = 5000): void {
      if (!config.smtpUrl || timer) return;
      timer = setInterval(() => void deliverPending().catch((error) => log.error({ err: error }, 'mail sender')), intervalMs);
      timer.unref();
    },
    stop(): void {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  };
}

export type MailService = ReturnType<typeof makeMailService>;
