// Drip nurturing: services are step sequences (email or WhatsApp template at a day offset); enrolling a lead holds the
// steps' credits and writes its steps, due at the start + their offsets. The schedule `drip-steps` (every minute, once
// across servers) stops enrolments whose lead converted, closed or opted out, and puts due steps on the queue; the job
// `nurturing.drip-step` (key <enrolment>:<step>: one per step, ever) sends one step through the mail or WhatsApp
// sender, which keeps each message exactly once (its own idempotency key, queued → sending → sent).
//
// Credits, per enrolment (reference `enrolment`): hold:enrolment:<id> = steps × the nurture-step rate at enrolment;
// spend:enrolment:<id>:step:<n> when the provider accepted step n; release:enrolment:<id>:step:<n> when it failed or
// was skipped (suppressed); release:enrolment:<id>:stop for the steps a stop cancelled. Every key UNIQUE, so a step
// run again after a crash writes nothing twice; once every step is final, held = spent + released.
import { createHash } from 'node:crypto';
import type { Queryable } from '../../db/types.ts';
import type { Caller } from '../../domain/caller.ts';
import { Conflict, NotFound, Unprocessable } from '../../domain/errors.ts';
import type { Deps } from '../../platform/deps.ts';
import { sanitiseMobile } from '../leads/index.ts';
import { makeDripRunner, queueSteps, stopEnrolment } from './drip-steps.service.ts';
import { answerOnce } from './idempotency.ts';
import * as ledger from './credits.repository.ts';
import * as repo from './drip.repository.ts';
import type { Answer, Body, Query } from './nurturing-types.ts';
import type { Sender } from './sender.service.ts';
import type { WhatsAppSender } from './whatsapp-sender.service.ts';
import { SESSION_WINDOW_MS, whatsappAddress } from './whatsapp.service.ts';
import * as wa from './whatsapp.repository.ts';

const DAY_MS = 86_400_000;
const EMAIL = /^[^\s@<>(),;:"[\]\\]+@[^\s@<>(),;:"[\]\\]+\.[^\s@<>(),;:"[\]\\]+$/;

type Enrolment = Answer<'getLeadNurturing'>['enrolments'][number];
type SkipReason = Answer<'startBulkLeadNurture'>['skipped'][number]['reason'];

const normalEmail = (raw: string | null): string | null => {
  const email = raw?.trim().toLowerCase() ?? '';
  return email.length >= 3 && email.length <= 254 && EMAIL.test(email) ? email : null;
};
const hashOf = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');
const iso = (value: string | Date | null): string | null => (value === null ? null : new Date(value).toISOString());
const FINAL = new Set(['sent', 'skipped', 'failed', 'cancelled']);

function toEnrolment(row: repo.EnrolmentRow): Enrolment {
  const steps = row.steps ?? [];
  const next = row.status === 'active' ? steps.filter((s) => s.status === 'scheduled').map((s) => s.due_at).sort()[0] ?? null : null;
  return {
    enrolment_id: row.enrolment_id, ns_id: row.ns_id, service_name: row.service_name, lead_id: row.lead_id, mode: row.mode, status: row.status,
    stop_reason: row.stop_reason, started_at: row.started_at.toISOString(), completed_at: iso(row.ended_at), next_step_at: iso(next),
    steps_total: steps.length, steps_done: steps.filter((s) => FINAL.has(s.status) && s.status !== 'cancelled').length,
    steps: steps.map((s) => ({
      step_no: s.step_no, channel: s.channel, template_name: s.name, scheduled_at: iso(s.due_at)!, sent_at: iso(s.sent_at),
      status: s.status as Enrolment['steps'][number]['status'], reason: s.reason,
    })),
    enrolled_by_user_id: row.owner_user_id, credits_held: row.credits_held, credits_spent: row.spent, credits_released: row.released,
  };
}

export function makeDripService(
  { db, clock, jobs, log }: Pick<Deps, 'db' | 'clock' | 'jobs' | 'log'>,
  mailSender: Sender,
  whatsappSender: WhatsAppSender,
) {
  function startOf(startAt: string | undefined): Date {
    const now = clock.now();
    if (startAt === undefined) return now;
    const at = new Date(startAt);
    if (at.getTime() < now.getTime() - 60_000) throw new Unprocessable('start_at is in the past', [{ field: 'body/start_at', message: 'must not be in the past' }]);
    return at;
  }

  /** The service, usable for new enrolments (404 unknown, 422 inactive or with a template not approved). */
  async function usableService(q: Queryable, nsId: number): Promise<repo.ServiceRow> {
    const service = await repo.findService(q, nsId);
    if (!service) throw new NotFound(`body/ns_id: no nurturing service ${nsId}`, [{ field: 'body/ns_id', message: 'is not a nurturing service' }]);
    if (!service.active || service.steps.length === 0) throw new Unprocessable('the nurturing service is inactive', [{ field: 'body/ns_id', message: 'is inactive' }]);
    for (const step of service.steps) {
      if (step.template_id === null) continue;
      const template = await wa.findTemplate(q, { id: step.template_id }, 0);
      if (!template || template.status !== 'approved') {
        throw new Unprocessable(`step ${step.step_no} uses a WhatsApp template that is not approved`, [{ field: 'body/ns_id', message: 'uses a WhatsApp template that is not approved' }]);
      }
    }
    return service;
  }

  /**
   * Enrols the leads in `tx`: each checked for the channels' addresses and suppressions, its enrolment inserted (the
   * partial unique index refuses a second active one), then the whole cost checked against the balance under the
   * ledger lock (422 naming `field`, nothing written, when short), one hold per enrolment, the steps written and the
   * steps already due put on the queue.
   */
  async function enrol(tx: Queryable, caller: Caller, service: repo.ServiceRow, leads: repo.LeadFacts[], mode: 'manual' | 'bulk', start: Date, field: string) {
    const needsEmail = service.steps.some((s) => s.channel === 'email');
    const needsWhatsApp = service.steps.some((s) => s.channel === 'whatsapp');
    const addresses = leads.map((lead) => ({ email: needsEmail ? normalEmail(lead.email) : null, whatsapp: needsWhatsApp ? whatsappAddress(lead.mobile) : null }));
    const suppressed = await repo.suppressedAddresses(
      tx, caller.userId, addresses.flatMap((a) => (a.email ? [a.email] : [])), addresses.flatMap((a) => (a.whatsapp ? [a.whatsapp] : [])),
    );
    const rate = await ledger.rateOf(tx, 'nurture_step');
    const perLead = rate * service.steps.length;
    const skipped: Array<{ lead_id: number; reason: SkipReason }> = [];
    const enrolled: Array<{ enrolmentId: number; leadId: number }> = [];
    for (const [i, lead] of leads.entries()) {
      const { email, whatsapp } = addresses[i];
      if (needsEmail && !email) skipped.push({ lead_id: lead.lead_id, reason: 'no_email' });
      else if (needsWhatsApp && !whatsapp) skipped.push({ lead_id: lead.lead_id, reason: 'no_mobile' });
      else if ((email && suppressed.has(`email:${email}`)) || (whatsapp && suppressed.has(`whatsapp:${whatsapp}`))) skipped.push({ lead_id: lead.lead_id, reason: 'opted_out' });
      else {
        const enrolmentId = await repo.insertEnrolment(tx, {
          nsId: service.ns_id, leadId: lead.lead_id, ownerId: caller.userId, mode, email, whatsapp, rate, held: perLead, startedAt: start,
        });
        if (enrolmentId === undefined) skipped.push({ lead_id: lead.lead_id, reason: 'already_enrolled' });
        else enrolled.push({ enrolmentId, leadId: lead.lead_id });
      }
    }
    const cost = perLead * enrolled.length;
    await ledger.lockLedger(tx, caller.userId);
    const balance = await ledger.balanceOf(tx, caller.userId);
    if (balance < cost) {
      throw new Unprocessable(`insufficient credits: the enrolment costs ${cost}, the balance is ${balance}`, [{ field, message: `costs ${cost} credits, the balance is ${balance}` }]);
    }
    let firstEntry: number | null = null;
    const now = clock.now();
    for (const { enrolmentId } of enrolled) {
      const entry = await ledger.appendEntry(tx, {
        userId: caller.userId, kind: 'hold', credits: perLead, service: 'nurturing', referenceType: 'enrolment', referenceId: enrolmentId,
        description: `Nurturing "${service.name}": ${service.steps.length} steps × ${rate} credits`.slice(0, 300), key: `hold:enrolment:${enrolmentId}`, createdBy: caller.userId,
      });
      firstEntry ??= entry;
      const steps = service.steps.map((s) => ({ step_no: s.step_no, channel: s.channel, name: s.name, due_at: new Date(start.getTime() + s.day_offset * DAY_MS) }));
      await repo.insertSteps(tx, enrolmentId, steps);
      await queueSteps(tx, jobs, enrolmentId, steps.filter((s) => s.due_at.getTime() <= now.getTime()).map((s) => s.step_no));
    }
    const charge = { contacts: enrolled.length, credit_per_lead: perLead, credits_debited: cost, balance_after: balance - cost, ct_id: firstEntry };
    return { enrolled, skipped, charge };
  }

  /** getLeadGupshupContact: the lead's WhatsApp number as the provider sees it (opt-in, last inbound, the window, STOP). */
  async function contact(leadId: number): Promise<Answer<'getLeadGupshupContact'>> {
    const [lead] = await repo.leadFacts(db, [leadId]);
    if (!lead) throw new NotFound(`path/id: no lead ${leadId}`);
    const address = whatsappAddress(lead.mobile);
    const mobile = lead.mobile ? sanitiseMobile(lead.mobile) : null;
    const number = mobile && /^\+?[0-9]{6,15}$/.test(mobile) ? mobile : null;
    if (!address) {
      return {
        lead_id: leadId, provider: 'gupshup', registered: false, whatsapp_number: number, opted_in: false, opted_out_at: null,
        last_inbound_at: null, session_window_open: false, session_expires_at: null, suppressed: false,
      };
    }
    const facts = await repo.numberFacts(db, address);
    const expires = facts.last_inbound_at ? new Date(facts.last_inbound_at.getTime() + SESSION_WINDOW_MS) : null;
    return {
      lead_id: leadId, provider: 'gupshup', registered: facts.registered, whatsapp_number: number, opted_in: facts.opted_out_at === null,
      opted_out_at: iso(facts.opted_out_at), last_inbound_at: iso(facts.last_inbound_at),
      session_window_open: expires !== null && expires.getTime() > clock.now().getTime(), session_expires_at: iso(expires),
      suppressed: facts.opted_out_at !== null,
    };
  }

  return {
    ...makeDripRunner({ db, clock, jobs, log }, mailSender, whatsappSender),

    async services(query: Query<'listNurturingServices'>): Promise<Answer<'listNurturingServices'>> {
      const rate = await ledger.rateOf(db, 'nurture_step');
      const rows = await repo.listServices(db, query.include_inactive ?? false);
      return {
        items: rows.map((s) => ({
          ns_id: s.ns_id, name: s.name, description: s.description, active: s.active,
          channels: [...new Set(s.steps.map((p) => p.channel))].sort(), steps: s.steps.length,
          duration_days: Math.max(0, ...s.steps.map((p) => p.day_offset)), credits_per_lead: rate * s.steps.length,
          sequence: s.steps.map((p) => ({ step_no: p.step_no, channel: p.channel, day_offset: p.day_offset, name: p.name, template_id: p.template_id })),
        })),
      };
    },

    /** startManualLeadNurture: one lead (reached: the contract's owns check) in one service. */
    async enrolOne(caller: Caller, idempotencyKey: string, body: Body<'startManualLeadNurture'>): Promise<Answer<'startManualLeadNurture'>> {
      const start = startOf(body.start_at);
      return db.transaction((tx) => answerOnce(tx, caller.userId, 'startManualLeadNurture', idempotencyKey, hashOf(body), 201, async () => {
        const service = await usableService(tx, body.ns_id);
        const leads = await repo.leadFacts(tx, [body.lead_id]);
        if (leads.length === 0) throw new NotFound(`body/lead_id: no lead ${body.lead_id}`, [{ field: 'body/lead_id', message: 'is not a lead' }]);
        const result = await enrol(tx, caller, service, leads, 'manual', start, 'body/lead_id');
        const refused = result.skipped[0];
        if (refused?.reason === 'already_enrolled') throw new Conflict('the lead is already active in this nurturing service', [{ field: 'body/lead_id', message: 'is already enrolled' }]);
        if (refused) {
          const why = { no_email: 'has no valid email address', no_mobile: 'has no WhatsApp number', opted_out: 'opted out (its address is suppressed)' }[refused.reason];
          throw new Unprocessable(`the lead ${why}`, [{ field: 'body/lead_id', message: why }]);
        }
        return { enrolment: toEnrolment((await repo.findEnrolment(tx, result.enrolled[0].enrolmentId))!), charge: result.charge };
      }));
    },

    /** startBulkLeadNurture: many leads (each reached: the contract's owns check), all or nothing on the credits. */
    async enrolMany(caller: Caller, idempotencyKey: string, body: Body<'startBulkLeadNurture'>): Promise<Answer<'startBulkLeadNurture'>> {
      const start = startOf(body.start_at);
      return db.transaction((tx) => answerOnce(tx, caller.userId, 'startBulkLeadNurture', idempotencyKey, hashOf(body), 201, async () => {
        const service = await usableService(tx, body.ns_id);
        const leads = await repo.leadFacts(tx, body.lead_ids);
        const result = await enrol(tx, caller, service, leads, 'bulk', start, 'body/lead_ids');
        if (result.enrolled.length === 0) throw new Unprocessable('no lead can be enrolled', [{ field: 'body/lead_ids', message: 'has no lead that can be enrolled' }]);
        return {
          ns_id: service.ns_id, enrolled: result.enrolled.length, enrolment_ids: result.enrolled.map((e) => e.enrolmentId), skipped: result.skipped, charge: result.charge,
        };
      }));
    },

    /** stopLeadNurture: a manual stop by someone who reaches the lead. */
    async stop(caller: Caller, leadId: number, body: Body<'stopLeadNurture'>): Promise<Answer<'stopLeadNurture'>> {
      return db.transaction(async (tx) => {
        const e = await repo.lockEnrolment(tx, body.enrolment_id);
        if (!e || e.lead_id !== leadId) throw new NotFound(`body/enrolment_id: no enrolment ${body.enrolment_id} of lead ${leadId}`, [{ field: 'body/enrolment_id', message: 'is not an enrolment of this lead' }]);
        if (!(await stopEnrolment(tx, body.enrolment_id, 'manual', caller.userId, clock.now()))) {
          throw new Conflict(`the enrolment is ${e.status}, not active`, [{ field: 'body/enrolment_id', message: `is ${e.status}` }]);
        }
        return { enrolment: toEnrolment((await repo.findEnrolment(tx, body.enrolment_id))!) };
      });
    },

    async ofLead(leadId: number): Promise<Answer<'getLeadNurturing'>> {
      const [lead] = await repo.leadFacts(db, [leadId]);
      if (!lead) throw new NotFound(`path/id: no lead ${leadId}`);
      const rows = await repo.enrolmentsOfLead(db, leadId);
      return { lead_id: leadId, lead_name: [lead.first_name, lead.last_name].filter(Boolean).join(' '), enrolments: rows.map(toEnrolment) };
    },

    contact,

    async whatsappOfLead(leadId: number): Promise<Answer<'getLeadGupshupNurturing'>> {
      const found = await contact(leadId);
      const rows = await repo.whatsappStepsOfLead(db, leadId);
      const status = (m: repo.WhatsAppStepRow) =>
        m.status === 'queued' || m.status === 'sending' ? 'queued' : m.status === 'failed' || m.status === 'skipped' ? 'failed' : m.read ? 'read' : (m.status as 'sent' | 'delivered');
      return {
        lead_id: leadId, contact: found,
        items: rows.map((m) => ({
          enrolment_id: m.enrolment_id, step_no: m.step_no, template_name: m.name, provider_message_id: m.provider_message_id, status: status(m),
          failure_reason: m.failure_reason, sent_at: iso(m.sent_at), updated_at: m.updated_at.toISOString(),
        })),
      };
    },

  };
}

export type DripService = ReturnType<typeof makeDripService>;
