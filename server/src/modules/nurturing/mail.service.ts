// Single mails (issue 12): one mail to a lead (sendLeadMail) and one mail to each of several students
// (sendBulkMailToStudents), through the same message table, ledger and jobs as campaigns. In ONE transaction: the
// daily limit and the balance are checked (422 and nothing written when short), a send row keeps the content, one
// message per recipient is queued with its idempotency key and holds the email rate (hold:message:<id>), and a job
// per batch of 50 is enqueued. The sender spends a message's hold when the provider accepts it and releases it when
// it fails or its address was suppressed meanwhile. Also the lookups of leads' emails and mobiles, and the provider's
// templates (Brevo's when configured, our shared templates otherwise).
import { createHash } from 'node:crypto';
import type { Queryable } from '../../db/types.ts';
import type { Caller } from '../../domain/caller.ts';
import { Invalid, NotFound, Unprocessable } from '../../domain/errors.ts';
import { pageWindow, toPage } from '../../domain/lists/index.ts';
import type { Deps } from '../../platform/deps.ts';
import type { PortalBody } from '../../contract-types.ts';
import { sanitiseMobile } from '../leads/index.ts';
import { brevoTemplates } from './brevo.provider.ts';
import { BATCH_SIZE, DAILY_EMAIL_LIMIT } from './campaigns.service.ts';
import * as campaigns from './campaigns.repository.ts';
import { claimIdempotencyKey } from './idempotency.ts';
import { emailSuppressions } from './contacts.repository.ts';
import * as ledger from './credits.repository.ts';
import { cleanHtml } from './html-clean.ts';
import * as sends from './mail.repository.ts';
import type { Answer, Body, Query } from './nurturing-types.ts';
import type { Sender } from './sender.service.ts';

/** The job kind that sends one batch of a single-mail send. */
export const MAIL_SEND = 'nurturing.mail-send';
/** A lead mail is offered at once in its request; its job is the fallback, due this much later. */
const FALLBACK_SECONDS = 120;
const EMAIL = /^[^\s@<>(),;:"[\]\\]+@[^\s@<>(),;:"[\]\\]+\.[^\s@<>(),;:"[\]\\]+$/;

const normalEmail = (raw: string | null): string | null => {
  const email = raw?.trim().toLowerCase() ?? '';
  return email.length >= 3 && email.length <= 254 && EMAIL.test(email) ? email : null;
};
const startOfDayUtc = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
const fullName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ');
const SUPPRESSED_AS: Record<string, 'unsubscribed' | 'bounced'> = { unsubscribe: 'unsubscribed', hard_bounce: 'bounced', complaint: 'bounced' };

type Content = { kind: 'lead' | 'students'; subject: string; html: string; replyTo: string; cc: string[]; templateId: number | null };

export function makeMailService({ db, clock, jobs, config }: Pick<Deps, 'db' | 'clock' | 'jobs' | 'config'>, sender: Sender) {
  /**
   * Queues the recipients' messages in `tx` after the daily limit and the balance allowed them all (422 otherwise,
   * naming `field`): the send, the messages, a hold of the email rate each, and one job per batch.
   */
  async function queue(tx: Queryable, caller: Caller, content: Content, recipients: sends.Recipient[], field: string, runAt?: Date) {
    const rate = await ledger.rateOf(tx, 'email');
    const used = await sends.emailsUsed(tx, caller.userId, startOfDayUtc(clock.now()));
    if (used + recipients.length > DAILY_EMAIL_LIMIT) {
      throw new Unprocessable(`the daily sending limit leaves ${Math.max(0, DAILY_EMAIL_LIMIT - used)} emails, this send has ${recipients.length}`, [
        { field, message: 'exceeds the daily sending limit' },
      ]);
    }
    const cost = recipients.length * rate;
    await ledger.lockLedger(tx, caller.userId);
    const balance = await ledger.balanceOf(tx, caller.userId);
    if (balance < cost) {
      throw new Unprocessable(`insufficient credits: the send costs ${cost}, the balance is ${balance}`, [
        { field, message: `costs ${cost} credits, the balance is ${balance}` },
      ]);
    }
    const sendId = await sends.insertSend(tx, {
      ownerId: caller.userId, kind: content.kind, subject: content.subject, html: content.html, replyTo: content.replyTo, cc: content.cc,
      senderName: fullName(caller.firstName, caller.lastName).slice(0, 80) || 'Unipath', templateId: content.templateId, rate,
    });
    const ids = await sends.queueSingles(tx, sendId, caller.userId, recipients, rate, BATCH_SIZE);
    for (const [i, messageId] of ids.entries()) {
      await ledger.appendEntry(tx, {
        userId: caller.userId, kind: 'hold', credits: rate, service: 'email_campaign', referenceType: 'message', referenceId: messageId,
        description: `Email to ${recipients[i].email}`.slice(0, 300), key: `hold:message:${messageId}`, createdBy: caller.userId,
      });
    }
    for (let batch = 0; batch * BATCH_SIZE < ids.length; batch++) {
      await jobs.enqueue(tx, MAIL_SEND, { send_id: sendId, batch }, { key: `${sendId}:${batch}`, maxAttempts: 10, runAt });
    }
    return { sendId, ids, rate };
  }

  async function leadMailAnswer(messageId: number): Promise<Answer<'sendLeadMail'>> {
    const view = (await sends.singleView(db, messageId))!;
    const sent = view.status === 'sent' || view.status === 'delivered';
    const failed = view.status === 'failed' || view.status === 'skipped';
    const credits = (await ledger.referenceTotals(db, 'message', messageId)).held;
    return {
      log_id: view.message_id, message_id: sent ? view.provider_message_id : null, lead_id: view.lead_id ?? 0, to: view.to_address,
      subject: view.subject, sent_at: sent && view.sent_at ? view.sent_at.toISOString() : null,
      send_status: sent ? 'sent' : failed ? 'failed' : 'queued', credits, error: view.last_error,
    };
  }

  return {
    async sendLeadMail(caller: Caller, idempotencyKey: string, body: Body<'sendLeadMail'>): Promise<Answer<'sendLeadMail'>> {
      const bodyHash = createHash('sha256').update(JSON.stringify(body)).digest('hex');
      const [lead] = await sends.leadAddresses(db, [body.lead_id]);
      if (!lead) throw new NotFound(`body/lead_id: no lead ${body.lead_id}`);
      if (body.template_id === undefined && (body.subject === undefined || body.html_content === undefined)) {
        throw new Invalid([{ field: 'body/template_id', message: 'is required unless subject and html_content are given' }]);
      }
      let subject = body.subject;
      let html = body.html_content;
      if (body.template_id !== undefined) {
        const template = await campaigns.findEmailTemplate(db, body.template_id, caller.userId);
        if (!template) throw new NotFound(`body/template_id: no template ${body.template_id}`, [{ field: 'body/template_id', message: 'is not a mail template' }]);
        if (!template.active) throw new Unprocessable('the template is inactive', [{ field: 'body/template_id', message: 'is inactive' }]);
        subject ??= template.subject ?? undefined;
        html ??= template.html_content;
      }
      if (!subject) throw new Unprocessable('the mail has no subject', [{ field: 'body/subject', message: 'is needed: the template has none' }]);
      const email = normalEmail(lead.email);
      const messageId = await db.transaction(async (tx) => {
        const kept = await claimIdempotencyKey(tx, caller.userId, 'sendLeadMail', idempotencyKey, bodyHash);
        if (kept !== undefined) return { id: (kept as { message_id: number }).message_id, fresh: false };
        if (!email) throw new Unprocessable(`lead ${lead.lead_id} has no valid email address`, [{ field: 'body/lead_id', message: 'has no valid email address' }]);
        const suppressed = (await emailSuppressions(tx, caller.userId, [email])).get(email);
        if (suppressed) throw new Unprocessable(`${email} is suppressed for you (${suppressed})`, [{ field: 'body/lead_id', message: `its address is suppressed (${suppressed})` }]);
        const { ids } = await queue(tx, caller, {
          kind: 'lead', subject: subject!, html: html!, replyTo: body.reply_to ?? caller.email, cc: body.cc ?? [], templateId: body.template_id ?? null,
        }, [{ email, firstName: lead.first_name, lastName: lead.last_name, leadId: lead.lead_id, studentId: null }], 'body/lead_id',
        new Date(clock.now().getTime() + FALLBACK_SECONDS * 1000));
        const queued = ids[0]!;
        await campaigns.keepAnswer(tx, caller.userId, 'sendLeadMail', idempotencyKey, 201, { message_id: queued });
        return { id: queued, fresh: true };
      });
      if (messageId.fresh) await sender.sendNow(messageId.id);
      return leadMailAnswer(messageId.id);
    },

    async bulkToStudents(caller: Caller, body: PortalBody<'sendBulkMailToStudents'>) {
      const students = await sends.studentAddresses(db, body.student_user_ids);
      const found = new Set(students.map((s) => s.user_id));
      const missing = body.student_user_ids.findIndex((id) => !found.has(id));
      if (missing >= 0) throw new NotFound(`body/student_user_ids/${missing}: no student ${body.student_user_ids[missing]}`);
      const html = cleanHtml(body.body_html);
      return db.transaction(async (tx) => {
        const skipped: Array<{ student_user_id: number; reason: 'no_email' | 'unsubscribed' | 'bounced' }> = [];
        const emails = new Map(students.map((s) => [s.user_id, normalEmail(s.email)]));
        const suppressions = await emailSuppressions(tx, caller.userId, [...emails.values()].filter((e): e is string => e !== null));
        const recipients: sends.Recipient[] = [];
        const seen = new Set<string>();
        for (const student of students) {
          const email = emails.get(student.user_id) ?? null;
          if (!email) skipped.push({ student_user_id: student.user_id, reason: 'no_email' });
          else if (suppressions.has(email)) skipped.push({ student_user_id: student.user_id, reason: SUPPRESSED_AS[suppressions.get(email)!] ?? 'unsubscribed' });
          else if (!seen.has(email)) {
            seen.add(email);
            recipients.push({ email, firstName: student.first_name, lastName: student.last_name, leadId: null, studentId: student.user_id });
          }
        }
        const { sendId, ids } = await queue(tx, caller, {
          kind: 'students', subject: body.subject, html, replyTo: body.reply_to ?? caller.email, cc: [], templateId: null,
        }, recipients, 'body/student_user_ids');
        return { batch_id: `mail-send-${sendId}`, queued: ids.length, skipped };
      });
    },

    async leadEmails(body: Body<'listLeadEmails'>): Promise<Answer<'listLeadEmails'>> {
      const leads = await sends.leadAddresses(db, body.lead_ids);
      return { items: leads.map((l) => ({ lead_id: l.lead_id, lead_name: fullName(l.first_name, l.last_name), email: normalEmail(l.email) })) };
    },

    async leadPhones(body: Body<'listLeadPhones'>): Promise<Answer<'listLeadPhones'>> {
      const leads = await sends.leadAddresses(db, body.lead_ids);
      return {
        items: leads.map((l) => {
          const mobile = l.mobile ? sanitiseMobile(l.mobile) : null;
          return { lead_id: l.lead_id, lead_name: fullName(l.first_name, l.last_name), mobile: mobile && /^\+?[0-9]{6,15}$/.test(mobile) ? mobile : null };
        }),
      };
    },

    /** Brevo's templates when BREVO_API_KEY is set (`source: brevo`), our shared mail templates otherwise (`source: local`). */
    async templates(query: Query<'listBrevoTemplates'>): Promise<Answer<'listBrevoTemplates'>> {
      const window = pageWindow(query);
      if (config.brevoApiKey) {
        const page = await brevoTemplates(
          { apiKey: config.brevoApiKey, apiUrl: config.brevoApiUrl },
          { limit: window.limit, offset: window.offset, activeOnly: query.active_only ?? true },
        );
        return { ...toPage(window, page.items, page.total), source: 'brevo' };
      }
      const rows = await campaigns.sharedEmailTemplates(db, undefined);
      const items = rows.map((row) => ({
        id: row.template_id, name: row.name, subject: row.subject ?? '', sender_name: null, sender_email: null, is_active: true, tag: null,
        modified_at: row.created_at.toISOString(),
      }));
      return { ...toPage(window, items.slice(window.offset, window.offset + window.limit), items.length), source: 'local' };
    },
  };
}

export type MailService = ReturnType<typeof makeMailService>;
