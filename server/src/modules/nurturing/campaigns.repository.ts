// The SQL of email campaigns, their messages (one per recipient), delivery events, the local provider's mailbox and
// the kept answers of idempotent calls (migrations/0030_nurturing.sql). Every move of a message is guarded by the
// status it expects, so a repeated step (a job run again after a crash) changes nothing twice.
import type { Queryable } from '../../db/types.ts';
import type { Caller } from '../../domain/caller.ts';
import { Conditions, queryCount, queryPage, type Page, type PageWindow } from '../../domain/lists/index.ts';
import type { LeadsSchemas } from '../../contract-types.ts';
import { ownedRowVisible, ownerScope } from './contacts.repository.ts';

export type CampaignStatus = LeadsSchemas['EmailCampaignStatus'];
export type Counts = LeadsSchemas['CampaignStatCounts'];

export type CampaignRow = {
  campaign_id: number;
  owner_user_id: number;
  name: string;
  subject: string;
  sender_name: string;
  reply_to: string;
  template_id: number | null;
  html_content: string | null;
  list_ids: number[];
  status: CampaignStatus;
  scheduled_at: Date | null;
  started_at: Date | null;
  sent_at: Date | null;
  rate_credits: number | null;
  contacts_count: number | null;
  suppressed_count: number;
  credits_held: number | null;
  failure_reason: string | null;
  created_at: Date;
};

const CAMPAIGN_COLUMNS = `c.campaign_id, c.owner_user_id, c.name, c.subject, c.sender_name, c.reply_to, c.template_id, c.html_content,
  c.list_ids, c.status, c.scheduled_at, c.started_at, c.sent_at, c.rate_credits, c.contacts_count, c.suppressed_count,
  c.credits_held, c.failure_reason, c.created_at`;

export type NewCampaign = {
  ownerId: number; name: string; subject: string; senderName: string; replyTo: string; templateId: number | null;
  htmlContent: string | null; listIds: number[]; scheduledAt: string | null;
};

export async function insertCampaign(db: Queryable, c: NewCampaign): Promise<number> {
  const { rows } = await db.query<{ campaign_id: number }>(
    `INSERT INTO email_campaigns (owner_user_id, name, subject, sender_name, reply_to, template_id, html_content, list_ids, scheduled_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::int[], $9) RETURNING campaign_id`,
    [c.ownerId, c.name, c.subject, c.senderName, c.replyTo, c.templateId, c.htmlContent, c.listIds, c.scheduledAt],
  );
  return rows[0].campaign_id;
}

export async function findCampaign(db: Queryable, campaignId: number, lock = false): Promise<CampaignRow | undefined> {
  const { rows } = await db.query<CampaignRow>(
    `SELECT ${CAMPAIGN_COLUMNS} FROM email_campaigns c WHERE c.campaign_id = $1${lock ? ' FOR UPDATE' : ''}`,
    [campaignId],
  );
  return rows[0];
}

/** Whether the caller sees the campaign (their own; an operations_manager all; a master its area franchises'). */
export const campaignVisible = (db: Queryable, caller: Caller, campaignId: number): Promise<boolean> => ownedRowVisible(db, caller, 'email_campaigns', campaignId);

export async function listCampaigns(
  db: Queryable,
  caller: Caller,
  filter: { status?: CampaignStatus; search?: string },
  window: PageWindow,
): Promise<Page<CampaignRow>> {
  const where = new Conditions();
  ownerScope(where, 'c', caller);
  where.eq('c.status', filter.status);
  where.ilike("concat_ws(' ', c.name, c.subject)", filter.search);
  return queryPage<CampaignRow>(db, window, where, {
    select: `SELECT ${CAMPAIGN_COLUMNS} FROM email_campaigns c ${where.sql} ORDER BY c.created_at DESC, c.campaign_id DESC`,
    count: `SELECT count(*)::int AS total FROM email_campaigns c ${where.sql}`,
  });
}

/** The owner's lists among `listIds` (the others are not theirs or do not exist). */
export async function ownListIds(db: Queryable, ownerId: number, listIds: number[]): Promise<Set<number>> {
  const { rows } = await db.query<{ list_id: number }>('SELECT list_id FROM contact_lists WHERE owner_user_id = $1 AND list_id = ANY($2::int[])', [ownerId, listIds]);
  return new Set(rows.map((row) => row.list_id));
}

export async function emptyListIds(db: Queryable, listIds: number[]): Promise<number[]> {
  const { rows } = await db.query<{ list_id: number }>(
    `SELECT l.list_id FROM contact_lists l WHERE l.list_id = ANY($1::int[])
        AND NOT EXISTS (SELECT 1 FROM contact_list_members m WHERE m.list_id = l.list_id) ORDER BY l.list_id`,
    [listIds],
  );
  return rows.map((row) => row.list_id);
}

export type EmailTemplate = { template_id: number; owner_user_id: number | null; active: boolean; subject: string | null; html_content: string };

/** A mail template the owner may use (shared, or theirs). */
export async function findEmailTemplate(db: Queryable, templateId: number, ownerId: number): Promise<EmailTemplate | undefined> {
  const { rows } = await db.query<EmailTemplate>(
    `SELECT template_id, owner_user_id, active, subject, html_content FROM nurturing_templates
      WHERE template_id = $1 AND channel = 'email' AND (owner_user_id IS NULL OR owner_user_id = $2)`,
    [templateId, ownerId],
  );
  return rows[0];
}

const RECIPIENTS = `SELECT DISTINCT ct.contact_id, ct.email, ct.owner_user_id
  FROM contact_list_members m JOIN nurturing_contacts ct ON ct.contact_id = m.contact_id
 WHERE m.list_id = ANY($1::int[])`;
const SUPPRESSED = `EXISTS (SELECT 1 FROM nurturing_suppressions s
  WHERE s.owner_user_id = r.owner_user_id AND s.channel = 'email' AND s.address = r.email)`;

/** The unique contacts of the lists now, and how many of them are suppressed. */
export async function recipientCounts(db: Queryable, listIds: number[]): Promise<{ contacts: number; suppressed: number }> {
  const { rows } = await db.query<{ contacts: number; suppressed: number }>(
    `SELECT count(*)::int AS contacts, count(*) FILTER (WHERE ${SUPPRESSED})::int AS suppressed FROM (${RECIPIENTS}) r`,
    [listIds],
  );
  return rows[0];
}

/**
 * Queues one message per unsuppressed recipient (UNIQUE per campaign and contact; key `email:<campaign>:<contact>`),
 * numbered into batches of `batchSize`. Answers how many, and the number of batches.
 */
export async function queueMessages(tx: Queryable, campaignId: number, listIds: number[], credits: number, batchSize: number): Promise<{ queued: number; batches: number }> {
  const { rows } = await tx.query<{ queued: number; batches: number }>(
    `WITH r AS (${RECIPIENTS}), ins AS (
       INSERT INTO nurturing_messages (campaign_id, owner_user_id, channel, contact_id, to_address, batch, idempotency_key, credits)
       SELECT $2::int, r.owner_user_id, 'email', r.contact_id, r.email,
              ((row_number() OVER (ORDER BY r.contact_id)) - 1) / $4::int,
              'email:' || $2::int || ':' || r.contact_id, $3::int
         FROM r WHERE NOT ${SUPPRESSED}
       ON CONFLICT DO NOTHING
       RETURNING batch)
     SELECT count(*)::int AS queued, coalesce(max(batch) + 1, 0)::int AS batches FROM ins`,
    [listIds, campaignId, credits, batchSize],
  );
  return rows[0];
}

export async function markStarted(
  tx: Queryable,
  campaignId: number,
  fields: { status: 'sending' | 'scheduled'; scheduledAt: string | null; rate: number; contacts: number; suppressed: number; held: number },
): Promise<void> {
  await tx.query(
    `UPDATE email_campaigns SET status = $2, scheduled_at = $3, started_at = now(), rate_credits = $4, contacts_count = $5,
            suppressed_count = $6, credits_held = $7, updated_at = now()
      WHERE campaign_id = $1 AND status = 'draft'`,
    [campaignId, fields.status, fields.scheduledAt, fields.rate, fields.contacts, fields.suppressed, fields.held],
  );
}

/** A scheduled campaign whose time came: sending. */
export async function markSending(db: Queryable, campaignId: number): Promise<void> {
  await db.query("UPDATE email_campaigns SET status = 'sending', updated_at = now() WHERE campaign_id = $1 AND status = 'scheduled'", [campaignId]);
}

export async function openMessagesOfBatch(db: Queryable, campaignId: number, batch: number): Promise<number[]> {
  const { rows } = await db.query<{ message_id: number }>(
    "SELECT message_id::int AS message_id FROM nurturing_messages WHERE campaign_id = $1 AND batch = $2 AND status IN ('queued', 'sending') ORDER BY message_id",
    [campaignId, batch],
  );
  return rows.map((row) => row.message_id);
}

export type MessageToSend = {
  message_id: number;
  /** The campaign of a campaign mail; null for a single mail (send_id set). */
  campaign_id: number | null;
  send_id: number | null;
  cc: string[];
  owner_user_id: number;
  to_address: string;
  message_token: string;
  attempts: number;
  credits: number;
  first_name: string | null;
  last_name: string | null;
  unsubscribe_token: string;
  subject: string;
  sender_name: string;
  reply_to: string;
  html: string;
};

/**
 * Begins an attempt at a queued message (or one a dead worker left `sending`) and answers what to send; undefined
 * when it is past that (sent, failed, skipped). A recipient suppressed since the start is marked skipped instead.
 */
export async function startMessage(tx: Queryable, messageId: number): Promise<MessageToSend | 'skipped' | undefined> {
  const skipped = await tx.query(
    `UPDATE nurturing_messages m SET status = 'skipped', skip_reason = s.reason, updated_at = now()
       FROM nurturing_suppressions s
      WHERE m.message_id = $1 AND m.status IN ('queued', 'sending')
        AND s.owner_user_id = m.owner_user_id AND s.channel = 'email' AND s.address = m.to_address`,
    [messageId],
  );
  if (skipped.rowCount > 0) return 'skipped';
  const { rows } = await tx.query<MessageToSend>(
    `WITH m AS (
       UPDATE nurturing_messages SET status = 'sending', attempts = attempts + 1, updated_at = now()
        WHERE message_id = $1 AND status IN ('queued', 'sending')
        RETURNING message_id, campaign_id, send_id, owner_user_id, contact_id, to_address, message_token, attempts, credits)
     SELECT m.message_id::int AS message_id, m.campaign_id, m.send_id, coalesce(s.cc, '{}') AS cc, m.owner_user_id, m.to_address,
            m.message_token::text AS message_token, m.attempts, m.credits, ct.first_name, ct.last_name,
            ct.unsubscribe_token::text AS unsubscribe_token, coalesce(c.subject, s.subject) AS subject,
            coalesce(c.sender_name, s.sender_name) AS sender_name, coalesce(c.reply_to, s.reply_to) AS reply_to,
            coalesce(c.html_content, t.html_content, s.html_content) AS html
       FROM m LEFT JOIN email_campaigns c ON c.campaign_id = m.campaign_id
       LEFT JOIN nurturing_mail_sends s ON s.send_id = m.send_id
       LEFT JOIN nurturing_contacts ct ON ct.contact_id = m.contact_id
       LEFT JOIN nurturing_templates t ON t.template_id = c.template_id`,
    [messageId],
  );
  return rows[0];
}

/** The provider accepted the message: sent (or delivered, when it says so at once). False when it was not `sending`. */
export async function markMessageSent(tx: Queryable, messageId: number, provider: string, providerMessageId: string): Promise<boolean> {
  const result = await tx.query(
    `UPDATE nurturing_messages SET status = 'sent', provider = $2, provider_message_id = $3, sent_at = now(), last_error = NULL, updated_at = now()
      WHERE message_id = $1 AND status = 'sending'`,
    [messageId, provider, providerMessageId],
  );
  return result.rowCount > 0;
}

export async function markMessageFailed(db: Queryable, messageId: number, error: string): Promise<void> {
  await db.query(
    "UPDATE nurturing_messages SET status = 'failed', last_error = left($2, 500), updated_at = now() WHERE message_id = $1 AND status IN ('queued', 'sending')",
    [messageId, error],
  );
}

export async function markMessageRetrying(db: Queryable, messageId: number, error: string): Promise<void> {
  await db.query(
    "UPDATE nurturing_messages SET status = 'queued', last_error = left($2, 500), updated_at = now() WHERE message_id = $1 AND status = 'sending'",
    [messageId, error],
  );
}

/** A delivery event, once per provider event id; a delivered event moves a sent message to delivered. */
export async function recordEvent(tx: Queryable, messageId: number, provider: string, providerEventId: string, event: string): Promise<boolean> {
  const inserted = await tx.query(
    `INSERT INTO nurturing_delivery_events (provider, provider_event_id, message_id, event) VALUES ($1, $2, $3, $4)
     ON CONFLICT (provider, provider_event_id) DO NOTHING`,
    [provider, providerEventId, messageId, event],
  );
  if (inserted.rowCount > 0 && event === 'delivered') {
    await tx.query("UPDATE nurturing_messages SET status = 'delivered', updated_at = now() WHERE message_id = $1 AND status = 'sent'", [messageId]);
  }
  return inserted.rowCount > 0;
}

export async function openMessageCount(tx: Queryable, campaignId: number): Promise<number> {
  return queryCount(
    tx,
    "SELECT count(*)::int AS n FROM nurturing_messages WHERE campaign_id = $1 AND status IN ('queued', 'sending')",
    [campaignId],
  );
}

export async function finishCampaign(tx: Queryable, campaignId: number, status: 'sent' | 'failed', reason: string | null): Promise<void> {
  await tx.query(
    "UPDATE email_campaigns SET status = $2, failure_reason = $3, sent_at = now(), updated_at = now() WHERE campaign_id = $1 AND status IN ('sending', 'scheduled')",
    [campaignId, status, reason],
  );
}

const ZERO: Counts = { queued: 0, failed: 0, skipped: 0, sent: 0, delivered: 0, opened: 0, clicked: 0, bounced: 0, unsubscribed: 0 };

/** The counts of campaigns by id: messages by status, and unique messages per event. */
export async function countsOf(db: Queryable, campaignIds: number[]): Promise<Map<number, Counts>> {
  const result = new Map<number, Counts>(campaignIds.map((id) => [id, { ...ZERO }]));
  if (campaignIds.length === 0) return result;
  const { rows } = await db.query<Counts & { campaign_id: number }>(
    `SELECT m.campaign_id,
            count(*) FILTER (WHERE m.status IN ('queued', 'sending'))::int AS queued,
            count(*) FILTER (WHERE m.status = 'failed')::int AS failed,
            count(*) FILTER (WHERE m.status = 'skipped')::int AS skipped,
            count(*) FILTER (WHERE m.status IN ('sent', 'delivered'))::int AS sent,
            count(*) FILTER (WHERE m.status = 'delivered')::int AS delivered,
            count(*) FILTER (WHERE EXISTS (SELECT 1 FROM nurturing_delivery_events e WHERE e.message_id = m.message_id AND e.event = 'opened'))::int AS opened,
            count(*) FILTER (WHERE EXISTS (SELECT 1 FROM nurturing_delivery_events e WHERE e.message_id = m.message_id AND e.event = 'clicked'))::int AS clicked,
            count(*) FILTER (WHERE EXISTS (SELECT 1 FROM nurturing_delivery_events e WHERE e.message_id = m.message_id AND e.event IN ('hard_bounced', 'soft_bounced')))::int AS bounced,
            count(*) FILTER (WHERE EXISTS (SELECT 1 FROM nurturing_delivery_events e WHERE e.message_id = m.message_id AND e.event = 'unsubscribed'))::int AS unsubscribed
       FROM nurturing_messages m WHERE m.campaign_id = ANY($1::int[]) GROUP BY m.campaign_id`,
    [campaignIds],
  );
  for (const row of rows) {
    const { campaign_id, ...counts } = row;
    result.set(campaign_id, counts);
  }
  return result;
}

/** Emails of the owner sent (accepted by the provider) since `since`. */
export async function sentSince(db: Queryable, ownerId: number, since: Date): Promise<number> {
  return queryCount(
    db,
    "SELECT count(*)::int AS n FROM nurturing_messages WHERE owner_user_id = $1 AND channel = 'email' AND sent_at >= $2",
    [ownerId, since],
  );
}

/** Emails of the owner queued and not sent yet (they count against today's allowance). */
export async function queuedOf(db: Queryable, ownerId: number): Promise<number> {
  return queryCount(
    db,
    "SELECT count(*)::int AS n FROM nurturing_messages WHERE owner_user_id = $1 AND channel = 'email' AND status IN ('queued', 'sending')",
    [ownerId],
  );
}

// The local provider's mailbox.

export type LocalMail = { messageId: number; to: string; from: string; subject: string; headers: Record<string, string>; html: string; text: string };

/** Accepts a mail into the local mailbox once per message: a resend answers the row the first attempt made. */
export async function acceptLocalMail(db: Queryable, mail: LocalMail): Promise<number> {
  const { rows } = await db.query<{ mailbox_id: number }>(
    `WITH ins AS (
       INSERT INTO nurturing_local_mailbox (message_id, to_email, from_header, subject, headers, html, text_body)
       VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7) ON CONFLICT (message_id) DO NOTHING RETURNING mailbox_id)
     SELECT mailbox_id::int AS mailbox_id FROM ins
     UNION ALL SELECT mailbox_id::int FROM nurturing_local_mailbox WHERE message_id = $1
     LIMIT 1`,
    [mail.messageId, mail.to, mail.from, mail.subject, JSON.stringify(mail.headers), mail.html, mail.text],
  );
  return rows[0].mailbox_id;
}

// Kept answers of idempotent calls.

export type KeptCall = { body_hash: string; status: number | null; answer: unknown };

/** Claims a key for a call in `tx`; answers the earlier claim when there is one (its answer null while it runs). */
export async function claimKey(tx: Queryable, userId: number, operation: string, key: string, bodyHash: string): Promise<KeptCall | undefined> {
  await tx.query("DELETE FROM nurturing_idempotency WHERE created_at < now() - interval '24 hours' AND user_id = $1 AND operation = $2 AND key = $3", [userId, operation, key]);
  const inserted = await tx.query(
    'INSERT INTO nurturing_idempotency (user_id, operation, key, body_hash) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING',
    [userId, operation, key, bodyHash],
  );
  if (inserted.rowCount > 0) return undefined;
  const { rows } = await tx.query<KeptCall>('SELECT body_hash, status, answer FROM nurturing_idempotency WHERE user_id = $1 AND operation = $2 AND key = $3', [userId, operation, key]);
  return rows[0];
}

export async function keepAnswer(tx: Queryable, userId: number, operation: string, key: string, status: number, answer: unknown): Promise<void> {
  await tx.query('UPDATE nurturing_idempotency SET status = $4, answer = $5::jsonb WHERE user_id = $1 AND operation = $2 AND key = $3', [
    userId, operation, key, status, JSON.stringify(answer),
  ]);
}

export type SharedTemplateRow = { template_id: number; name: string; subject: string | null; html_content: string; created_at: Date };

/** The shared, active mail templates, by name (a `search` in the name). */
export async function sharedEmailTemplates(db: Queryable, search: string | undefined): Promise<SharedTemplateRow[]> {
  const where = new Conditions();
  where.push("t.channel = 'email' AND t.active AND t.owner_user_id IS NULL");
  where.ilike('t.name', search);
  const { rows } = await db.query<SharedTemplateRow>(
    `SELECT t.template_id, t.name, t.subject, t.html_content, t.created_at FROM nurturing_templates t ${where.sql} ORDER BY t.name, t.template_id`,
    where.params,
  );
  return rows;
}

/**
 * Gives up the open messages of sending campaigns that nothing moved for `hours` (their batch job died: out of
 * attempts on errors outside a send): failed, with the reason. Answers the campaigns touched.
 */
export async function failStaleMessages(db: Queryable, hours: number): Promise<number[]> {
  const { rows } = await db.query<{ campaign_id: number }>(
    `UPDATE nurturing_messages m SET status = 'failed', last_error = 'not sent within ' || $1::int || ' hours', updated_at = now()
       FROM email_campaigns c
      WHERE c.campaign_id = m.campaign_id AND c.status = 'sending' AND m.status IN ('queued', 'sending')
        AND greatest(m.updated_at, coalesce(c.scheduled_at, m.updated_at)) < now() - make_interval(hours => $1::int)
      RETURNING m.campaign_id`,
    [hours],
  );
  return [...new Set(rows.map((row) => row.campaign_id))];
}
