// The SQL that reads WhatsApp for the screens: counts from the messages and their delivery events (sent, delivered,
// read, replied, failed, and the progress counts queued/skipped), a broadcast's recipients, a lead's conversation,
// the lead's message history (WhatsApp and email), the analytics of a period and the provider's price table.
import type { Queryable } from '../../db/types.ts';
import { Conditions, queryPage, type Page, type PageWindow } from '../../domain/lists/index.ts';

export type Counts = { sent: number; delivered: number; read: number; failed: number; replied: number; queued: number; skipped: number };
export const ZERO: Counts = { sent: 0, delivered: 0, read: 0, failed: 0, replied: 0, queued: 0, skipped: 0 };

const has = (event: string) => `EXISTS (SELECT 1 FROM nurturing_delivery_events e WHERE e.message_id = m.message_id AND e.event = '${event}')`;

const COUNTS = `count(*) FILTER (WHERE m.status IN ('sent', 'delivered'))::int AS sent,
  count(*) FILTER (WHERE m.status = 'delivered')::int AS delivered,
  count(*) FILTER (WHERE m.status = 'delivered' AND ${has('read')})::int AS read,
  count(*) FILTER (WHERE m.status = 'failed')::int AS failed,
  count(*) FILTER (WHERE ${has('replied')})::int AS replied,
  count(*) FILTER (WHERE m.status IN ('queued', 'sending'))::int AS queued,
  count(*) FILTER (WHERE m.status = 'skipped')::int AS skipped`;

const FROM = 'FROM nurturing_messages m JOIN whatsapp_messages w ON w.message_id = m.message_id';

/** The counts of broadcasts by id. */
export async function broadcastCounts(db: Queryable, broadcastIds: number[]): Promise<Map<number, Counts>> {
  const result = new Map<number, Counts>(broadcastIds.map((id) => [id, { ...ZERO }]));
  if (broadcastIds.length === 0) return result;
  const { rows } = await db.query<Counts & { broadcast_id: number }>(
    `SELECT w.broadcast_id, ${COUNTS} ${FROM} WHERE w.broadcast_id = ANY($1::int[]) GROUP BY w.broadcast_id`,
    [broadcastIds],
  );
  for (const { broadcast_id, ...counts } of rows) result.set(broadcast_id, counts);
  return result;
}

/** Spent and released credits of broadcasts by id. */
export async function broadcastCredits(db: Queryable, broadcastIds: number[]): Promise<Map<number, { spent: number; released: number }>> {
  const { rows } = await db.query<{ reference_id: number; spent: number; released: number }>(
    `SELECT reference_id::int AS reference_id, coalesce(sum(credits) FILTER (WHERE kind = 'spend'), 0)::int AS spent,
            coalesce(sum(credits) FILTER (WHERE kind = 'release'), 0)::int AS released
       FROM credit_ledger WHERE reference_type = 'broadcast' AND reference_id = ANY($1::bigint[]) GROUP BY reference_id`,
    [broadcastIds],
  );
  return new Map(rows.map((row) => [row.reference_id, { spent: row.spent, released: row.released }]));
}

export type Period = { userId: number; from: string; to: string };

/** The counts of a user's messages queued in the period, in total or per template / broadcast. */
export async function periodCounts(db: Queryable, p: Period, groupBy: 'none' | 'template' | 'broadcast'): Promise<Array<Counts & { id: number | null; name: string | null }>> {
  const group = groupBy === 'template' ? { id: 'w.template_id', name: 't.name', join: 'JOIN nurturing_templates t ON t.template_id = w.template_id' }
    : groupBy === 'broadcast' ? { id: 'w.broadcast_id', name: 'b.name', join: 'JOIN whatsapp_broadcasts b ON b.broadcast_id = w.broadcast_id' }
      : { id: 'NULL::int', name: 'NULL::text', join: '' };
  const { rows } = await db.query<Counts & { id: number | null; name: string | null }>(
    `SELECT ${group.id} AS id, ${group.name} AS name, ${COUNTS} ${FROM} ${group.join}
      WHERE m.owner_user_id = $1 AND m.queued_at >= $2::date AND m.queued_at < $3::date + 1
      GROUP BY 1, 2 ORDER BY sent DESC, 1`,
    [p.userId, p.from, p.to],
  );
  return rows;
}

/** Inbound messages in the period from the numbers the user has messaged. */
export async function inboundCount(db: Queryable, p: Period): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM whatsapp_inbound i
      WHERE i.received_at >= $2::date AND i.received_at < $3::date + 1
        AND EXISTS (SELECT 1 FROM nurturing_messages m WHERE m.channel = 'whatsapp' AND m.owner_user_id = $1 AND m.to_address = i.from_address)`,
    [p.userId, p.from, p.to],
  );
  return rows[0].n;
}

/** Broadcasts started and WhatsApp credits spent by the user in the period. */
export async function periodUsage(db: Queryable, p: Period): Promise<{ broadcasts: number; credits: number }> {
  const { rows } = await db.query<{ broadcasts: number; credits: number }>(
    `SELECT (SELECT count(*)::int FROM whatsapp_broadcasts WHERE owner_user_id = $1 AND created_at >= $2::date AND created_at < $3::date + 1) AS broadcasts,
            (SELECT coalesce(sum(credits), 0)::int FROM credit_ledger WHERE user_id = $1 AND kind = 'spend'
                AND service IN ('whatsapp_broadcast', 'whatsapp_message') AND created_at >= $2::date AND created_at < $3::date + 1) AS credits`,
    [p.userId, p.from, p.to],
  );
  return rows[0];
}

/** Per UTC day of the period, every day present: sent (by sent time), delivered/read/replied (by event time), failed. */
export async function dailySeries(db: Queryable, p: Period, broadcastId: number | undefined): Promise<Array<{ date: string; sent: number; delivered: number; read: number; failed: number; replied: number }>> {
  const { rows } = await db.query<{ date: string; sent: number; delivered: number; read: number; failed: number; replied: number }>(
    `WITH mine AS (
       SELECT m.message_id, m.status, m.sent_at, m.updated_at ${FROM}
        WHERE m.owner_user_id = $1 AND ($4::int IS NULL OR w.broadcast_id = $4)),
     days AS (SELECT d::date AS day FROM generate_series($2::date, $3::date, interval '1 day') d),
     ev AS (SELECT (e.occurred_at AT TIME ZONE 'UTC')::date AS day, e.event, count(DISTINCT e.message_id)::int AS n
              FROM nurturing_delivery_events e JOIN mine ON mine.message_id = e.message_id GROUP BY 1, 2)
     SELECT to_char(days.day, 'YYYY-MM-DD') AS date,
            (SELECT count(*)::int FROM mine WHERE mine.sent_at IS NOT NULL AND (mine.sent_at AT TIME ZONE 'UTC')::date = days.day) AS sent,
            coalesce((SELECT n FROM ev WHERE ev.day = days.day AND ev.event = 'delivered'), 0) AS delivered,
            coalesce((SELECT n FROM ev WHERE ev.day = days.day AND ev.event = 'read'), 0) AS read,
            (SELECT count(*)::int FROM mine WHERE mine.status = 'failed' AND (mine.updated_at AT TIME ZONE 'UTC')::date = days.day) AS failed,
            coalesce((SELECT n FROM ev WHERE ev.day = days.day AND ev.event = 'replied'), 0) AS replied
       FROM days ORDER BY days.day`,
    [p.userId, p.from, p.to, broadcastId ?? null],
  );
  return rows;
}

export type RecipientRow = {
  lead_id: number; first_name: string | null; last_name: string | null; to_address: string; message_id: number; status: string;
  last_error: string | null; skip_reason: string | null; sent_at: Date | null; delivered_at: Date | null; read_at: Date | null; replied_at: Date | null;
};

const at = (event: string) => `(SELECT min(e.occurred_at) FROM nurturing_delivery_events e WHERE e.message_id = m.message_id AND e.event = '${event}')`;

/** The status a screen shows: queued (also while sending), sent, delivered, read, failed (also skipped). */
export const SHOWN_STATUS = `CASE WHEN m.status IN ('queued', 'sending') THEN 'queued' WHEN m.status = 'skipped' THEN 'failed'
  WHEN m.status = 'delivered' AND ${has('read')} THEN 'read' ELSE m.status END`;

export async function recipients(db: Queryable, broadcastId: number, status: string | undefined, window: PageWindow): Promise<Page<RecipientRow>> {
  const where = new Conditions();
  where.push(`w.broadcast_id = ${where.param(broadcastId)}`);
  if (status) where.push(`${SHOWN_STATUS} = ${where.param(status)}`);
  return queryPage<RecipientRow>(db, window, where, {
    select: `SELECT w.lead_id, l.first_name, l.last_name, m.to_address, m.message_id::int AS message_id, ${SHOWN_STATUS} AS status, m.last_error,
                    m.skip_reason, m.sent_at, ${at('delivered')} AS delivered_at, ${at('read')} AS read_at, ${at('replied')} AS replied_at
               ${FROM} LEFT JOIN leads l ON l.lead_id = w.lead_id ${where.sql} ORDER BY m.message_id`,
    count: `SELECT count(*)::int AS total ${FROM} ${where.sql}`,
  });
}

export type ConversationRow = {
  id: number; direction: 'inbound' | 'outbound'; kind: 'template' | 'text' | 'media'; template_id: number | null; template_name: string | null;
  text: string | null; status: string; failure_reason: string | null; provider_message_id: string | null; broadcast_id: number | null;
  sent_by_user_id: number | null; created_at: Date; status_at: Date;
};

const OUTBOUND = `SELECT m.message_id AS id, 'outbound' AS direction, w.kind, w.template_id, t.name AS template_name, w.body AS text,
  ${SHOWN_STATUS} AS status, coalesce(m.last_error, m.skip_reason) AS failure_reason, m.provider_message_id, w.broadcast_id,
  w.sent_by_user_id, m.queued_at AS created_at, m.updated_at AS status_at
  ${FROM} LEFT JOIN nurturing_templates t ON t.template_id = w.template_id`;

const INBOUND = `SELECT i.inbound_id AS id, 'inbound' AS direction, CASE WHEN i.kind = 'text' THEN 'text' ELSE 'media' END AS kind,
  NULL::int AS template_id, NULL::text AS template_name, i.text, 'received' AS status, NULL::text AS failure_reason,
  i.provider_message_id, NULL::int AS broadcast_id, NULL::int AS sent_by_user_id, i.received_at AS created_at, i.received_at AS status_at
  FROM whatsapp_inbound i`;

/** One outbound message as a conversation shows it. */
export async function outbound(db: Queryable, messageId: number): Promise<ConversationRow | undefined> {
  const { rows } = await db.query<ConversationRow>(`SELECT x.id::int AS id, x.direction, x.kind, x.template_id, x.template_name, x.text, x.status, x.failure_reason,
    x.provider_message_id, x.broadcast_id, x.sent_by_user_id, x.created_at, x.status_at FROM (${OUTBOUND} WHERE m.message_id = $1) x`, [messageId]);
  return rows[0];
}

/** The WhatsApp conversation with a lead (its number's inbound messages and every outbound message to it), newest first. */
export async function conversation(db: Queryable, leadId: number, address: string | null, sinceId: number | undefined, window: PageWindow): Promise<Page<ConversationRow>> {
  const where = new Conditions();
  const lead = where.param(leadId);
  const from = where.param(address);
  if (sinceId !== undefined) where.push(`x.id > ${where.param(sinceId)}`);
  const union = `(${OUTBOUND} WHERE w.lead_id = ${lead} UNION ALL ${INBOUND} WHERE i.from_address = ${from}) x`;
  return queryPage<ConversationRow>(db, window, where, {
    select: `SELECT x.id::int AS id, x.direction, x.kind, x.template_id, x.template_name, x.text, x.status, x.failure_reason, x.provider_message_id,
                    x.broadcast_id, x.sent_by_user_id, x.created_at, x.status_at FROM ${union} ${where.sql} ORDER BY x.id DESC`,
    count: `SELECT count(*)::int AS total FROM ${union} ${where.sql}`,
  });
}

export type HistoryRow = {
  id: number; channel: 'whatsapp' | 'email'; direction: 'inbound' | 'outbound'; subject: string | null; text: string | null; status: string;
  template_name: string | null; failure_reason: string | null; sender_id: number | null; sender_first: string | null; sender_last: string | null; sender_type: string | null; sender_photo: string | null; created_at: Date;
};

/** A lead's WhatsApp conversation, its single mails and the campaign mails to contacts made from it, newest first. */
export async function leadHistory(db: Queryable, leadId: number, address: string | null, f: { channel?: string; sinceId?: number }, window: PageWindow): Promise<Page<HistoryRow>> {
  const where = new Conditions();
  const lead = where.param(leadId);
  const from = where.param(address);
  where.eq('x.channel', f.channel);
  if (f.sinceId !== undefined) where.push(`x.id > ${where.param(f.sinceId)}`);
  const union = `(
    SELECT c.id, 'whatsapp' AS channel, c.direction, NULL::text AS subject, c.text, c.status, c.template_name,
           CASE WHEN c.status = 'failed' THEN c.failure_reason END AS failure_reason, coalesce(c.sent_by_user_id, c.owner) AS sender, c.created_at
      FROM (${OUTBOUND.replace('w.sent_by_user_id,', 'w.sent_by_user_id, m.owner_user_id AS owner,')} WHERE w.lead_id = ${lead}
            UNION ALL ${INBOUND.replace('NULL::int AS sent_by_user_id,', 'NULL::int AS sent_by_user_id, NULL::int AS owner,')} WHERE i.from_address = ${from}) c
    UNION ALL
    SELECT m.message_id AS id, 'email', 'outbound', coalesce(mb.subject, ec.subject, s.subject),
           coalesce(mb.text_body, regexp_replace(coalesce(ec.html_content, t.html_content, s.html_content, ''), '<[^>]*>', ' ', 'g')),
           CASE WHEN m.status IN ('queued', 'sending') THEN 'queued' WHEN m.status IN ('skipped', 'failed') THEN 'failed'
                WHEN ${has('hard_bounced')} OR ${has('soft_bounced')} THEN 'bounced'
                WHEN ${has('opened')} OR ${has('clicked')} THEN 'read' ELSE m.status END,
           coalesce(t.name, st.name),
           CASE WHEN m.status = 'skipped' THEN coalesce(m.skip_reason, 'skipped') WHEN m.status = 'failed' THEN coalesce(m.last_error, 'failed')
                WHEN ${has('hard_bounced')} THEN 'hard bounce' WHEN ${has('soft_bounced')} THEN 'soft bounce' END,
           m.owner_user_id, m.queued_at
      FROM nurturing_messages m LEFT JOIN nurturing_contacts ct ON ct.contact_id = m.contact_id
      LEFT JOIN email_campaigns ec ON ec.campaign_id = m.campaign_id LEFT JOIN nurturing_templates t ON t.template_id = ec.template_id
      LEFT JOIN nurturing_mail_sends s ON s.send_id = m.send_id LEFT JOIN nurturing_templates st ON st.template_id = s.template_id
      LEFT JOIN nurturing_local_mailbox mb ON mb.message_id = m.message_id
     WHERE m.channel = 'email' AND (ct.lead_id = ${lead} OR m.lead_id = ${lead})) x`;
  return queryPage<HistoryRow>(db, window, where, {
    select: `SELECT x.id::int AS id, x.channel, x.direction, x.subject, x.text, x.status, x.template_name, x.failure_reason, u.user_id AS sender_id, u.first_name AS sender_first,
                    u.last_name AS sender_last, u.user_type AS sender_type, u.photo_url AS sender_photo, x.created_at
               FROM ${union} LEFT JOIN users u ON u.user_id = x.sender AND x.direction = 'outbound' ${where.sql} ORDER BY x.id DESC`,
    count: `SELECT count(*)::int AS total FROM ${union} ${where.sql}`,
  });
}

export type PriceRow = { category: string; country_code: string; country_name: string; currency: string; price_e4: number; effective_from: string; credits: number };

/** The price table in force (the latest row per category and country), with the credits of each category. */
export async function priceRates(db: Queryable, f: { country?: string; category?: string }): Promise<PriceRow[]> {
  const { rows } = await db.query<PriceRow>(
    `SELECT DISTINCT ON (p.category, p.country_code) p.category, p.country_code, p.country_name, p.currency, p.price_e4::int AS price_e4,
            to_char(p.effective_from, 'YYYY-MM-DD') AS effective_from, r.credits
       FROM whatsapp_price_rates p
       JOIN nurturing_rates r ON r.kind = CASE WHEN p.category = 'service' THEN 'whatsapp_session' ELSE 'whatsapp_' || p.category END
      WHERE p.effective_from <= current_date AND ($1::text IS NULL OR p.country_code = $1) AND ($2::text IS NULL OR p.category = $2)
      ORDER BY p.category, p.country_code, p.effective_from DESC`,
    [f.country ?? null, f.category ?? null],
  );
  return rows;
}
