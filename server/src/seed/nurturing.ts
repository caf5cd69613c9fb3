import type { Queryable } from '../db/types.ts';
import { demoUserId } from './demo-users.ts';

// Demo credits: the demo agent starts with an email-credit pack, as a purchase entry of the credit ledger (the
// ledger's way in for bought credits), so a campaign can be previewed and started on a fresh demo. The franchise
// accounts start at 0 (the server tests count their balances from nothing). Dated 40 days before the seed day at
// 10:00 UTC: in an earlier month than the seed day, outside the credit chart's default 30 days. No payment stands
// behind it: the amount is left empty.

const PACKS: readonly { user: string; credits: number }[] = [{ user: 'agent', credits: 5000 }];

export async function seedNurturing(db: Queryable, ids: Record<string, number>): Promise<void> {
  const idOf = demoUserId(ids, 'nurturing seed');
  const day = new Date();
  day.setUTCHours(10, 0, 0, 0);
  const at = new Date(day.getTime() - 40 * 86_400_000);
  for (const pack of PACKS) {
    const userId = idOf(pack.user);
    await db.query(
      `INSERT INTO credit_ledger (user_id, kind, credits, delta, description, idempotency_key, created_at)
       VALUES ($1, 'purchase', $2, $2, $3, $4, $5)`,
      [userId, pack.credits, `Demo credits: Emails, ${pack.credits.toLocaleString('en')} credits`, `purchase:seed:${userId}`, at],
    );
  }
}
