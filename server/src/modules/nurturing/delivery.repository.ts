// The SQL of delivery events arriving from a provider's webhook: the message an event names (by our id carried in
// X-Mailin-custom, or by the provider's message id), and the suppression a hard bounce, complaint or unsubscribe makes.
import type { Queryable } from '../../db/types.ts';

export type EventMessage = { message_id: number; owner_user_id: number; to_address: string };

/** The mail message an event names: our message id (checked against the provider) or the provider's message id. */
export async function findMailMessage(db: Queryable, provider: string, by: { messageId: number | null; providerMessageId: string | null }): Promise<EventMessage | undefined> {
  if (by.messageId !== null) {
    const { rows } = await db.query<EventMessage>(
      "SELECT message_id::int AS message_id, owner_user_id, to_address FROM nurturing_messages WHERE message_id = $1 AND channel = 'email' AND provider = $2",
      [by.messageId, provider],
    );
    if (rows[0]) return rows[0];
  }
  if (!by.providerMessageId) return undefined;
  const bare = by.providerMessageId.replace(/^<|>$/g, '');
  const { rows } = await db.query<EventMessage>(
    `SELECT message_id::int AS message_id, owner_user_id, to_address FROM nurturing_messages
      WHERE provider_message_id IN ($1, $2) AND provider = $3 AND channel = 'email' ORDER BY message_id LIMIT 1`,
    [bare, `<${bare}>`, provider],
  );
  return rows[0];
}

/** A delivery event once per (provider, event id); a delivered event moves a sent message to delivered. */
export async function insertEvent(tx: Queryable, e: { provider: string; eventId: string; messageId: number; event: string; at: Date }): Promise<boolean> {
  const inserted = await tx.query(
    `INSERT INTO nurturing_delivery_events (provider, provider_event_id, message_id, event, occurred_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (provider, provider_event_id) DO NOTHING`,
    [e.provider, e.eventId, e.messageId, e.event, e.at],
  );
  if (inserted.rowCount > 0 && e.event === 'delivered') {
    await tx.query("UPDATE nurturing_messages SET status = 'delivered', updated_at = now() WHERE message_id = $1 AND status = 'sent'", [e.messageId]);
  }
  return inserted.rowCount > 0;
}
