// The SQL of WhatsApp (migrations/0031_whatsapp.sql): templates, the people messaged (leads, students), outbound
// messages (nurturing_messages rows, channel 'whatsapp', with their whatsapp_messages side), broadcasts, inbound
// messages and the local provider's store. Every move of a message is guarded by the status it expects, so a
// repeated step (a job run again after a crash, a callback delivered twice) changes nothing twice.
import type { Queryable } from '../../db/types.ts';
import type { Caller } from '../../domain/caller.ts';
import { Conditions, queryCount, queryPage, type Page, type PageWindow } from '../../domain/lists/index.ts';
import { ownedRowVisible, ownerScope } from './contacts.repository.ts';

export type Category = 'marketing' | 'utility' | 'authentication';

export type TemplateRow = {
  template_id: number; name: string; language: string; category: Category; status: 'approved' | 'pending' | 'rejected';
  body: string; variables: string[]; header_type: 'none' | 'text' | 'image' | 'document' | 'video'; rejection_reason: string | null;
  updated_at: Date; provider_template_id: string | null; header_text: string | null; header_media_url: string | null; footer: string | null;
  buttons: Array<{ type: 'quick_reply' | 'url' | 'phone_number'; text: string; url?: string | null; phone_number?: string | null }>;
  sample_values: string[]; owner_user_id: number | null;
};

const TEMPLATE = `SELECT t.template_id, t.name, t.language, t.category, coalesce(d.approval_status, 'approved') AS status, t.body, t.variables,
  coalesce(d.header_type, 'none') AS header_type, d.rejection_reason, coalesce(d.updated_at, t.created_at) AS updated_at,
  t.provider_template_id, d.header_text, d.header_media_url, d.footer, coalesce(d.buttons, '[]'::jsonb) AS buttons,
  coalesce(d.sample_values, '{}') AS sample_values, t.owner_user_id
  FROM nurturing_templates t LEFT JOIN whatsapp_template_details d ON d.template_id = t.template_id`;

/** The WhatsApp templates a user sees: the shared ones and their own (active). */
export async function listTemplates(db: Queryable, ownerId: number, f: { status?: string; category?: string; language?: string; search?: string }, window: PageWindow): Promise<Page<TemplateRow>> {
  const where = new Conditions();
  where.push(`t.channel = 'whatsapp' AND t.active AND (t.owner_user_id IS NULL OR t.owner_user_id = ${where.param(ownerId)})`);
  where.eq("coalesce(d.approval_status, 'approved')", f.status);
  where.eq('t.category', f.category);
  where.eq('t.language', f.language);
  where.ilike('t.name', f.search);
  return queryPage<TemplateRow>(db, window, where, {
    select: `${TEMPLATE} ${where.sql} ORDER BY t.name, t.template_id`,
    count: `SELECT count(*)::int AS total FROM nurturing_templates t LEFT JOIN whatsapp_template_details d ON d.template_id = t.template_id ${where.sql}`,
  });
}

export async function findTemplate(db: Queryable, by: { id?: number; name?: string }, ownerId: number): Promise<TemplateRow | undefined> {
  const { rows } = await db.query<TemplateRow>(
    `${TEMPLATE} WHERE t.channel = 'whatsapp' AND t.active AND (t.owner_user_id IS NULL OR t.owner_user_id = $1)
        AND ($2::int IS NULL OR t.template_id = $2) AND ($3::text IS NULL OR t.name = $3) ORDER BY t.owner_user_id NULLS LAST LIMIT 1`,
    [ownerId, by.id ?? null, by.name ?? null],
  );
  return rows[0];
}

export type Person = { id: number; first_name: string | null; last_name: string | null; email: string | null; mobile: string | null; owner_name: string | null };

export async function leadsByIds(db: Queryable, leadIds: number[]): Promise<Person[]> {
  const { rows } = await db.query<Person>(
    `SELECT l.lead_id AS id, l.first_name, l.last_name, l.email, l.mobile, nullif(concat_ws(' ', o.first_name, o.last_name), '') AS owner_name
       FROM leads l LEFT JOIN users o ON o.user_id = l.owner_user_id WHERE l.lead_id = ANY($1::int[]) ORDER BY l.lead_id`,
    [leadIds],
  );
  return rows;
}

export async function studentById(db: Queryable, userId: number): Promise<Person | undefined> {
  const { rows } = await db.query<Person>(
    "SELECT user_id AS id, first_name, last_name, email, mobile, NULL AS owner_name FROM users WHERE user_id = $1 AND user_type = 'student'",
    [userId],
  );
  return rows[0];
}

/** The addresses among `addresses` an owner may no longer message (WhatsApp STOP). */
export async function suppressedOf(db: Queryable, ownerId: number, addresses: string[]): Promise<Set<string>> {
  const { rows } = await db.query<{ address: string }>(
    "SELECT address FROM nurturing_suppressions WHERE owner_user_id = $1 AND channel = 'whatsapp' AND address = ANY($2::text[])",
    [ownerId, addresses],
  );
  return new Set(rows.map((row) => row.address));
}

/** When the number last wrote to us (the 24-hour customer-service window runs from it). */
export async function lastInboundAt(db: Queryable, address: string): Promise<Date | null> {
  const { rows } = await db.query<{ at: Date | null }>('SELECT max(received_at) AS at FROM whatsapp_inbound WHERE from_address = $1', [address]);
  return rows[0].at;
}

export type NewMessage = {
  ownerId: number; to: string; key: string; credits: number; batch: number; broadcastId: number | null; leadId: number | null;
  studentUserId: number | null; kind: 'template' | 'text'; templateId: number | null; params: string[]; body: string; sentBy: number | null;
};

/** Queues one outbound message (once per idempotency key); answers its id, or undefined when the key existed. */
export async function insertMessage(tx: Queryable, m: NewMessage): Promise<number | undefined> {
  const { rows } = await tx.query<{ message_id: number }>(
    `INSERT INTO nurturing_messages (owner_user_id, channel, to_address, batch, idempotency_key, credits)
     VALUES ($1, 'whatsapp', $2, $3, $4, $5) ON CONFLICT (idempotency_key) DO NOTHING RETURNING message_id::int AS message_id`,
    [m.ownerId, m.to, m.batch, m.key, m.credits],
  );
  if (!rows[0]) return undefined;
  await tx.query(
    `INSERT INTO whatsapp_messages (message_id, broadcast_id, lead_id, student_user_id, kind, template_id, params, body, sent_by_user_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7::text[], $8, $9)`,
    [rows[0].message_id, m.broadcastId, m.leadId, m.studentUserId, m.kind, m.templateId, m.params, m.body, m.sentBy],
  );
  return rows[0].message_id;
}

export type MessageRow = {
  message_id: number; owner_user_id: number; to_address: string; status: string; credits: number; attempts: number;
  provider: string | null; provider_message_id: string | null; broadcast_id: number | null; lead_id: number | null;
  kind: 'template' | 'text'; params: string[]; body: string; provider_template_id: string | null; last_error: string | null;
};

const MESSAGE = `SELECT m.message_id::int AS message_id, m.owner_user_id, m.to_address, m.status, m.credits, m.attempts, m.provider,
  m.provider_message_id, w.broadcast_id, w.lead_id, w.kind, w.params, w.body, t.provider_template_id, m.last_error
  FROM nurturing_messages m JOIN whatsapp_messages w ON w.message_id = m.message_id
  LEFT JOIN nurturing_templates t ON t.template_id = w.template_id`;

export async function findMessage(db: Queryable, messageId: number): Promise<MessageRow | undefined> {
  const { rows } = await db.query<MessageRow>(`${MESSAGE} WHERE m.message_id = $1`, [messageId]);
  return rows[0];
}

export async function findMessageByKey(db: Queryable, key: string): Promise<MessageRow | undefined> {
  const { rows } = await db.query<MessageRow>(`${MESSAGE} WHERE m.idempotency_key = $1`, [key]);
  return rows[0];
}

/** The outbound message a provider's callback names (by the id the provider gave it). */
export async function findByProviderId(db: Queryable, providerMessageId: string): Promise<MessageRow | undefined> {
  const { rows } = await db.query<MessageRow>(`${MESSAGE} WHERE m.provider_message_id = $1 AND m.channel = 'whatsapp' AND m.provider IN ('gupshup', 'local')`, [providerMessageId]);
  return rows[0];
}

/**
 * Begins an attempt at an open message and answers it; 'skipped' when its number sent STOP since it was queued (never
 * charged); undefined when it is past that.
 */
export async function startMessage(tx: Queryable, messageId: number): Promise<MessageRow | 'skipped' | undefined> {
  const skipped = await tx.query(
    `UPDATE nurturing_messages m SET status = 'skipped', skip_reason = s.reason, updated_at = now() FROM nurturing_suppressions s
      WHERE m.message_id = $1 AND m.status IN ('queued', 'sending')
        AND s.owner_user_id = m.owner_user_id AND s.channel = 'whatsapp' AND s.address = m.to_address`,
    [messageId],
  );
  if (skipped.rowCount > 0) return 'skipped';
  const moved = await tx.query(
    "UPDATE nurturing_messages SET status = 'sending', attempts = attempts + 1, updated_at = now() WHERE message_id = $1 AND status IN ('queued', 'sending')",
    [messageId],
  );
  return moved.rowCount > 0 ? findMessage(tx, messageId) : undefined;
}

/** The provider accepted the message (the same move as an email's). */
export { markMessageSent as markSent } from './campaigns.repository.ts';

/** A message that will not be delivered: failed (from queued, sending or sent). False when it was already final. */
export async function markFailed(db: Queryable, messageId: number, error: string): Promise<boolean> {
  const result = await db.query(
    "UPDATE nurturing_messages SET status = 'failed', last_error = left($2, 500), updated_at = now() WHERE message_id = $1 AND status IN ('queued', 'sending', 'sent')",
    [messageId, error],
  );
  return result.rowCount > 0;
}

export async function markRetrying(db: Queryable, messageId: number, error: string): Promise<void> {
  await db.query(
    "UPDATE nurturing_messages SET status = 'queued', last_error = left($2, 500), updated_at = now() WHERE message_id = $1 AND status = 'sending'",
    [messageId, error],
  );
}

export async function markDelivered(tx: Queryable, messageId: number): Promise<boolean> {
  const result = await tx.query("UPDATE nurturing_messages SET status = 'delivered', updated_at = now() WHERE message_id = $1 AND status = 'sent'", [messageId]);
  return result.rowCount > 0;
}

export type WaEvent = 'delivered' | 'read' | 'replied' | 'failed';

/** A delivery event, once per provider event id: false when it was recorded before. */
export async function recordEvent(tx: Queryable, messageId: number, provider: string, providerEventId: string, event: WaEvent, at: Date): Promise<boolean> {
  const inserted = await tx.query(
    `INSERT INTO nurturing_delivery_events (provider, provider_event_id, message_id, event, occurred_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (provider, provider_event_id) DO NOTHING`,
    [provider, providerEventId, messageId, event, at],
  );
  return inserted.rowCount > 0;
}

// Inbound messages.

/** Keeps an inbound message once per provider message id; answers its id, or undefined when it came before. */
export async function insertInbound(tx: Queryable, provider: string, providerMessageId: string, from: string, kind: string, text: string | null, at: Date): Promise<number | undefined> {
  const { rows } = await tx.query<{ inbound_id: number }>(
    `INSERT INTO whatsapp_inbound (provider, provider_message_id, from_address, kind, text, received_at) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (provider, provider_message_id) DO NOTHING RETURNING inbound_id::int AS inbound_id`,
    [provider, providerMessageId, from, kind, text, at],
  );
  return rows[0]?.inbound_id;
}

/** Everyone who has messaged the number on WhatsApp (a STOP suppresses it for each of them). */
export async function sendersTo(tx: Queryable, address: string): Promise<number[]> {
  const { rows } = await tx.query<{ owner_user_id: number }>(
    "SELECT DISTINCT owner_user_id FROM nurturing_messages WHERE channel = 'whatsapp' AND to_address = $1",
    [address],
  );
  return rows.map((row) => row.owner_user_id);
}

/** The last message sent to the number within the 24 hours before `at` (an inbound message then is its reply). */
export async function repliedMessage(tx: Queryable, address: string, at: Date): Promise<{ message_id: number; provider: string } | undefined> {
  const { rows } = await tx.query<{ message_id: number; provider: string }>(
    `SELECT message_id::int AS message_id, provider FROM nurturing_messages
      WHERE channel = 'whatsapp' AND to_address = $1 AND status IN ('sent', 'delivered') AND sent_at <= $2 AND sent_at > $2::timestamptz - interval '24 hours'
      ORDER BY sent_at DESC, message_id DESC LIMIT 1`,
    [address, at],
  );
  return rows[0];
}

// Broadcasts.

export type BroadcastRow = {
  broadcast_id: number; owner_user_id: number; name: string; template_id: number; template_name: string; category: Category;
  status: 'scheduled' | 'sending' | 'completed' | 'failed'; scheduled_at: Date | null; started_at: Date; completed_at: Date | null;
  rate_credits: number; recipients: number; skipped: Array<{ lead_id: number; reason: 'no_mobile' | 'opted_out' }>; credits_held: number;
  created_at: Date;
};

const BROADCAST = `SELECT b.broadcast_id, b.owner_user_id, b.name, b.template_id, t.name AS template_name, b.category, b.status, b.scheduled_at,
  b.started_at, b.completed_at, b.rate_credits, b.recipients, b.skipped, b.credits_held, b.created_at
  FROM whatsapp_broadcasts b JOIN nurturing_templates t ON t.template_id = b.template_id`;

export async function insertBroadcast(tx: Queryable, b: {
  ownerId: number; name: string; templateId: number; category: Category; variables: unknown; status: 'scheduled' | 'sending';
  scheduledAt: string | null; rate: number; recipients: number; skipped: unknown; held: number;
}): Promise<number> {
  const { rows } = await tx.query<{ broadcast_id: number }>(
    `INSERT INTO whatsapp_broadcasts (owner_user_id, name, template_id, category, variables, status, scheduled_at, rate_credits, recipients, skipped, credits_held)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, $8, $9, $10::jsonb, $11) RETURNING broadcast_id`,
    [b.ownerId, b.name, b.templateId, b.category, JSON.stringify(b.variables), b.status, b.scheduledAt, b.rate, b.recipients, JSON.stringify(b.skipped), b.held],
  );
  return rows[0].broadcast_id;
}

export async function setHeld(tx: Queryable, broadcastId: number, held: number): Promise<void> {
  await tx.query('UPDATE whatsapp_broadcasts SET credits_held = $2 WHERE broadcast_id = $1', [broadcastId, held]);
}

export async function findBroadcast(db: Queryable, broadcastId: number, lock = false): Promise<BroadcastRow | undefined> {
  const { rows } = await db.query<BroadcastRow>(`${BROADCAST} WHERE b.broadcast_id = $1${lock ? ' FOR UPDATE OF b' : ''}`, [broadcastId]);
  return rows[0];
}

/** Whether the caller sees the broadcast (their own; an operations_manager all; a master its area franchises'). */
export const broadcastVisible = (db: Queryable, caller: Caller, broadcastId: number): Promise<boolean> => ownedRowVisible(db, caller, 'whatsapp_broadcasts', broadcastId);

export async function listBroadcasts(db: Queryable, caller: Caller, f: { status?: string; from?: string; to?: string }, window: PageWindow): Promise<Page<BroadcastRow>> {
  const where = new Conditions();
  ownerScope(where, 'b', caller);
  where.eq('b.status', f.status);
  if (f.from) where.push(`b.created_at >= ${where.param(f.from)}::date`);
  if (f.to) where.push(`b.created_at < ${where.param(f.to)}::date + 1`);
  return queryPage<BroadcastRow>(db, window, where, {
    select: `${BROADCAST} ${where.sql} ORDER BY b.created_at DESC, b.broadcast_id DESC`,
    count: `SELECT count(*)::int AS total FROM whatsapp_broadcasts b ${where.sql}`,
  });
}

export async function markBroadcastSending(db: Queryable, broadcastId: number): Promise<void> {
  await db.query("UPDATE whatsapp_broadcasts SET status = 'sending' WHERE broadcast_id = $1 AND status = 'scheduled'", [broadcastId]);
}

export async function openMessagesOfBatch(db: Queryable, broadcastId: number, batch: number): Promise<number[]> {
  const { rows } = await db.query<{ message_id: number }>(
    `SELECT m.message_id::int AS message_id FROM nurturing_messages m JOIN whatsapp_messages w ON w.message_id = m.message_id
      WHERE w.broadcast_id = $1 AND m.batch = $2 AND m.status IN ('queued', 'sending') ORDER BY m.message_id`,
    [broadcastId, batch],
  );
  return rows.map((row) => row.message_id);
}

/** Messages of the broadcast not final yet (queued, sending, or sent and waiting for its receipt). */
export async function unfinishedCount(tx: Queryable, broadcastId: number): Promise<number> {
  return queryCount(
    tx,
    `SELECT count(*)::int AS n FROM nurturing_messages m JOIN whatsapp_messages w ON w.message_id = m.message_id
      WHERE w.broadcast_id = $1 AND m.status IN ('queued', 'sending', 'sent')`,
    [broadcastId],
  );
}

export async function finishBroadcast(tx: Queryable, broadcastId: number, status: 'completed' | 'failed', reason: string | null): Promise<void> {
  await tx.query(
    "UPDATE whatsapp_broadcasts SET status = $2, failure_reason = $3, completed_at = now() WHERE broadcast_id = $1 AND status IN ('scheduled', 'sending')",
    [broadcastId, status, reason],
  );
}

/**
 * Gives up messages nothing moved: open ones untouched for `openHours` (their job died), sent ones without a receipt
 * for `receiptHours`. Answers them with their broadcast.
 */
export async function failStale(db: Queryable, openHours: number, receiptHours: number): Promise<Array<{ message_id: number; broadcast_id: number | null }>> {
  const { rows } = await db.query<{ message_id: number; broadcast_id: number | null }>(
    `WITH stale AS (
       UPDATE nurturing_messages m SET status = 'failed', updated_at = now(),
              last_error = CASE WHEN m.status = 'sent' THEN 'no delivery receipt within ' || $2::int || ' hours' ELSE 'not sent within ' || $1::int || ' hours' END
        WHERE m.channel = 'whatsapp' AND (
              (m.status IN ('queued', 'sending') AND m.updated_at < now() - make_interval(hours => $1::int)
                AND NOT EXISTS (SELECT 1 FROM whatsapp_messages w JOIN whatsapp_broadcasts b ON b.broadcast_id = w.broadcast_id
                                 WHERE w.message_id = m.message_id AND b.status = 'scheduled' AND b.scheduled_at > now() - make_interval(hours => $1::int)))
           OR (m.status = 'sent' AND m.sent_at < now() - make_interval(hours => $2::int)))
        RETURNING m.message_id)
     SELECT s.message_id::int AS message_id, w.broadcast_id FROM stale s JOIN whatsapp_messages w ON w.message_id = s.message_id`,
    [openHours, receiptHours],
  );
  return rows;
}

// The local provider's store.

export async function acceptLocalMessage(tx: Queryable, messageId: number, destination: string, request: unknown): Promise<number> {
  const { rows } = await tx.query<{ outbox_id: number }>(
    `WITH ins AS (
       INSERT INTO whatsapp_local_outbox (message_id, destination, request) VALUES ($1, $2, $3::jsonb)
       ON CONFLICT (message_id) DO NOTHING RETURNING outbox_id)
     SELECT outbox_id::int AS outbox_id FROM ins
     UNION ALL SELECT outbox_id::int FROM whatsapp_local_outbox WHERE message_id = $1
     LIMIT 1`,
    [messageId, destination, JSON.stringify(request)],
  );
  return rows[0].outbox_id;
}
