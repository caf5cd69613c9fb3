// The SQL of drip nurturing (migrations/0035_drip.sql): the services and their steps, enrolments (one active per
// lead and service, held by a partial unique index) and their steps' moves, each guarded by the state it expects so a
// step job run again after a crash changes nothing twice.
import type { Queryable } from '../../db/types.ts';
import { leadAddresses, type LeadAddress } from './mail.repository.ts';

export type Channel = 'email' | 'whatsapp';
export type StopReason = 'replied' | 'converted' | 'closed' | 'opted_out' | 'manual';

export type ServiceStep = {
  step_no: number; channel: Channel; day_offset: number; name: string; subject: string | null; html_content: string | null;
  template_id: number | null; params: string[];
};
export type ServiceRow = { ns_id: number; name: string; description: string | null; active: boolean; steps: ServiceStep[] };

const SERVICE = `SELECT s.ns_id, s.name, s.description, s.active,
  coalesce((SELECT json_agg(json_build_object('step_no', p.step_no, 'channel', p.channel, 'day_offset', p.day_offset, 'name', p.name,
                     'subject', p.subject, 'html_content', p.html_content, 'template_id', p.template_id, 'params', p.params) ORDER BY p.step_no)
              FROM nurturing_service_steps p WHERE p.ns_id = s.ns_id), '[]'::json) AS steps
  FROM nurturing_services s`;

export async function listServices(db: Queryable, includeInactive: boolean): Promise<ServiceRow[]> {
  const { rows } = await db.query<ServiceRow>(`${SERVICE} WHERE $1::boolean OR s.active ORDER BY s.name`, [includeInactive]);
  return rows;
}

export async function findService(db: Queryable, nsId: number): Promise<ServiceRow | undefined> {
  const { rows } = await db.query<ServiceRow>(`${SERVICE} WHERE s.ns_id = $1`, [nsId]);
  return rows[0];
}

export type LeadFacts = LeadAddress;

/** The leads' names, emails and mobiles, by lead id (missing leads left out). */
export const leadFacts = (db: Queryable, leadIds: number[]): Promise<LeadFacts[]> => leadAddresses(db, leadIds, 'lead_id');

/** The suppressed addresses of an owner among `emails` and `numbers`, as `channel:address`. */
export async function suppressedAddresses(db: Queryable, ownerId: number, emails: string[], numbers: string[]): Promise<Set<string>> {
  const { rows } = await db.query<{ k: string }>(
    `SELECT channel || ':' || address AS k FROM nurturing_suppressions
      WHERE owner_user_id = $1 AND ((channel = 'email' AND address = ANY($2::text[])) OR (channel = 'whatsapp' AND address = ANY($3::text[])))`,
    [ownerId, emails, numbers],
  );
  return new Set(rows.map((r) => r.k));
}

export type NewEnrolment = {
  nsId: number; leadId: number; ownerId: number; mode: 'manual' | 'bulk'; email: string | null; whatsapp: string | null;
  rate: number; held: number; startedAt: Date;
};

/** A new active enrolment; undefined when the lead already has an active one in that service. */
export async function insertEnrolment(tx: Queryable, e: NewEnrolment): Promise<number | undefined> {
  const { rows } = await tx.query<{ enrolment_id: number }>(
    `INSERT INTO nurturing_enrolments (ns_id, lead_id, owner_user_id, mode, email_address, whatsapp_address, rate_credits, credits_held, started_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT (lead_id, ns_id) WHERE status = 'active' DO NOTHING
     RETURNING enrolment_id`,
    [e.nsId, e.leadId, e.ownerId, e.mode, e.email, e.whatsapp, e.rate, e.held, e.startedAt.toISOString()],
  );
  return rows[0]?.enrolment_id;
}

export async function insertSteps(tx: Queryable, enrolmentId: number, steps: Array<{ step_no: number; channel: Channel; name: string; due_at: Date }>): Promise<void> {
  await tx.query(
    `INSERT INTO nurturing_enrolment_steps (enrolment_id, step_no, channel, name, due_at)
     SELECT $1, s.step_no, s.channel, s.name, s.due_at FROM unnest($2::int[], $3::text[], $4::text[], $5::timestamptz[]) AS s(step_no, channel, name, due_at)`,
    [enrolmentId, steps.map((s) => s.step_no), steps.map((s) => s.channel), steps.map((s) => s.name), steps.map((s) => s.due_at.toISOString())],
  );
}

/** Marks the steps as put on the queue (their jobs were enqueued in the same transaction). */
export async function markEnqueued(tx: Queryable, enrolmentId: number, stepNos: number[]): Promise<void> {
  await tx.query(
    'UPDATE nurturing_enrolment_steps SET enqueued_at = now() WHERE enrolment_id = $1 AND step_no = ANY($2::int[]) AND enqueued_at IS NULL',
    [enrolmentId, stepNos],
  );
}

export type EnrolmentRow = {
  enrolment_id: number; ns_id: number; service_name: string; lead_id: number; owner_user_id: number; mode: 'manual' | 'bulk';
  status: 'active' | 'completed' | 'stopped'; stop_reason: StopReason | null; email_address: string | null; whatsapp_address: string | null;
  rate_credits: number; credits_held: number; started_at: Date; ended_at: Date | null;
  steps: Array<{ step_no: number; channel: Channel; name: string; due_at: string; status: string; reason: string | null; sent_at: string | null; message_id: number | null }>;
  spent: number; released: number;
};

const ENROLMENT = `SELECT e.enrolment_id, e.ns_id, s.name AS service_name, e.lead_id, e.owner_user_id, e.mode, e.status, e.stop_reason,
  e.email_address, e.whatsapp_address, e.rate_credits, e.credits_held, e.started_at, e.ended_at,
  (SELECT json_agg(json_build_object('step_no', t.step_no, 'channel', t.channel, 'name', t.name, 'due_at', t.due_at, 'status', t.status,
                   'reason', t.reason, 'sent_at', t.sent_at, 'message_id', t.message_id) ORDER BY t.step_no)
     FROM nurturing_enrolment_steps t WHERE t.enrolment_id = e.enrolment_id) AS steps,
  (SELECT coalesce(sum(credits) FILTER (WHERE kind = 'spend'), 0)::int FROM credit_ledger c WHERE c.reference_type = 'enrolment' AND c.reference_id = e.enrolment_id) AS spent,
  (SELECT coalesce(sum(credits) FILTER (WHERE kind = 'release'), 0)::int FROM credit_ledger c WHERE c.reference_type = 'enrolment' AND c.reference_id = e.enrolment_id) AS released
  FROM nurturing_enrolments e JOIN nurturing_services s ON s.ns_id = e.ns_id`;

export async function findEnrolment(db: Queryable, enrolmentId: number): Promise<EnrolmentRow | undefined> {
  const { rows } = await db.query<EnrolmentRow>(`${ENROLMENT} WHERE e.enrolment_id = $1`, [enrolmentId]);
  return rows[0];
}

export async function enrolmentsOfLead(db: Queryable, leadId: number): Promise<EnrolmentRow[]> {
  const { rows } = await db.query<EnrolmentRow>(`${ENROLMENT} WHERE e.lead_id = $1 ORDER BY e.enrolment_id DESC`, [leadId]);
  return rows;
}

/** Locks an enrolment's row until the end of `tx` (a step's start and a stop are decided one after the other). */
export async function lockEnrolment(tx: Queryable, enrolmentId: number): Promise<{ status: string; owner_user_id: number; rate_credits: number; lead_id: number } | undefined> {
  const { rows } = await tx.query<{ status: string; owner_user_id: number; rate_credits: number; lead_id: number }>(
    'SELECT status, owner_user_id, rate_credits, lead_id FROM nurturing_enrolments WHERE enrolment_id = $1 FOR UPDATE',
    [enrolmentId],
  );
  return rows[0];
}

/**
 * Why an active enrolment must stop now, or null: the lead's stage is closed (won: converted), an address it sends
 * to is suppressed for its owner, or the lead wrote on WhatsApp or replied by mail since it started. `enrolmentId` null: every active one.
 */
export async function stopCandidates(db: Queryable, enrolmentId: number | null): Promise<Array<{ enrolment_id: number; reason: StopReason }>> {
  const { rows } = await db.query<{ enrolment_id: number; reason: StopReason }>(
    `SELECT * FROM (
       SELECT e.enrolment_id,
              CASE WHEN st.is_won THEN 'converted'
                   WHEN st.is_closed THEN 'closed'
                   WHEN EXISTS (SELECT 1 FROM nurturing_suppressions x WHERE x.owner_user_id = e.owner_user_id
                                  AND ((x.channel = 'email' AND x.address = e.email_address) OR (x.channel = 'whatsapp' AND x.address = e.whatsapp_address)))
                     THEN 'opted_out'
                   WHEN e.whatsapp_address IS NOT NULL AND EXISTS (SELECT 1 FROM whatsapp_inbound i WHERE i.from_address = e.whatsapp_address AND i.received_at >= e.started_at)
                     THEN 'replied'
                   WHEN e.email_address IS NOT NULL AND EXISTS (SELECT 1 FROM nurturing_inbound_mail m WHERE m.from_address = e.email_address AND m.received_at >= e.started_at)
                     THEN 'replied'
              END AS reason
         FROM nurturing_enrolments e JOIN leads l ON l.lead_id = e.lead_id JOIN lead_stages st ON st.stage_id = l.stage_id
        WHERE e.status = 'active' AND ($1::int IS NULL OR e.enrolment_id = $1)) c
      WHERE c.reason IS NOT NULL`,
    [enrolmentId],
  );
  return rows;
}

/** Records a reply by mail once (by its Message-ID); false when it was recorded before. */
export async function recordInboundMail(
  tx: Queryable,
  mail: { messageId: string; from: string; inReplyTo: string | null; subject: string | null; receivedAt: Date },
): Promise<boolean> {
  const inserted = await tx.query(
    `INSERT INTO nurturing_inbound_mail (message_id, from_address, in_reply_to, subject, received_at)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT (message_id) DO NOTHING`,
    [mail.messageId, mail.from, mail.inReplyTo, mail.subject, mail.receivedAt.toISOString()],
  );
  return inserted.rowCount === 1;
}

/** The active enrolments mailing `address` that started before `at` (a reply from it stops them). */
export async function activeForEmail(tx: Queryable, address: string, at: Date): Promise<number[]> {
  const { rows } = await tx.query<{ enrolment_id: number }>(
    "SELECT enrolment_id FROM nurturing_enrolments WHERE email_address = $1 AND status = 'active' AND started_at <= $2 ORDER BY enrolment_id",
    [address, at.toISOString()],
  );
  return rows.map((r) => r.enrolment_id);
}

/** The active enrolments sending WhatsApp to `address` (a message from it stops them). */
export async function activeForNumber(tx: Queryable, address: string): Promise<number[]> {
  const { rows } = await tx.query<{ enrolment_id: number }>(
    "SELECT enrolment_id FROM nurturing_enrolments WHERE whatsapp_address = $1 AND status = 'active' ORDER BY enrolment_id",
    [address],
  );
  return rows.map((r) => r.enrolment_id);
}

/** active → stopped; its scheduled steps cancelled. Answers how many were cancelled, or null when it was not active. */
export async function markStopped(tx: Queryable, enrolmentId: number, reason: StopReason, by: number | null, at: Date): Promise<number | null> {
  const stopped = await tx.query(
    `UPDATE nurturing_enrolments SET status = 'stopped', stop_reason = $2, stopped_by = $3, ended_at = $4
      WHERE enrolment_id = $1 AND status = 'active'`,
    [enrolmentId, reason, by, at.toISOString()],
  );
  if (stopped.rowCount === 0) return null;
  const cancelled = await tx.query(
    "UPDATE nurturing_enrolment_steps SET status = 'cancelled', reason = $2, updated_at = now() WHERE enrolment_id = $1 AND status = 'scheduled'",
    [enrolmentId, reason],
  );
  return cancelled.rowCount;
}

/** active → completed once no step is scheduled or sending. */
export async function completeIfDone(tx: Queryable, enrolmentId: number, at: Date): Promise<boolean> {
  const done = await tx.query(
    `UPDATE nurturing_enrolments SET status = 'completed', ended_at = $2
      WHERE enrolment_id = $1 AND status = 'active'
        AND NOT EXISTS (SELECT 1 FROM nurturing_enrolment_steps WHERE enrolment_id = $1 AND status IN ('scheduled', 'sending'))`,
    [enrolmentId, at.toISOString()],
  );
  return done.rowCount > 0;
}

/** Steps due by `now` of active enrolments, not yet on the queue: locked (SKIP LOCKED) until the end of `tx`. */
export async function dueSteps(tx: Queryable, now: Date, limit: number): Promise<Array<{ enrolment_id: number; step_no: number }>> {
  const { rows } = await tx.query<{ enrolment_id: number; step_no: number }>(
    `SELECT t.enrolment_id, t.step_no FROM nurturing_enrolment_steps t JOIN nurturing_enrolments e ON e.enrolment_id = t.enrolment_id
      WHERE t.status = 'scheduled' AND t.enqueued_at IS NULL AND t.due_at <= $1 AND e.status = 'active'
      ORDER BY t.due_at, t.enrolment_id, t.step_no LIMIT $2
      FOR UPDATE OF t SKIP LOCKED`,
    [now.toISOString(), limit],
  );
  return rows;
}

export type StepToSend = {
  status: string; channel: Channel; message_id: number | null; due_at: Date; subject: string | null; html_content: string | null;
  template_id: number | null; params: string[]; template_body: string | null; first_name: string | null; last_name: string | null;
  email: string | null; mobile: string | null; owner_name: string | null; owner_email: string; email_address: string | null;
  whatsapp_address: string | null; service_name: string; name: string;
};

/** A step with what sending it needs (the service step's content, the lead's names, the owner's name and email). */
export async function stepToSend(tx: Queryable, enrolmentId: number, stepNo: number): Promise<StepToSend | undefined> {
  const { rows } = await tx.query<StepToSend>(
    `SELECT t.status, t.channel, t.message_id::int AS message_id, t.due_at, p.subject, p.html_content, p.template_id, p.params, tp.body AS template_body,
            l.first_name, l.last_name, l.email, l.mobile, nullif(concat_ws(' ', o.first_name, o.last_name), '') AS owner_name, o.email AS owner_email,
            e.email_address, e.whatsapp_address, s.name AS service_name, t.name
       FROM nurturing_enrolment_steps t
       JOIN nurturing_enrolments e ON e.enrolment_id = t.enrolment_id
       JOIN nurturing_services s ON s.ns_id = e.ns_id
       JOIN nurturing_service_steps p ON p.ns_id = e.ns_id AND p.step_no = t.step_no
       LEFT JOIN nurturing_templates tp ON tp.template_id = p.template_id
       JOIN leads l ON l.lead_id = e.lead_id
       JOIN users o ON o.user_id = e.owner_user_id
      WHERE t.enrolment_id = $1 AND t.step_no = $2`,
    [enrolmentId, stepNo],
  );
  return rows[0];
}

export async function markStepSending(tx: Queryable, enrolmentId: number, stepNo: number, messageId: number): Promise<void> {
  await tx.query(
    "UPDATE nurturing_enrolment_steps SET status = 'sending', message_id = $3, updated_at = now() WHERE enrolment_id = $1 AND step_no = $2 AND status = 'scheduled'",
    [enrolmentId, stepNo, messageId],
  );
}

/** sending (or scheduled) → a final state; false when it was final already. */
export async function finishStep(tx: Queryable, enrolmentId: number, stepNo: number, status: 'sent' | 'failed' | 'skipped', reason: string | null, sentAt: Date | null): Promise<boolean> {
  const moved = await tx.query(
    `UPDATE nurturing_enrolment_steps SET status = $3, reason = left($4, 500), sent_at = $5, updated_at = now()
      WHERE enrolment_id = $1 AND step_no = $2 AND status IN ('scheduled', 'sending')`,
    [enrolmentId, stepNo, status, reason, sentAt?.toISOString() ?? null],
  );
  return moved.rowCount > 0;
}

export async function messageState(db: Queryable, messageId: number): Promise<{ status: string; sent_at: Date | null; last_error: string | null; skip_reason: string | null } | undefined> {
  const { rows } = await db.query<{ status: string; sent_at: Date | null; last_error: string | null; skip_reason: string | null }>(
    'SELECT status, sent_at, last_error, skip_reason FROM nurturing_messages WHERE message_id = $1',
    [messageId],
  );
  return rows[0];
}

export type WhatsAppStepRow = {
  enrolment_id: number; step_no: number; name: string; provider_message_id: string | null; status: string; read: boolean;
  failure_reason: string | null; sent_at: Date | null; updated_at: Date;
};

/** The WhatsApp steps of a lead's enrolments that have a message, newest first, with the message's state. */
export async function whatsappStepsOfLead(db: Queryable, leadId: number): Promise<WhatsAppStepRow[]> {
  const { rows } = await db.query<WhatsAppStepRow>(
    `SELECT t.enrolment_id, t.step_no, t.name, m.provider_message_id, m.status,
            EXISTS (SELECT 1 FROM nurturing_delivery_events v WHERE v.message_id = m.message_id AND v.event = 'read') AS read,
            coalesce(m.last_error, m.skip_reason) AS failure_reason, m.sent_at, m.updated_at
       FROM nurturing_enrolment_steps t JOIN nurturing_enrolments e ON e.enrolment_id = t.enrolment_id
       JOIN nurturing_messages m ON m.message_id = t.message_id
      WHERE e.lead_id = $1 AND t.channel = 'whatsapp'
      ORDER BY m.message_id DESC`,
    [leadId],
  );
  return rows;
}

/** What the WhatsApp contact of a number looks like on our side: messages sent to it, its last inbound, its STOP. */
export async function numberFacts(db: Queryable, address: string): Promise<{ registered: boolean; last_inbound_at: Date | null; opted_out_at: Date | null }> {
  const { rows } = await db.query<{ registered: boolean; last_inbound_at: Date | null; opted_out_at: Date | null }>(
    `SELECT EXISTS (SELECT 1 FROM nurturing_messages WHERE channel = 'whatsapp' AND to_address = $1 AND provider_message_id IS NOT NULL) AS registered,
            (SELECT max(received_at) FROM whatsapp_inbound WHERE from_address = $1) AS last_inbound_at,
            (SELECT min(created_at) FROM nurturing_suppressions WHERE channel = 'whatsapp' AND address = $1) AS opted_out_at`,
    [address],
  );
  return rows[0];
}

export async function ownerOf(db: Queryable, userId: number): Promise<{ name: string; email: string }> {
  const { rows } = await db.query<{ name: string; email: string }>(
    "SELECT concat_ws(' ', first_name, last_name) AS name, email FROM users WHERE user_id = $1",
    [userId],
  );
  return rows[0];
}
