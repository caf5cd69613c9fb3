// Mail goes to the outbox table in the caller's transaction (so it is sent only if the change commits); the sender
// delivers the outbox through SMTP when SMTP_URL is configured, and leaves it there otherwise.
import type { Config } from '../../config.ts';
import type { Queryable } from '../../db/types.ts';
import type { Deps } from '../../platform/deps.ts';
import * as outbox from './mail.repository.ts';

export type { OutgoingMail } from './mail.repository.ts';

/** How many mails one delivery round sends at most. */
const BATCH = 20;

export function makeMail({ db, config, log }: Pick<Deps, 'db' | 'config' | 'log'>) {
  let sending = false;

  return {
    /** Queues a mail in `tx`, the transaction of the change it is about. */
    enqueue(tx: Queryable, mail: outbox.OutgoingMail): Promise<void> {
      return outbox.insertMail(tx, mail);
    },

    /** Sends what the outbox holds (one round at a time); answers how many were sent. Nothing without SMTP_URL. */
    async deliverPending(): Promise<number> {
      if (!config.smtpUrl || sending) return 0;
      sending = true;
      try {
        const nodemailer = await import('nodemailer');
        const transport = nodemailer.createTransport(config.smtpUrl);
        let sent = 0;
        for (const mail of await outbox.listUnsent(db, BATCH)) {
          try {
            await transport.sendMail({ from: config.mailFrom, to: mail.to_email, subject: mail.subject, text: mail.body_text });
            await outbox.markSent(db, mail.mail_id);
            sent++;
          } catch (error) {
            log.warn({ err: error, mailId: mail.mail_id }, 'mail delivery failed');
            await outbox.markFailed(db, mail.mail_id, String((error as Error).message));
          }
        }
        return sent;
      } finally {
        sending = false;
      }
    },
  };
}

export type Mail = ReturnType<typeof makeMail>;

// transitional: payments and applications still build an outbox of their own this way (only `enqueue` is used);
// when they are converted they take deps.mail instead, and these two go.
export const makeMailService = (db: Deps['db'], config: Config, log: Deps['log']): Mail => makeMail({ db, config, log });
export type MailService = Mail;
