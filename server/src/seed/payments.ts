import type { Queryable } from '../db/types.ts';

/** Demo data of this area; `ids` maps demo-user keys (server/src/seed/demo-users.ts) to user ids. */
export async function seedPayments(_tx: Queryable, _ids: Record<string, number>): Promise<void> {}
