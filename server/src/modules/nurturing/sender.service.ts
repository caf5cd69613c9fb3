// Sending a campaign: the nurturing.email-batch job sends the open messages of one batch through the mail provider
// and ends the campaign when none is left open.
//
// Exactly once, per message: (1) `queued|sending → sending` (attempts + 1) in its own statement; (2) the provider
// call, carrying a Message-ID fixed per message; (3) in ONE transaction `sending → sent` and the spend entry (key
// spend:message:<id>, UNIQUE). A worker that dies before (3) leaves `sending`; the job is claimed again when its lease
// expires and the message is offered again under the same Message-ID: the local provider answers the mailbox row it
// made the first time (UNIQUE per message), so exactly one mail exists; an SMTP server may receive it twice (the
// limit SMTP sets, as for the outbox: docs/server-modules.md, "Mail"). A message is charged only in (3), once.
// The campaign ends (release of what was held and not spent, status sent/failed) under its row lock, once.
import type { Transporter } from 'nodemailer';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/types.ts';
import type { Deps } from '../../platform/deps.ts';
import { PermanentJobError, type JobContext } from '../../platform/jobs/index.ts';
import * as campaigns from './campaigns.repository.ts';
import { brevoMailProvider } from './brevo.provider.ts';
import * as ledger from './credits.repository.ts';
import { releaseUnused } from './credits.service.ts';
import * as sends from './mail.repository.ts';

/** Hours after which an open message of a sending campaign is given up (the sweep). */
export const STALE_HOURS = 6;

export type MarketingMail = {
  messageId: number;
  /** The Message-ID header, the same on every attempt. */
  messageIdHeader: string;
  to: string;
  from: string;
  replyTo: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
  /** Copies (a single mail's cc). */
  cc?: string[];
};

export type ProviderAnswer = { provider: string; providerMessageId: string; deliveredEventId?: string };

/** The provider refused the message for good (a 5xx SMTP reply, an invalid address): never retried. */
export class ProviderRefused extends Error {}

export type MailProvider = { name: string; send(mail: MarketingMail): Promise<ProviderAnswer> };

/** Offline: the mail is accepted into nurturing_local_mailbox (once per message) and counts as delivered at once. */
export function localMailProvider(db: Db): MailProvider {
  return {
    name: 'local',
    async send(mail) {
      const mailboxId = await campaigns.acceptLocalMail(db, {
        messageId: mail.messageId, to: mail.to, from: mail.from, subject: mail.subject, html: mail.html, text: mail.text,
        headers: { 'Message-ID': mail.messageIdHeader, 'Reply-To': mail.replyTo, ...(mail.cc ? { Cc: mail.cc.join(', ') } : {}), ...mail.headers },
      });
      return { provider: 'local', providerMessageId: `local-${mailboxId}`, deliveredEventId: `local-${mailboxId}:delivered` };
    },
  };
}

const SMTP_TIMEOUTS = { connectionTimeout: 20_000, greetingTimeout: 15_000, socketTimeout: 30_000 };

/** Through the SMTP server of SMTP_URL (a local sink in tests); a 5xx reply is a refusal for good. */
export function smtpMailProvider(smtpUrl: string): MailProvider {
  let transport: Promise<Transporter> | undefined;
  const transporter = () => (transport ??= import('nodemailer').then((nodemailer) => nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS })));
  return {
    name: 'smtp',
    async send(mail) {
      try {
        const info = await (await transporter()).sendMail({
          from: mail.from, to: mail.to, cc: mail.cc, replyTo: mail.replyTo, subject: mail.subject, html: mail.html, text: mail.text,
          messageId: mail.messageIdHeader, headers: mail.headers,
        });
        return { provider: 'smtp', providerMessageId: String(info.messageId ?? mail.messageIdHeader) };
      } catch (error) {
        const code = Number((error as { responseCode?: unknown }).responseCode);
        if (code >= 500 && code < 600) throw new ProviderRefused(String((error as Error).message), { cause: error });
        throw error;
      }
    },
  };
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The address of MAIL_FROM (`Name <a@b>` or `a@b`). */
const addressOf = (from: string): string => /<([^>]+)>/.exec(from)?.[1] ?? from.trim();

/** The one-click unsubscribe link of a contact. */
export const unsubscribeUrl = (publicUrl: string, token: string): string => `${publicUrl}/mail/unsubscribe/${token}`;

/** A message as it is mailed: personalised, with the visible unsubscribe link and the List-Unsubscribe headers. */
export function compose(message: campaigns.MessageToSend, config: Pick<Config, 'mailFrom' | 'publicUrl'>): MarketingMail {
  const link = unsubscribeUrl(config.publicUrl, message.unsubscribe_token);
  const fill = (text: string, html: boolean) =>
    text.replace(/\{\{\s*(first_name|last_name|email)\s*\}\}/g, (_, name: string) => {
      const value = name === 'email' ? message.to_address : ((name === 'first_name' ? message.first_name : message.last_name) ?? '');
      return html ? escapeHtml(value) : value;
    });
  const html = `${fill(message.html, true)}\n<p style="font-size:12px;color:#667085">You receive this mail from ${escapeHtml(message.sender_name)}. <a href="${escapeHtml(link)}">Unsubscribe</a></p>`;
  const text = `${fill(message.html, false).replace(/<[^>]*>/g, ' ').replace(/[ \t]+/g, ' ').trim()}\n\nUnsubscribe: ${link}\n`;
  const domain = /@([A-Za-z0-9.-]+)$/.exec(addressOf(config.mailFrom))?.[1]?.toLowerCase() ?? 'unipath.invalid';
  return {
    messageId: message.message_id,
    messageIdHeader: `<nurture-${message.message_id}.${message.message_token}@${domain}>`,
    to: message.to_address,
    from: `"${message.sender_name.replace(/["\\\r\n]/g, '')}" <${addressOf(config.mailFrom)}>`,
    replyTo: message.reply_to,
    subject: fill(message.subject, false),
    html,
    text,
    cc: message.cc.length > 0 ? message.cc : undefined,
    headers: { 'List-Unsubscribe': `<${link}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

/** A batch job's payload: the id of what it sends (`idKey`) and the batch number; anything else fails the job for good. */
function batchPayload(payload: unknown, idKey: 'send_id' | 'campaign_id', kind: string): { id: number; batch: number } {
  const p = payload as Record<string, unknown> | null;
  const id = p?.[idKey];
  const batch = p?.batch;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || typeof batch !== 'number' || !Number.isSafeInteger(batch) || batch < 0) {
    throw new PermanentJobError(`${kind} needs ${idKey} and batch, got ${JSON.stringify(payload)}`);
  }
  return { id, batch };
}

type SenderConfig = Pick<Config, 'mailFrom' | 'publicUrl' | 'smtpUrl' | 'brevoApiKey' | 'brevoApiUrl'>;

/** The mail provider the configuration names: Brevo (BREVO_API_KEY), else SMTP (SMTP_URL), else the local mailbox. */
export function configuredMailProvider(db: Db, config: SenderConfig): MailProvider {
  if (config.brevoApiKey) return brevoMailProvider({ apiKey: config.brevoApiKey, apiUrl: config.brevoApiUrl });
  return config.smtpUrl ? smtpMailProvider(config.smtpUrl) : localMailProvider(db);
}

export function makeSender({ db, config, log }: { db: Db; config: SenderConfig; log: Deps['log'] }, provider?: MailProvider) {
  const mailer = provider ?? configuredMailProvider(db, config);

  /**
   * One message: answers the temporary failure to retry it later, or null (sent, failed for good, or not open).
   * `final`: this is the last attempt, so a temporary failure fails the message too.
   */
  async function sendOne(messageId: number, final: boolean): Promise<Error | null> {
    const message = await db.transaction(async (tx) => {
      const started = await campaigns.startMessage(tx, messageId);
      // A single mail suppressed since it was queued is skipped, and its hold comes back, in one transaction.
      if (started === 'skipped') await sends.releaseUnsent(tx, messageId);
      return started;
    });
    if (!message || message === 'skipped') return null;
    if (message.attempts > 1) log.info({ messageId, attempt: message.attempts }, 'offering a mail again (an earlier attempt did not finish)');
    let answer: ProviderAnswer;
    try {
      answer = await mailer.send(compose(message, config));
    } catch (error) {
      const text = String((error as Error).message ?? error);
      if (error instanceof ProviderRefused || final) {
        await db.transaction(async (tx) => {
          await campaigns.markMessageFailed(tx, messageId, text);
          await sends.releaseUnsent(tx, messageId);
        });
        return null;
      }
      await campaigns.markMessageRetrying(db, messageId, text);
      return error instanceof Error ? error : new Error(text);
    }
    await db.transaction(async (tx) => {
      if (!(await campaigns.markMessageSent(tx, messageId, answer.provider, answer.providerMessageId))) return;
      const campaign = message.campaign_id;
      // A message that holds nothing of its own (a drip step: its enrolment pays) writes no spend here.
      if (message.credits > 0) await ledger.appendEntry(tx, {
        userId: message.owner_user_id, kind: 'spend', credits: message.credits, service: 'email_campaign',
        referenceType: campaign === null ? 'message' : 'email_campaign', referenceId: campaign ?? messageId,
        description: `Email to ${message.to_address}`.slice(0, 300), key: `spend:message:${messageId}`,
      });
      if (answer.deliveredEventId) await campaigns.recordEvent(tx, messageId, answer.provider, answer.deliveredEventId, 'delivered');
    });
    return null;
  }

  /** Ends a campaign with no open message left: releases what was held and not spent, and marks it sent or failed. */
  async function finish(campaignId: number): Promise<void> {
    await db.transaction(async (tx) => {
      const row = await campaigns.findCampaign(tx, campaignId, true);
      if (!row || (row.status !== 'sending' && row.status !== 'scheduled')) return;
      if ((await campaigns.openMessageCount(tx, campaignId)) > 0) return;
      await releaseUnused(tx, {
        userId: row.owner_user_id, service: 'email_campaign', referenceType: 'email_campaign', referenceId: campaignId,
        description: `Email campaign "${row.name}": credits not used`,
      });
      const counts = (await campaigns.countsOf(tx, [campaignId])).get(campaignId)!;
      const failed = counts.sent === 0 && counts.failed > 0;
      await campaigns.finishCampaign(tx, campaignId, failed ? 'failed' : 'sent', failed ? 'no message was accepted by the mail provider' : null);
    });
  }

  return {
    provider: mailer.name,

    /** The nurturing.email-batch job. */
    async sendBatch(payload: unknown, job: JobContext): Promise<void> {
      const { id: campaignId, batch } = batchPayload(payload, 'campaign_id', 'nurturing.email-batch');
      const row = await campaigns.findCampaign(db, campaignId);
      if (!row) throw new PermanentJobError(`no campaign ${campaignId}`);
      if (row.status === 'sent' || row.status === 'failed' || row.status === 'draft') return;
      if (row.status === 'scheduled') await campaigns.markSending(db, campaignId);
      let retry: Error | null = null;
      for (const messageId of await campaigns.openMessagesOfBatch(db, campaignId, batch)) {
        if (job.signal.aborted) throw new Error('the lease of this batch was lost');
        retry = (await sendOne(messageId, job.attempt >= job.maxAttempts)) ?? retry;
      }
      if (retry) throw retry;
      await finish(campaignId);
    },

    finish,

    /** The nurturing.mail-send job: the open messages of one batch of a single-mail send. */
    async sendSingles(payload: unknown, job: JobContext): Promise<void> {
      const { id: sendId, batch } = batchPayload(payload, 'send_id', 'nurturing.mail-send');
      let retry: Error | null = null;
      for (const messageId of await sends.openMessagesOfSend(db, sendId, batch)) {
        if (job.signal.aborted) throw new Error('the lease of this send was lost');
        retry = (await sendOne(messageId, job.attempt >= job.maxAttempts)) ?? retry;
      }
      if (retry) throw retry;
    },

    /**
     * One message offered now by another job (a drip step): answers the temporary failure to retry later, or null
     * (sent, failed for good, skipped, or no longer open). `final`: the caller's last attempt.
     */
    sendMessage: (messageId: number, final: boolean): Promise<Error | null> => sendOne(messageId, final),

    /** A single mail sent at once, in the request that queued it (its job is the fallback); a temporary failure leaves it queued. */
    sendNow: async (messageId: number): Promise<void> => {
      await sendOne(messageId, false);
    },

    /**
     * The schedule's sweep: open messages of a sending campaign untouched for 6 hours (far beyond the batch's 10
     * attempts) are failed and their campaigns ended, so no hold stays unreleased. Answers the campaigns ended.
     */
    async sweepStale(): Promise<number> {
      const touched = await campaigns.failStaleMessages(db, STALE_HOURS);
      for (const campaignId of touched) await finish(campaignId);
      const singles = await db.transaction((tx) => sends.failStaleSingles(tx, STALE_HOURS));
      return touched.length + singles;
    },
  };
}

export type Sender = ReturnType<typeof makeSender>;
