// The SQL of single mails (migrations/0032_mail_delivery.sql): a send (a lead mail, or a bulk mail to students) and
// its messages, one per recipient in nurturing_messages (send_id set), each holding the email rate on its own
// (hold:message:<id>), spent when the provider accepts it and released when it fails or is skipped.
import type { Queryable } from '../../db/types.ts';
import * as ledger from './credits.repository.ts';

export type NewSend = {
  ownerId: number; kind: 'lead' | 'students' | 'nurture'; subject: string; html: string; senderName: string; replyTo: string; cc: string[];
  templateId: number | null; rate: number;
};

export async function insertSend(tx: Queryable, send: NewSend): Promise<number> {
  const { rows } = await tx.query<{ send_id: number }>(
    `INSERT INTO nurturing_mail_sends (owner_user_id, kind, subject, html_content, sender_name, reply_to, cc, template_id, rate_credits)
     VALUES ($1, $2, $3, $4, $5, $6, $7::text[], $8, $9) RETURNING send_id`,
    [send.ownerId, send.kind, send.subject, send.html, send.senderName, send.replyTo, send.cc, send.templateId, send.rate],
  );
  return rows[0].send_id;
}

export type Recipient = { email: string; firstName: string | null; lastName: string | null; leadId: number | null; studentId: number | null };

/**
 * The owner's contact of each recipient (made or refreshed: it carries the unsubscribe token and the suppression
 * identity), then one queued message each, numbered into batches. Answers the message ids in the recipients' order.
 */
export async function queueSingles(tx: Queryable, sendId: number, ownerId: number, recipients: Recipient[], credits: number, batchSize: number): Promise<number[]> {
  if (recipients.length === 0) return [];
  const { rows } = await tx.query<{ message_id: number }>(
    `WITH r AS (
       SELECT r.*, r.ord - 1 AS i FROM unnest($3::text[], $4::text[], $5::text[], $6::int[], $7::int[]) WITH ORDINALITY
         AS r(email, first_name, last_name, lead_id, student_id, ord)),
     ct AS (
       INSERT INTO nurturing_contacts (owner_user_id, email, first_name, last_name, lead_id)
       SELECT $2, r.email, r.first_name, r.last_name, r.lead_id FROM r
       ON CONFLICT (owner_user_id, email) DO UPDATE SET
         first_name = coalesce(EXCLUDED.first_name, nurturing_contacts.first_name),
         last_name = coalesce(EXCLUDED.last_name, nurturing_contacts.last_name),
         lead_id = coalesce(EXCLUDED.lead_id, nurturing_contacts.lead_id), updated_at = now()
       RETURNING contact_id, email)
     INSERT INTO nurturing_messages (send_id, owner_user_id, channel, contact_id, to_address, lead_id, student_user_id, batch, idempotency_key, credits)
     SELECT $1::int, $2::int, 'email', ct.contact_id, r.email, r.lead_id, r.student_id, (r.i / $9::int)::int,
            'mail:' || $1::int || ':' || ct.contact_id, $8::int
       FROM r JOIN ct ON ct.email = r.email
      ORDER BY r.i
     RETURNING message_id::int AS message_id`,
    [
      sendId, ownerId, recipients.map((r) => r.email), recipients.map((r) => r.firstName), recipients.map((r) => r.lastName),
      recipients.map((r) => r.leadId), recipients.map((r) => r.studentId), credits, batchSize,
    ],
  );
  return rows.map((row) => row.message_id).sort((a, b) => a - b);
}

export async function openMessagesOfSend(db: Queryable, sendId: number, batch: number): Promise<number[]> {
  const { rows } = await db.query<{ message_id: number }>(
    "SELECT message_id::int AS message_id FROM nurturing_messages WHERE send_id = $1 AND batch = $2 AND status IN ('queued', 'sending') ORDER BY message_id",
    [sendId, batch],
  );
  return rows.map((row) => row.message_id);
}

/** A single mail that ended unsent (failed, skipped): its hold comes back, once (release:message:<id>). */
export async function releaseUnsent(tx: Queryable, messageId: number): Promise<void> {
  const { rows } = await tx.query<{ owner_user_id: number; credits: number; to_address: string }>(
    "SELECT owner_user_id, credits, to_address FROM nurturing_messages WHERE message_id = $1 AND send_id IS NOT NULL AND status IN ('failed', 'skipped')",
    [messageId],
  );
  const m = rows[0];
  if (!m || m.credits === 0) return;
  const held = await tx.query("SELECT 1 FROM credit_ledger WHERE idempotency_key = $1", [`hold:message:${messageId}`]);
  if (held.rows.length === 0) return;
  await ledger.lockLedger(tx, m.owner_user_id);
  await ledger.appendEntry(tx, {
    userId: m.owner_user_id, kind: 'release', credits: m.credits, service: 'email_campaign', referenceType: 'message', referenceId: messageId,
    description: `Email to ${m.to_address} not sent: credits back`.slice(0, 300), key: `release:message:${messageId}`,
  });
}

/** Open single mails nothing moved for `hours` (their job died): failed and released. Answers how many. */
export async function failStaleSingles(tx: Queryable, hours: number): Promise<number> {
  const { rows } = await tx.query<{ message_id: number }>(
    `UPDATE nurturing_messages SET status = 'failed', last_error = 'not sent within ' || $1::int || ' hours', updated_at = now()
      WHERE send_id IS NOT NULL AND status IN ('queued', 'sending') AND updated_at < now() - make_interval(hours => $1::int)
      RETURNING message_id::int AS message_id`,
    [hours],
  );
  for (const row of rows) await releaseUnsent(tx, row.message_id);
  return rows.length;
}

export type SingleView = {
  message_id: number; lead_id: number | null; to_address: string; subject: string; status: string; provider_message_id: string | null;
  sent_at: Date | null; last_error: string | null;
};

export async function singleView(db: Queryable, messageId: number): Promise<SingleView | undefined> {
  const { rows } = await db.query<SingleView>(
    `SELECT m.message_id::int AS message_id, m.lead_id, m.to_address, s.subject, m.status, m.provider_message_id, m.sent_at, m.last_error
       FROM nurturing_messages m JOIN nurturing_mail_sends s ON s.send_id = m.send_id WHERE m.message_id = $1`,
    [messageId],
  );
  return rows[0];
}

export type LeadAddress = { lead_id: number; first_name: string | null; last_name: string | null; email: string | null; mobile: string | null };

/** The leads' names, emails and mobiles, in the order asked or by lead id (missing leads left out). */
export async function leadAddresses(db: Queryable, leadIds: number[], order: 'asked' | 'lead_id' = 'asked'): Promise<LeadAddress[]> {
  const orderBy = order === 'asked' ? 'array_position($1::int[], lead_id)' : 'lead_id';
  const { rows } = await db.query<LeadAddress>(
    `SELECT lead_id, first_name, last_name, email, mobile FROM leads WHERE lead_id = ANY($1::int[]) ORDER BY ${orderBy}`,
    [leadIds],
  );
  return rows;
}

export type StudentAddress = { user_id: number; first_name: string | null; last_name: string | null; email: string | null };

export async function studentAddresses(db: Queryable, studentIds: number[]): Promise<StudentAddress[]> {
  const { rows } = await db.query<StudentAddress>(
    `SELECT user_id, first_name, last_name, email FROM users
      WHERE user_id = ANY($1::int[]) AND user_type = 'student' AND deleted_at IS NULL ORDER BY array_position($1::int[], user_id)`,
    [studentIds],
  );
  return rows;
}

/** Emails of the owner sent since `since` plus those queued (today's use of the daily limit), read in `tx`. */
export async function emailsUsed(tx: Queryable, ownerId: number, since: Date): Promise<number> {
  const { rows } = await tx.query<{ n: number }>(
    `SELECT count(*) FILTER (WHERE sent_at >= $2)::int + count(*) FILTER (WHERE status IN ('queued', 'sending'))::int AS n
       FROM nurturing_messages WHERE owner_user_id = $1 AND channel = 'email'`,
    [ownerId, since],
  );
  return rows[0].n;
}
