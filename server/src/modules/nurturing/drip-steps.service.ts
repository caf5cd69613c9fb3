// The running of drip nurturing (see drip.service.ts for the whole story): the steps put on the queue, the job
// `nurturing.drip-step` that sends one step and settles its credits, the schedule `drip-steps` that stops enrolments
// and queues the due steps, and the stops on a reply (inbound mail or WhatsApp) or an opt-out.
import type { Queryable } from '../../db/types.ts';
import type { Deps } from '../../platform/deps.ts';
import { PermanentJobError, type JobContext } from '../../platform/jobs/index.ts';
import { BATCH_SIZE } from './campaigns.service.ts';
import * as ledger from './credits.repository.ts';
import * as repo from './drip.repository.ts';
import * as sends from './mail.repository.ts';
import type { Sender } from './sender.service.ts';
import type { WhatsAppSender } from './whatsapp-sender.service.ts';
import * as wa from './whatsapp.repository.ts';

export const DRIP_STEP = 'nurturing.drip-step';
/** Attempts of a step's job (the queue's backoff: about 40 minutes in all). */
const STEP_ATTEMPTS = 10;
/** Due steps put on the queue per transaction of the schedule. */
const DUE_PAGE = 500;

/** Puts an enrolment's steps on the queue in `tx` (one job per step, ever) and marks them enqueued. */
export async function queueSteps(tx: Queryable, jobs: Deps['jobs'], enrolmentId: number, stepNos: number[]): Promise<void> {
  for (const stepNo of stepNos) await jobs.enqueue(tx, DRIP_STEP, { enrolment_id: enrolmentId, step_no: stepNo }, { key: `${enrolmentId}:${stepNo}`, maxAttempts: STEP_ATTEMPTS });
  if (stepNos.length > 0) await repo.markEnqueued(tx, enrolmentId, stepNos);
}

/**
 * Stops an active enrolment in `tx` (its scheduled steps cancelled, their credits given back at once); false when it
 * was not active. A step already with the provider finishes on its own (spent if sent, released otherwise).
 */
export async function stopEnrolment(tx: Queryable, enrolmentId: number, reason: repo.StopReason, by: number | null, at: Date): Promise<boolean> {
  const e = await repo.lockEnrolment(tx, enrolmentId);
  if (!e || e.status !== 'active') return false;
  const cancelled = await repo.markStopped(tx, enrolmentId, reason, by, at);
  if (cancelled === null) return false;
  if (cancelled > 0) {
    await ledger.lockLedger(tx, e.owner_user_id);
    await ledger.appendEntry(tx, {
      userId: e.owner_user_id, kind: 'release', credits: cancelled * e.rate_credits, service: 'nurturing', referenceType: 'enrolment',
      referenceId: enrolmentId, description: `Nurturing stopped (${reason}): ${cancelled} step(s) not sent`, key: `release:enrolment:${enrolmentId}:stop`,
    });
  }
  return true;
}

/** A message from a WhatsApp number stops the active enrolments sending to it (`replied`, or `opted_out` for STOP). */
export async function stopOnInbound(tx: Queryable, from: string, isStop: boolean, at: Date): Promise<void> {
  for (const id of await repo.activeForNumber(tx, from)) await stopEnrolment(tx, id, isStop ? 'opted_out' : 'replied', null, at);
}

/** A WhatsApp value of a step: a text, with the lead's fields ({{first_name}}, ...) filled in. */
function fillValue(value: string, step: repo.StepToSend): string {
  const fields: Record<string, string | null> = {
    first_name: step.first_name, last_name: step.last_name, full_name: [step.first_name, step.last_name].filter(Boolean).join(' '),
    email: step.email, mobile: step.mobile, owner_name: step.owner_name,
  };
  return value.replace(/\{\{\s*(\w+)\s*\}\}/g, (all, name: string) => (name in fields ? fields[name] || '-' : all));
}

/** One reply by mail as the inbound-mail webhook reads it (the sender lowercased). */
export type InboundMail = { messageId: string; from: string; inReplyTo: string | null; subject: string | null; receivedAt: Date };

/** The drip service's background part: the schedule's run, the replies by mail, and the step job. */
export function makeDripRunner(
  { db, clock, jobs, log }: Pick<Deps, 'db' | 'clock' | 'jobs' | 'log'>,
  mailSender: Sender,
  whatsappSender: WhatsAppSender,
) {
  /** Queues a step's message (email: a 'nurture' send of its content; WhatsApp: its template filled) in `tx`. */
  async function queueMessage(tx: Queryable, enrolmentId: number, stepNo: number, ownerId: number, leadId: number, rate: number, step: repo.StepToSend): Promise<number> {
    if (step.channel === 'email') {
      const sendId = await sends.insertSend(tx, {
        ownerId, kind: 'nurture', subject: step.subject!, html: step.html_content!, senderName: (step.owner_name ?? 'Unipath').slice(0, 80) || 'Unipath',
        replyTo: step.owner_email, cc: [], templateId: null, rate,
      });
      const [messageId] = await sends.queueSingles(tx, sendId, ownerId, [{ email: step.email_address!, firstName: step.first_name, lastName: step.last_name, leadId, studentId: null }], 0, BATCH_SIZE);
      return messageId;
    }
    const params = step.params.map((value) => fillValue(value, step));
    const body = (step.template_body ?? '').replace(/\{\{\s*(\d+)\s*\}\}/g, (all, n: string) => params[Number(n) - 1] ?? all);
    const key = `nurture:${enrolmentId}:${stepNo}`;
    const messageId = await wa.insertMessage(tx, {
      ownerId, to: step.whatsapp_address!, key, credits: 0, batch: 0, broadcastId: null, leadId, studentUserId: null, kind: 'template',
      templateId: step.template_id, params, body, sentBy: null,
    });
    return messageId ?? (await wa.findMessageByKey(tx, key))!.message_id;
  }

  /** A step's message reached a final state: the step follows it, with its spend or release, and the enrolment may end. */
  async function settle(enrolmentId: number, stepNo: number, messageId: number): Promise<void> {
    await db.transaction(async (tx) => {
      const e = (await repo.lockEnrolment(tx, enrolmentId))!;
      const m = await repo.messageState(tx, messageId);
      if (!m) throw new PermanentJobError(`no message ${messageId}`);
      if (m.status === 'queued' || m.status === 'sending') throw new Error(`the message of step ${stepNo} is still ${m.status}`);
      const entry = { userId: e.owner_user_id, credits: e.rate_credits, service: 'nurturing' as const, referenceType: 'enrolment' as const, referenceId: enrolmentId };
      const now = clock.now();
      if (m.status === 'sent' || m.status === 'delivered') {
        if (await repo.finishStep(tx, enrolmentId, stepNo, 'sent', null, m.sent_at ?? now)) {
          await ledger.appendEntry(tx, { ...entry, kind: 'spend', description: `Nurturing step ${stepNo} sent`, key: `spend:enrolment:${enrolmentId}:step:${stepNo}` });
        }
      } else {
        const status = m.status === 'skipped' ? 'skipped' : 'failed';
        const reason = m.status === 'skipped' ? 'opted_out' : (m.last_error ?? 'the provider refused the message');
        if (await repo.finishStep(tx, enrolmentId, stepNo, status, reason, null)) {
          await ledger.lockLedger(tx, e.owner_user_id);
          await ledger.appendEntry(tx, { ...entry, kind: 'release', description: `Nurturing step ${stepNo} ${status}: credits back`, key: `release:enrolment:${enrolmentId}:step:${stepNo}` });
        }
        if (status === 'skipped') await stopEnrolment(tx, enrolmentId, 'opted_out', null, now);
      }
      await repo.completeIfDone(tx, enrolmentId, now);
    });
  }

  return {
    /**
     * The schedule's run: stops the active enrolments that must stop (converted, closed, opted out, replied), then
     * puts the steps due by the clock on the queue (locked SKIP LOCKED, so two servers never take the same page).
     */
    async tick(): Promise<{ stopped: number; enqueued: number }> {
      let stopped = 0;
      for (const c of await repo.stopCandidates(db, null)) {
        if (await db.transaction((tx) => stopEnrolment(tx, c.enrolment_id, c.reason, null, clock.now()))) stopped++;
      }
      let enqueued = 0;
      for (;;) {
        const page = await db.transaction(async (tx) => {
          const due = await repo.dueSteps(tx, clock.now(), DUE_PAGE);
          for (const s of due) await queueSteps(tx, jobs, s.enrolment_id, [s.step_no]);
          return due.length;
        });
        enqueued += page;
        if (page < DUE_PAGE) return { stopped, enqueued };
      }
    },

    /**
     * Replies by mail, as the inbound-mail relay posts them: each recorded once (by Message-ID), and each new one stops
     * at once, in its own transaction, the active enrolments mailing its sender (`replied`). A repeat changes nothing.
     */
    async inboundMail(mails: InboundMail[]): Promise<{ recorded: number; duplicates: number; stopped: number }> {
      let recorded = 0;
      let stopped = 0;
      for (const mail of mails) {
        await db.transaction(async (tx) => {
          if (!(await repo.recordInboundMail(tx, mail))) return;
          recorded++;
          for (const id of await repo.activeForEmail(tx, mail.from, mail.receivedAt)) {
            if (await stopEnrolment(tx, id, 'replied', null, clock.now())) stopped++;
          }
        });
      }
      return { recorded, duplicates: mails.length - recorded, stopped };
    },

    /** The nurturing.drip-step job: one step, exactly once. */
    async runStep(payload: unknown, job: JobContext): Promise<void> {
      const p = payload as { enrolment_id?: unknown; step_no?: unknown } | null;
      const enrolmentId = p?.enrolment_id;
      const stepNo = p?.step_no;
      if (typeof enrolmentId !== 'number' || !Number.isSafeInteger(enrolmentId) || typeof stepNo !== 'number' || !Number.isSafeInteger(stepNo)) {
        throw new PermanentJobError(`${DRIP_STEP} needs enrolment_id and step_no, got ${JSON.stringify(payload)}`);
      }
      // (1) Under the enrolment's row lock: a step of a stopped enrolment is not started; a lead that must stop stops
      // it; otherwise the step's message is queued (its own idempotency key) and the step is `sending`.
      const prepared = await db.transaction(async (tx) => {
        const e = await repo.lockEnrolment(tx, enrolmentId);
        const step = e && (await repo.stepToSend(tx, enrolmentId, stepNo));
        if (!e || !step) throw new PermanentJobError(`no step ${stepNo} of enrolment ${enrolmentId}`);
        if (step.status === 'sending') return { messageId: step.message_id!, channel: step.channel };
        if (step.status !== 'scheduled' || e.status !== 'active') return null;
        const [stop] = await repo.stopCandidates(tx, enrolmentId);
        if (stop) {
          await stopEnrolment(tx, enrolmentId, stop.reason, null, clock.now());
          return null;
        }
        const messageId = await queueMessage(tx, enrolmentId, stepNo, e.owner_user_id, e.lead_id, e.rate_credits, step);
        await repo.markStepSending(tx, enrolmentId, stepNo, messageId);
        return { messageId, channel: step.channel };
      });
      if (!prepared) return;
      // (2) The channel's sender offers the message once (a re-run finds it sent and offers nothing).
      if (prepared.channel === 'email') {
        const retry = await mailSender.sendMessage(prepared.messageId, job.attempt >= job.maxAttempts);
        if (retry) throw retry;
      } else {
        await whatsappSender.sendMessage({ message_id: prepared.messageId }, job);
      }
      // (3) The step follows its message: spent, or released; the enrolment completes after its last step.
      await settle(enrolmentId, stepNo, prepared.messageId);
      log.debug({ enrolmentId, stepNo }, 'nurturing step settled');
    },
  };
}
