// The SQL of contacts, contact lists and suppressions (migrations/0030_nurturing.sql).
import type { Queryable } from '../../db/types.ts';
import type { Caller } from '../../domain/caller.ts';
import { Conditions, queryPage, type Page, type PageWindow } from '../../domain/lists/index.ts';
import type { LeadsSchemas } from '../../contract-types.ts';

export type ContactList = LeadsSchemas['ContactList'];
type ListRow = { list_id: number; name: string; description: string | null; contacts_count: number; created_at: Date; updated_at: Date };

const toList = (row: ListRow): ContactList => ({
  list_id: row.list_id,
  name: row.name,
  description: row.description,
  contacts_count: row.contacts_count,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

const LIST_COLUMNS = `l.list_id, l.name, l.description, l.created_at, l.updated_at,
  (SELECT count(*)::int FROM contact_list_members m WHERE m.list_id = l.list_id) AS contacts_count`;

/**
 * Whose records (lists, campaigns) a caller sees: their own; an operations_manager every one; a master franchise also
 * its area franchises'. `alias.owner_user_id` is compared.
 */
export function ownerScope(where: Conditions, alias: string, caller: Caller): void {
  if (caller.role === 'operations_manager') return;
  const me = where.param(caller.userId);
  if (caller.role === 'franchise' && caller.franchiseType === 'master') {
    where.push(`(${alias}.owner_user_id = ${me} OR ${alias}.owner_user_id IN (SELECT f.user_id FROM users f WHERE f.master_franchise_id = ${me}))`);
  } else where.push(`${alias}.owner_user_id = ${me}`);
}

/** The owned tables whose one row a caller may be asked about (each with its id column). */
const OWNED = {
  email_campaigns: 'campaign_id',
  whatsapp_broadcasts: 'broadcast_id',
} as const;

/** Whether the caller sees one owned row (a campaign, a broadcast) by the rule of ownerScope. */
export async function ownedRowVisible(db: Queryable, caller: Caller, table: keyof typeof OWNED, id: number): Promise<boolean> {
  const where = new Conditions();
  where.push(`o.${OWNED[table]} = ${where.param(id)}`);
  ownerScope(where, 'o', caller);
  const { rows } = await db.query(`SELECT 1 FROM ${table} o ${where.sql}`, where.params);
  return rows.length > 0;
}

export async function listLists(db: Queryable, caller: Caller, search: string | undefined, window: PageWindow): Promise<Page<ContactList>> {
  const where = new Conditions();
  ownerScope(where, 'l', caller);
  where.ilike('l.name', search);
  return queryPage<ListRow, ContactList>(db, window, where, {
    select: `SELECT ${LIST_COLUMNS} FROM contact_lists l ${where.sql} ORDER BY l.created_at DESC, l.list_id DESC`,
    count: `SELECT count(*)::int AS total FROM contact_lists l ${where.sql}`,
  }, toList);
}

/** Creates a list; undefined when the owner has one of that name already. */
export async function insertList(db: Queryable, ownerId: number, name: string, description: string | null): Promise<ContactList | undefined> {
  const { rows } = await db.query<{ list_id: number }>(
    `INSERT INTO contact_lists (owner_user_id, name, description) VALUES ($1, $2, $3)
     ON CONFLICT (owner_user_id, lower(name)) DO NOTHING RETURNING list_id`,
    [ownerId, name, description],
  );
  return rows[0] ? findList(db, rows[0].list_id) : undefined;
}

export async function findList(db: Queryable, listId: number): Promise<(ContactList & { owner_user_id: number }) | undefined> {
  const { rows } = await db.query<ListRow & { owner_user_id: number }>(`SELECT ${LIST_COLUMNS}, l.owner_user_id FROM contact_lists l WHERE l.list_id = $1`, [listId]);
  return rows[0] ? { ...toList(rows[0]), owner_user_id: rows[0].owner_user_id } : undefined;
}

/** Locks one of the owner's lists for an import or a removal; undefined when there is none. */
export async function lockOwnList(tx: Queryable, listId: number, ownerId: number): Promise<boolean> {
  const { rows } = await tx.query('SELECT 1 FROM contact_lists WHERE list_id = $1 AND owner_user_id = $2 FOR UPDATE', [listId, ownerId]);
  return rows.length > 0;
}

export async function countMembers(db: Queryable, listId: number): Promise<number> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM contact_list_members WHERE list_id = $1', [listId]);
  return rows[0].n;
}

export type ContactIn = { email: string; first_name: string | null; last_name: string | null; mobile: string | null; lead_id: number | null };

/** The owner's suppressions among `emails`, by address. */
export async function emailSuppressions(db: Queryable, ownerId: number, emails: string[]): Promise<Map<string, string>> {
  if (emails.length === 0) return new Map();
  const { rows } = await db.query<{ address: string; reason: string }>(
    "SELECT address, reason FROM nurturing_suppressions WHERE owner_user_id = $1 AND channel = 'email' AND address = ANY($2::text[])",
    [ownerId, emails],
  );
  return new Map(rows.map((row) => [row.address, row.reason]));
}

/**
 * Upserts the owner's contacts (by email) and adds them to the list, in one statement each: answers how many were
 * new to the list and how many were in it already (their details refreshed).
 */
export async function addContacts(tx: Queryable, ownerId: number, listId: number, contacts: ContactIn[]): Promise<{ added: number; updated: number }> {
  if (contacts.length === 0) return { added: 0, updated: 0 };
  const { rows } = await tx.query<{ contact_id: number }>(
    `INSERT INTO nurturing_contacts (owner_user_id, email, first_name, last_name, mobile, lead_id)
     SELECT $1, c.email, c.first_name, c.last_name, c.mobile, c.lead_id
       FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::int[]) AS c(email, first_name, last_name, mobile, lead_id)
     ON CONFLICT (owner_user_id, email) DO UPDATE SET
       first_name = coalesce(EXCLUDED.first_name, nurturing_contacts.first_name),
       last_name = coalesce(EXCLUDED.last_name, nurturing_contacts.last_name),
       mobile = coalesce(EXCLUDED.mobile, nurturing_contacts.mobile),
       lead_id = coalesce(EXCLUDED.lead_id, nurturing_contacts.lead_id),
       updated_at = now()
     RETURNING contact_id`,
    [
      ownerId, contacts.map((c) => c.email), contacts.map((c) => c.first_name), contacts.map((c) => c.last_name),
      contacts.map((c) => c.mobile), contacts.map((c) => c.lead_id),
    ],
  );
  const ids = rows.map((row) => row.contact_id);
  const added = await tx.query(
    'INSERT INTO contact_list_members (list_id, contact_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING',
    [listId, ids],
  );
  await tx.query('UPDATE contact_lists SET updated_at = now() WHERE list_id = $1', [listId]);
  return { added: added.rowCount, updated: ids.length - added.rowCount };
}

/** The leads' contact details, for an import by lead ids. */
export async function leadContacts(db: Queryable, leadIds: number[]): Promise<Array<{ lead_id: number; email: string | null; first_name: string | null; last_name: string | null; mobile: string | null }>> {
  const { rows } = await db.query<{ lead_id: number; email: string | null; first_name: string | null; last_name: string | null; mobile: string | null }>(
    'SELECT lead_id, email, first_name, last_name, mobile FROM leads WHERE lead_id = ANY($1::int[]) ORDER BY array_position($1::int[], lead_id)',
    [leadIds],
  );
  return rows;
}

/** Removes a contact (by id or email) from a list; answers its email, or undefined when it was not in the list. */
export async function removeMember(tx: Queryable, listId: number, by: { contactId?: number; email?: string }): Promise<string | undefined> {
  const { rows } = await tx.query<{ email: string }>(
    `DELETE FROM contact_list_members m USING nurturing_contacts c
      WHERE m.list_id = $1 AND m.contact_id = c.contact_id AND ($2::int IS NULL OR c.contact_id = $2) AND ($3::text IS NULL OR c.email = $3)
      RETURNING c.email`,
    [listId, by.contactId ?? null, by.email ?? null],
  );
  if (rows[0]) await tx.query('UPDATE contact_lists SET updated_at = now() WHERE list_id = $1', [listId]);
  return rows[0]?.email;
}

/** Suppresses the contact of an unsubscribe token (once); answers its email, or undefined for an unknown token. */
export async function unsubscribeByToken(db: Queryable, token: string): Promise<string | undefined> {
  const { rows } = await db.query<{ email: string }>(
    `WITH c AS (SELECT owner_user_id, email FROM nurturing_contacts WHERE unsubscribe_token = $1::uuid),
          s AS (INSERT INTO nurturing_suppressions (owner_user_id, channel, address, reason)
                SELECT owner_user_id, 'email', email, 'unsubscribe' FROM c ON CONFLICT DO NOTHING)
     SELECT email FROM c`,
    [token],
  );
  return rows[0]?.email;
}

/** The contact of an unsubscribe token, without changing anything. */
export async function contactOfToken(db: Queryable, token: string): Promise<string | undefined> {
  const { rows } = await db.query<{ email: string }>('SELECT email FROM nurturing_contacts WHERE unsubscribe_token = $1::uuid', [token]);
  return rows[0]?.email;
}

/** Suppresses an address of an owner for a reason (a hard bounce, a complaint); once. */
export async function suppress(db: Queryable, ownerId: number, channel: 'email' | 'whatsapp', address: string, reason: string): Promise<void> {
  await db.query(
    'INSERT INTO nurturing_suppressions (owner_user_id, channel, address, reason) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING',
    [ownerId, channel, address, reason],
  );
}
