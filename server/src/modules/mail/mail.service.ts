// Mail goes to the outbox table and onto the job queue (a mail.send job) in the caller's transaction, so it exists
// only if the change commits. The job sends it through SMTP when SMTP_URL is configured; without it the outbox row is
// the delivery (status kept).
//
// The guarantee, as tight as SMTP allows: one job per mail (its key is the mail's id), run by one worker at a time
// under a lease, and the row's status moved queued → sending → sent around the SMTP call, each move guarded. A mail
// is therefore handed to the SMTP server once — except when a worker dies (or loses its database) after the SMTP
// server accepted the message and before `sent` was recorded, a window of one database round trip. Then the job is
// re-claimed when its lease expires and the mail is sent again with the SAME Message-ID (<mail_id.token@domain>), which
// lets a receiving server or a sink recognise the retry. SMTP has no way to ask whether a message was received, so
// "exactly once" cannot be closer than that from the sender's side.
import type { Transporter } from 'nodemailer';
import type { Config } from '../../config.ts';
import type { Queryable } from '../../db/types.ts';
import type { Deps } from '../../platform/deps.ts';
import { enqueue as enqueueJob, PermanentJobError, type JobContext } from '../../platform/jobs/index.ts';
import * as outbox from './mail.repository.ts';

export type { OutgoingMail } from './mail.repository.ts';

/** The job kind that sends one mail. */
export const MAIL_SEND = 'mail.send';
/** SMTP attempts a mail gets (with the queue's backoff: about 40 minutes of retries from 5 s up). */
const MAIL_ATTEMPTS = 10;

/** The SMTP connection's time limits: far inside the job's lease (which is renewed while the send runs anyway). */
const SMTP_TIMEOUTS = { connectionTimeout: 20_000, greetingTimeout: 15_000, socketTimeout: 30_000 };

/** The domain of MAIL_FROM's address, for Message-IDs. */
export function mailDomain(from: string): string {
  const match = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from.trim());
  return match ? match[1].toLowerCase() : 'unipath.invalid';
}

/** The Message-ID of a mail: the same on every attempt. */
export function messageIdOf(mailId: number, token: string, domain: string): string {
  return `<${mailId}.${token}@${domain}>`;
}

function mailIdOf(payload: unknown): number {
  const mailId = (payload as { mail_id?: unknown } | null)?.mail_id;
  if (typeof mailId !== 'number' || !Number.isSafeInteger(mailId) || mailId < 1) {
    throw new PermanentJobError(`mail.send needs a mail_id, got ${JSON.stringify(payload)}`);
  }
  return mailId;
}

export function makeMail({ db, config, log }: Pick<Deps, 'db' | 'config' | 'log'>) {
  const domain = mailDomain(config.mailFrom);
  let transport: Promise<Transporter> | undefined;
  const transporter = (smtpUrl: string): Promise<Transporter> =>
    (transport ??= import('nodemailer').then((nodemailer) => nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS })));

  return {
    /** Queues a mail in `tx`, the transaction of the change it is about: the outbox row and its mail.send job. */
    async enqueue(tx: Queryable, mail: outbox.OutgoingMail): Promise<void> {
      const mailId = await outbox.insertMail(tx, mail);
      await enqueueJob(tx, MAIL_SEND, { mail_id: mailId }, { key: String(mailId), maxAttempts: MAIL_ATTEMPTS });
    },

    /**
     * The mail.send job: sends one outbox mail through SMTP. A refusal for good (a 5xx reply) fails the mail and the
     * job at once; a temporary failure is thrown for the queue to retry with backoff.
     */
    async send(payload: unknown, job: JobContext): Promise<void> {
      const mailId = mailIdOf(payload);
      if (!config.smtpUrl) {
        await outbox.markKept(db, mailId);
        return;
      }
      const mail = await outbox.startSending(db, mailId);
      if (!mail) return; // sent, failed or kept already: nothing to do
      if (mail.attempts > 1) log.info({ mailId, attempt: mail.attempts }, 'sending a mail again (an earlier attempt did not finish)');
      const messageId = messageIdOf(mail.mail_id, mail.message_token, domain);
      let response: string;
      try {
        const info = await (await transporter(config.smtpUrl)).sendMail({
          from: config.mailFrom,
          to: mail.to_email,
          subject: mail.subject,
          text: mail.body_text,
          messageId,
        });
        response = String(info.response ?? '');
      } catch (error) {
        const message = String((error as Error).message ?? error);
        const refused = (error as { permanent?: unknown }).permanent === true;
        if (refused || job.attempt >= job.maxAttempts) {
          await outbox.markFailed(db, mailId, message);
          throw new PermanentJobError(`mail ${mailId} not sent: ${message}`, { cause: error });
        }
        await outbox.markRetrying(db, mailId, message);
        throw error;
      }
      await outbox.markSent(db, mailId, messageId, response);
    },
  };
}

export type Mail = ReturnType<typeof makeMail>;

// transitional: payments and applications still build an outbox of their own this way (only `enqueue` is used);
// when they are converted they take deps.mail instead, and these two go.
export const makeMailService = (db: Deps['db'], config: Config, log: Deps['log']): Mail => makeMail({ db, config, log });
export type MailService = Mail;
