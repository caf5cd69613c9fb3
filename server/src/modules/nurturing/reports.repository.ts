// The SQL of the nurturing reports: the credit chart (the ledger by day or month), the campaigns of a period, and the
// per-message email log with its event trail.
import type { Queryable } from '../../db/types.ts';
import type { Caller } from '../../domain/caller.ts';
import { Conditions, queryPage, type Page, type PageWindow } from '../../domain/lists/index.ts';
import type { LeadsSchemas } from '../../contract-types.ts';
import { ownerScope } from './contacts.repository.ts';

export type ChartPoint = { period: string; credits_used: number; credits_purchased: number; credits_refunded: number; contacts: number };

/** One point per day or month from `from` to `to` (dates, inclusive), zeros included; the ledger read in UTC. */
export async function creditChart(db: Queryable, userId: number, granularity: 'day' | 'month', from: string, to: string): Promise<ChartPoint[]> {
  const step = granularity === 'day' ? "interval '1 day'" : "interval '1 month'";
  const format = granularity === 'day' ? 'YYYY-MM-DD' : 'YYYY-MM';
  const { rows } = await db.query<ChartPoint>(
    `WITH p AS (
       SELECT s::timestamp AS start FROM generate_series(date_trunc($4, $2::date::timestamp), date_trunc($4, $3::date::timestamp), ${step}) s)
     SELECT to_char(p.start, '${format}') AS period,
            coalesce(sum(l.credits) FILTER (WHERE l.kind = 'hold'), 0)::int AS credits_used,
            coalesce(sum(l.credits) FILTER (WHERE l.kind = 'purchase'), 0)::int AS credits_purchased,
            coalesce(sum(l.credits) FILTER (WHERE l.kind IN ('release', 'refund')), 0)::int AS credits_refunded,
            count(l.entry_id) FILTER (WHERE l.kind = 'spend')::int AS contacts
       FROM p LEFT JOIN credit_ledger l
         ON l.user_id = $1 AND (l.created_at AT TIME ZONE 'UTC') >= p.start AND (l.created_at AT TIME ZONE 'UTC') < p.start + ${step}
      GROUP BY p.start ORDER BY p.start`,
    [userId, from, to, granularity],
  );
  return rows;
}

/** The owner's campaigns started from `from` to `to` (UTC dates, inclusive): their ids and what they held. */
export async function campaignsStarted(db: Queryable, ownerId: number, from: string, to: string): Promise<{ ids: number[]; held: number }> {
  const { rows } = await db.query<{ campaign_id: number; credits_held: number | null }>(
    `SELECT campaign_id, credits_held FROM email_campaigns
      WHERE owner_user_id = $1 AND started_at IS NOT NULL
        AND (started_at AT TIME ZONE 'UTC') >= $2::date AND (started_at AT TIME ZONE 'UTC') < $3::date + 1`,
    [ownerId, from, to],
  );
  return { ids: rows.map((r) => r.campaign_id), held: rows.reduce((sum, r) => sum + (r.credits_held ?? 0), 0) };
}

export type EmailLog = LeadsSchemas['EmailLog'];
type EmailLogEvent = LeadsSchemas['EmailLogEvent'];
type LogRow = {
  log_id: number;
  message_id: string | null;
  campaign_id: number | null;
  lead_id: number | null;
  email: string;
  subject: string;
  event: EmailLogEvent;
  queued_at: Date;
  sent_at: Date | null;
  trail: Array<{ event: string; at: string }> | null;
};

/** A delivery event in the log's words. */
const EVENT_SQL = `CASE e.event WHEN 'complaint' THEN 'spam' WHEN 'read' THEN 'opened' WHEN 'replied' THEN 'clicked' ELSE e.event END`;

const LATEST = `CASE
    WHEN m.status IN ('queued', 'sending') THEN 'queued'
    WHEN m.status = 'failed' THEN 'failed'
    WHEN m.status = 'skipped' THEN 'blocked'
    ELSE coalesce((SELECT ${EVENT_SQL} FROM nurturing_delivery_events e WHERE e.message_id = m.message_id
                    ORDER BY e.occurred_at DESC, e.event_id DESC LIMIT 1), 'sent')
  END`;

const toLog = (row: LogRow): EmailLog => {
  const events: EmailLog['events'] = [{ event: 'queued', at: row.queued_at.toISOString() }];
  if (row.sent_at) events.push({ event: 'sent', at: row.sent_at.toISOString() });
  for (const e of row.trail ?? []) events.push({ event: e.event as EmailLogEvent, at: new Date(e.at).toISOString() });
  if (row.event === 'failed' || row.event === 'blocked') events.push({ event: row.event, at: events[events.length - 1].at });
  return {
    log_id: row.log_id,
    message_id: row.message_id,
    campaign_id: row.campaign_id,
    lead_id: row.lead_id,
    email: row.email,
    subject: row.subject,
    event: row.event,
    events,
    sent_at: row.sent_at?.toISOString() ?? null,
    last_event_at: events[events.length - 1].at,
  };
};

export async function emailLogs(
  db: Queryable,
  caller: Caller,
  filter: { campaign_id?: number; lead_id?: number; email?: string; event?: EmailLogEvent; from?: string; to?: string },
  window: PageWindow,
): Promise<Page<EmailLog>> {
  const inner = new Conditions();
  inner.push("m.channel = 'email'");
  ownerScope(inner, 'm', caller);
  inner.eq('m.campaign_id', filter.campaign_id);
  inner.eq('coalesce(m.lead_id, ct.lead_id)', filter.lead_id);
  inner.eq('m.to_address', filter.email?.trim().toLowerCase());
  if (filter.from) inner.push(`(m.queued_at AT TIME ZONE 'UTC') >= ${inner.param(filter.from)}::date`);
  if (filter.to) inner.push(`(m.queued_at AT TIME ZONE 'UTC') < ${inner.param(filter.to)}::date + 1`);
  const rows = `SELECT m.message_id::int AS log_id, m.provider_message_id AS message_id, m.campaign_id, coalesce(m.lead_id, ct.lead_id) AS lead_id,
                       m.to_address AS email, coalesce(c.subject, sd.subject) AS subject, ${LATEST} AS event, m.queued_at, m.sent_at,
                       (SELECT json_agg(json_build_object('event', ${EVENT_SQL}, 'at', e.occurred_at) ORDER BY e.occurred_at, e.event_id)
                          FROM nurturing_delivery_events e WHERE e.message_id = m.message_id) AS trail
                  FROM nurturing_messages m
                  LEFT JOIN email_campaigns c ON c.campaign_id = m.campaign_id
                  LEFT JOIN nurturing_mail_sends sd ON sd.send_id = m.send_id
                  LEFT JOIN nurturing_contacts ct ON ct.contact_id = m.contact_id
                 ${inner.sql}`;
  const outer = filter.event ? `WHERE x.event = ${inner.param(filter.event)}` : '';
  return queryPage<LogRow, EmailLog>(db, window, inner, {
    select: `SELECT x.* FROM (${rows}) x ${outer} ORDER BY x.queued_at DESC, x.log_id DESC`,
    count: `SELECT count(*)::int AS total FROM (${rows}) x ${outer}`,
  }, toLog);
}
