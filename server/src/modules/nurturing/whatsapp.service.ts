// WhatsApp sending: one message to a lead (template or, inside the 24-hour window, a session text), to a student
// (the portal's own service message, not charged), and broadcasts of a template to many leads. Each call is ONE
// transaction: the Idempotency-Key claimed, the credits held (422 and nothing written when short), the message rows
// queued (each with its own idempotency key) and their jobs enqueued. Nothing is sent before it commits.
import { createHash, randomUUID } from 'node:crypto';
import type { PortalBody, PortalOperations } from '../../contract-types.ts';
import type { Queryable } from '../../db/types.ts';
import type { Caller } from '../../domain/caller.ts';
import { Conflict, NotFound, Unprocessable } from '../../domain/errors.ts';
import type { Deps } from '../../platform/deps.ts';
import { keepAnswer } from './campaigns.repository.ts';
import { claimIdempotencyKey } from './idempotency.ts';
import * as ledger from './credits.repository.ts';
import type { Answer, Body } from './nurturing-types.ts';
import { WHATSAPP_BATCH, WHATSAPP_SEND } from './whatsapp-sender.service.ts';
import { toBroadcasts, toMessage } from './whatsapp-views.ts';
import * as reads from './whatsapp-reads.repository.ts';
import * as wa from './whatsapp.repository.ts';

/** Messages per broadcast batch job, and the attempts a job gets (the queue's backoff: about 40 minutes in all). */
export const WA_BATCH_SIZE = 50;
export const WA_ATTEMPTS = 10;
/** The customer-service window: a free-form text only this long after the number's last inbound message. */
export const SESSION_WINDOW_MS = 24 * 3600 * 1000;

type Variable = NonNullable<Body<'sendLeadWhatsAppMessage'>['variables']>[number];
type StudentAnswer = PortalOperations['sendStudentWhatsAppMessage']['responses'][200]['content']['application/json']['data'];

/** A WhatsApp address: digits with the country code (a 10-digit number is Indian, as the leads' mobile key reads it). */
export function whatsappAddress(mobile: string | null): string | null {
  if (!mobile) return null;
  const digits = mobile.replace(/\D/g, '');
  const full = digits.length === 10 ? `91${digits}` : digits;
  return /^[0-9]{8,15}$/.test(full) ? full : null;
}

const rateKind = (category: wa.Category): string => `whatsapp_${category}`;
const fill = (body: string, params: string[]) => body.replace(/\{\{\s*(\d+)\s*\}\}/g, (all, n: string) => params[Number(n) - 1] ?? all);
const hashOf = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

function valueOf(variable: Variable, person: wa.Person): string {
  if (variable.text !== undefined) return variable.text;
  const name = [person.first_name, person.last_name].filter(Boolean).join(' ');
  const values: Record<string, string | null> = {
    first_name: person.first_name, last_name: person.last_name, full_name: name, email: person.email, mobile: person.mobile, owner_name: person.owner_name,
  };
  return values[variable.lead_field ?? ''] || '-';
}

export function makeWhatsAppService({ db, clock, jobs }: Pick<Deps, 'db' | 'clock' | 'jobs'>, providerName: 'gupshup' | 'local') {
  /** An approved template the caller may use; 422 naming `field` otherwise, and when the values do not match it. */
  async function usableTemplate(q: Queryable, by: { id?: number; name?: string }, ownerId: number, field: string, values: number, valuesField: string): Promise<wa.TemplateRow> {
    const template = await wa.findTemplate(q, by, ownerId);
    if (!template) throw new NotFound(`${field}: no WhatsApp template ${by.id ?? by.name}`, [{ field, message: 'is not a WhatsApp template' }]);
    if (template.status !== 'approved') throw new Unprocessable(`the template is ${template.status}, not approved`, [{ field, message: `is ${template.status}, not approved` }]);
    if (values !== template.variables.length) {
      throw new Unprocessable(`the template has ${template.variables.length} variables, ${values} given`, [{ field: valuesField, message: `must have ${template.variables.length} values` }]);
    }
    return template;
  }

  /** Holds credits on the ledger under the user's lock (422 naming `field`, nothing written, when short). */
  async function hold(tx: Queryable, e: { userId: number; credits: number; service: 'whatsapp_broadcast' | 'whatsapp_message'; referenceType: 'broadcast' | 'message'; referenceId: number; description: string; field: string }) {
    await ledger.lockLedger(tx, e.userId);
    const balance = await ledger.balanceOf(tx, e.userId);
    if (balance < e.credits) {
      throw new Unprocessable(`insufficient credits: the send costs ${e.credits}, the balance is ${balance}`, [{ field: e.field, message: `costs ${e.credits} credits, the balance is ${balance}` }]);
    }
    const entryId = await ledger.appendEntry(tx, {
      userId: e.userId, kind: 'hold', credits: e.credits, service: e.service, referenceType: e.referenceType, referenceId: e.referenceId,
      description: e.description.slice(0, 300), key: `hold:${e.referenceType}:${e.referenceId}`, createdBy: e.userId,
    });
    return { entryId, balanceAfter: balance - e.credits };
  }

  async function windowOpen(q: Queryable, address: string): Promise<boolean> {
    const last = await wa.lastInboundAt(q, address);
    return last !== null && clock.now().getTime() - last.getTime() < SESSION_WINDOW_MS;
  }

  return {
    /** sendLeadWhatsAppMessage: one template (or a session text within the window) to a lead the caller reaches. */
    async sendToLead(caller: Caller, idempotencyKey: string, body: Body<'sendLeadWhatsAppMessage'>): Promise<Answer<'sendLeadWhatsAppMessage'>> {
      const bodyHash = hashOf(body);
      return db.transaction(async (tx) => {
        const kept = await claimIdempotencyKey(tx, caller.userId, 'sendLeadWhatsAppMessage', idempotencyKey, bodyHash);
        if (kept) return kept as Answer<'sendLeadWhatsAppMessage'>;
        const [lead] = await wa.leadsByIds(tx, [body.lead_id]);
        if (!lead) throw new NotFound(`body/lead_id: no lead ${body.lead_id}`, [{ field: 'body/lead_id', message: 'is not a lead' }]);
        const to = whatsappAddress(lead.mobile);
        if (!to) throw new Unprocessable('the lead has no WhatsApp number', [{ field: 'body/lead_id', message: 'has no WhatsApp number' }]);
        if ((await wa.suppressedOf(tx, caller.userId, [to])).size > 0) throw new Unprocessable('the lead opted out of WhatsApp (STOP)', [{ field: 'body/lead_id', message: 'opted out of WhatsApp' }]);
        let kind: 'template' | 'text' = 'text';
        let template: wa.TemplateRow | null = null;
        let params: string[] = [];
        let text = body.text ?? '';
        if (body.template_id !== undefined) {
          kind = 'template';
          template = await usableTemplate(tx, { id: body.template_id }, caller.userId, 'body/template_id', body.variables?.length ?? 0, 'body/variables');
          params = (body.variables ?? []).map((v) => valueOf(v, lead));
          text = fill(template.body, params);
        } else if (!(await windowOpen(tx, to))) {
          throw new Unprocessable('a free-form text is allowed only within 24 hours of the lead\'s last message; send a template', [
            { field: 'body/text', message: 'the 24-hour window is closed: send a template' },
          ]);
        }
        const rate = await ledger.rateOf(tx, template ? rateKind(template.category) : 'whatsapp_session');
        const messageId = await wa.insertMessage(tx, {
          ownerId: caller.userId, to, key: `whatsapp:send:${caller.userId}:${idempotencyKey}`, credits: rate, batch: 0, broadcastId: null, leadId: lead.id,
          studentUserId: null, kind, templateId: template?.template_id ?? null, params, body: text, sentBy: caller.userId,
        });
        if (messageId === undefined) throw new Conflict('a message with this Idempotency-Key exists');
        const held = await hold(tx, {
          userId: caller.userId, credits: rate, service: 'whatsapp_message', referenceType: 'message', referenceId: messageId,
          description: `WhatsApp ${template ? `template ${template.name}` : 'message'} to ${to}`, field: 'body/lead_id',
        });
        await jobs.enqueue(tx, WHATSAPP_SEND, { message_id: messageId }, { key: `wa:${messageId}`, maxAttempts: WA_ATTEMPTS });
        const answer: Answer<'sendLeadWhatsAppMessage'> = {
          message: toMessage((await reads.outbound(tx, messageId))!, lead.id),
          charge: { contacts: 1, credit_per_lead: rate, credits_debited: rate, balance_after: held.balanceAfter, ct_id: held.entryId },
        };
        await keepAnswer(tx, caller.userId, 'sendLeadWhatsAppMessage', idempotencyKey, 201, answer);
        return answer;
      });
    },

    /** sendStudentWhatsAppMessage: the portal's service message to a student (not charged). */
    async sendToStudent(caller: Caller, idempotencyKey: string | undefined, body: PortalBody<'sendStudentWhatsAppMessage'>): Promise<StudentAnswer> {
      const key = idempotencyKey ?? randomUUID();
      const bodyHash = hashOf(body);
      return db.transaction(async (tx) => {
        const kept = await claimIdempotencyKey(tx, caller.userId, 'sendStudentWhatsAppMessage', key, bodyHash);
        if (kept) return kept as StudentAnswer;
        const student = await wa.studentById(tx, body.student_user_id);
        if (!student) throw new NotFound(`body/student_user_id: no student ${body.student_user_id}`, [{ field: 'body/student_user_id', message: 'is not a student' }]);
        const to = whatsappAddress(student.mobile);
        if (!to) throw new Unprocessable('the student has no mobile', [{ field: 'body/student_user_id', message: 'has no WhatsApp number' }]);
        if ((await wa.suppressedOf(tx, caller.userId, [to])).size > 0) throw new Unprocessable('the student opted out of WhatsApp (STOP)', [{ field: 'body/student_user_id', message: 'opted out of WhatsApp' }]);
        let template: wa.TemplateRow | null = null;
        const params = body.template_params ?? [];
        if (body.template_name !== undefined) {
          template = await usableTemplate(tx, { name: body.template_name }, caller.userId, 'body/template_name', params.length, 'body/template_params');
        } else if (!(await windowOpen(tx, to))) {
          throw new Unprocessable('a free-form message is allowed only within 24 hours of the student\'s last message; send a template', [
            { field: 'body/message', message: 'the 24-hour window is closed: send a template' },
          ]);
        }
        const messageId = await wa.insertMessage(tx, {
          ownerId: caller.userId, to, key: `whatsapp:student:${caller.userId}:${key}`, credits: 0, batch: 0, broadcastId: null, leadId: null,
          studentUserId: student.id, kind: template ? 'template' : 'text', templateId: template?.template_id ?? null, params,
          body: template ? fill(template.body, params) : body.message!, sentBy: caller.userId,
        });
        if (messageId === undefined) throw new Conflict('a message with this Idempotency-Key exists');
        await jobs.enqueue(tx, WHATSAPP_SEND, { message_id: messageId }, { key: `wa:${messageId}`, maxAttempts: WA_ATTEMPTS });
        const answer: StudentAnswer = {
          message_id: messageId, provider: providerName, to: student.mobile!, delivery_status: 'queued', sent_at: clock.now().toISOString(),
        };
        await keepAnswer(tx, caller.userId, 'sendStudentWhatsAppMessage', key, 200, answer);
        return answer;
      });
    },

    /**
     * sendBulkWhatsAppMessage: a broadcast, started in ONE transaction — the key claimed, the sendable leads' messages
     * queued in batches, the cost held (422, nothing written, when short), one job per batch enqueued.
     */
    async broadcast(caller: Caller, idempotencyKey: string, body: Body<'sendBulkWhatsAppMessage'>): Promise<Answer<'sendBulkWhatsAppMessage'>> {
      const bodyHash = hashOf(body);
      let scheduledAt: Date | null = null;
      if (body.scheduled_at !== undefined) {
        scheduledAt = new Date(body.scheduled_at);
        if (scheduledAt.getTime() <= clock.now().getTime()) throw new Unprocessable('scheduled_at is in the past', [{ field: 'body/scheduled_at', message: 'must be in the future' }]);
      }
      return db.transaction(async (tx) => {
        const kept = await claimIdempotencyKey(tx, caller.userId, 'sendBulkWhatsAppMessage', idempotencyKey, bodyHash);
        if (kept) return kept as Answer<'sendBulkWhatsAppMessage'>;
        const variables = body.variables ?? [];
        const template = await usableTemplate(tx, { id: body.template_id }, caller.userId, 'body/template_id', variables.length, 'body/variables');
        const leads = await wa.leadsByIds(tx, body.lead_ids);
        const addresses = leads.map((lead) => whatsappAddress(lead.mobile));
        const suppressed = await wa.suppressedOf(tx, caller.userId, addresses.filter((a): a is string => a !== null));
        const skipped: Array<{ lead_id: number; reason: 'no_mobile' | 'opted_out' }> = [];
        const sendable: Array<{ lead: wa.Person; to: string }> = [];
        leads.forEach((lead, i) => {
          const to = addresses[i];
          if (!to) skipped.push({ lead_id: lead.id, reason: 'no_mobile' });
          else if (suppressed.has(to)) skipped.push({ lead_id: lead.id, reason: 'opted_out' });
          else sendable.push({ lead, to });
        });
        if (sendable.length === 0) throw new Unprocessable('no lead can be messaged (no WhatsApp number, or opted out)', [{ field: 'body/lead_ids', message: 'has no lead that can be messaged' }]);
        const rate = await ledger.rateOf(tx, rateKind(template.category));
        const cost = sendable.length * rate;
        const broadcastId = await wa.insertBroadcast(tx, {
          ownerId: caller.userId, name: body.name, templateId: template.template_id, category: template.category, variables,
          status: scheduledAt ? 'scheduled' : 'sending', scheduledAt: scheduledAt?.toISOString() ?? null, rate, recipients: sendable.length, skipped, held: cost,
        });
        const held = await hold(tx, {
          userId: caller.userId, credits: cost, service: 'whatsapp_broadcast', referenceType: 'broadcast', referenceId: broadcastId,
          description: `WhatsApp broadcast "${body.name}": ${sendable.length} × ${rate} credits`, field: 'body/lead_ids',
        });
        for (const [i, { lead, to }] of sendable.entries()) {
          const params = variables.map((v) => valueOf(v, lead));
          await wa.insertMessage(tx, {
            ownerId: caller.userId, to, key: `whatsapp:broadcast:${broadcastId}:${lead.id}`, credits: rate, batch: Math.floor(i / WA_BATCH_SIZE),
            broadcastId, leadId: lead.id, studentUserId: null, kind: 'template', templateId: template.template_id, params, body: fill(template.body, params), sentBy: caller.userId,
          });
        }
        const batches = Math.ceil(sendable.length / WA_BATCH_SIZE);
        for (let batch = 0; batch < batches; batch++) {
          await jobs.enqueue(tx, WHATSAPP_BATCH, { broadcast_id: broadcastId, batch }, { key: `${broadcastId}:${batch}`, runAt: scheduledAt ?? undefined, maxAttempts: WA_ATTEMPTS });
        }
        const [broadcast] = await toBroadcasts(tx, [(await wa.findBroadcast(tx, broadcastId))!]);
        const answer: Answer<'sendBulkWhatsAppMessage'> = {
          broadcast, skipped,
          charge: { contacts: sendable.length, credit_per_lead: rate, credits_debited: cost, balance_after: held.balanceAfter, ct_id: held.entryId },
        };
        await keepAnswer(tx, caller.userId, 'sendBulkWhatsAppMessage', idempotencyKey, 201, answer);
        return answer;
      });
    },
  };
}

export type WhatsAppService = ReturnType<typeof makeWhatsAppService>;
