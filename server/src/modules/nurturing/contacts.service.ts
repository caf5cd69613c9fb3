// Contact lists: create, list, import (inline contacts, leads, or a CSV file, with a row report) and remove. An import
// is one transaction: every accepted row is in the list afterwards, or (a failure) none is.
import { parse } from 'csv-parse/sync';
import type { Caller } from '../../domain/caller.ts';
import { Conflict, NotFound, Unprocessable } from '../../domain/errors.ts';
import { pageWindow } from '../../domain/lists/index.ts';
import type { Deps } from '../../platform/deps.ts';
import { sanitiseMobile } from '../leads/index.ts';
import * as contacts from './contacts.repository.ts';
import type { Answer, Body, Query } from './nurturing-types.ts';

type SkipReason = Answer<'importContacts'>['skipped_items'][number]['reason'];
type Skipped = { email: string | null; lead_id: number | null; row: number | null; reason: SkipReason };
type Candidate = { email: string | null; first_name?: string | null; last_name?: string | null; mobile?: string | null; lead_id?: number | null; row?: number | null };

export const IMPORT_MAX_ROWS = 5000;
const SKIPPED_SHOWN = 100;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MOBILE = /^\+?[0-9]{6,15}$/;

/** An email as contacts keep it (trimmed, lowercased), or null when it is not one. */
export function normaliseEmail(raw: string): string | null {
  const email = raw.trim().toLowerCase();
  return email.length <= 254 && EMAIL.test(email) ? email : null;
}

const blankToNull = (value: string | null | undefined): string | null => {
  const t = value?.trim();
  return t ? t : null;
};

/** The rows of a CSV file's text: its header names the columns; 422 when it cannot be read or has no email column. */
function csvCandidates(text: string): Candidate[] {
  let records: Record<string, string>[];
  try {
    records = parse(text, { bom: true, columns: (header: string[]) => header.map((h) => h.trim().toLowerCase()), skip_empty_lines: true, trim: true, relax_column_count: true });
  } catch (error) {
    throw new Unprocessable(`the CSV file cannot be read: ${(error as Error).message}`, [{ field: 'body/csv', message: 'is not a readable CSV file' }]);
  }
  if (records.length === 0) throw new Unprocessable('the CSV file has no rows', [{ field: 'body/csv', message: 'has no data rows' }]);
  if (!('email' in records[0])) throw new Unprocessable('the CSV file has no email column', [{ field: 'body/csv', message: 'needs an email column' }]);
  if (records.length > IMPORT_MAX_ROWS) {
    throw new Unprocessable(`the CSV file has ${records.length} rows, at most ${IMPORT_MAX_ROWS} are taken`, [{ field: 'body/csv', message: `has more than ${IMPORT_MAX_ROWS} rows` }]);
  }
  return records.map((record, i) => ({
    email: record.email ?? null,
    first_name: record.first_name ?? null,
    last_name: record.last_name ?? null,
    mobile: record.mobile ?? null,
    row: i + 2,
  }));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function makeContactsService({ db }: Pick<Deps, 'db'>) {
  return {
    /** The address an unsubscribe link names (undefined for an unknown or malformed token), without changing it. */
    whoseToken: (token: string): Promise<string | undefined> => (UUID.test(token) ? contacts.contactOfToken(db, token) : Promise.resolve(undefined)),

    /** The one-click unsubscribe: the contact's owner never mails the address again (idempotent). */
    unsubscribe: (token: string): Promise<string | undefined> => (UUID.test(token) ? contacts.unsubscribeByToken(db, token) : Promise.resolve(undefined)),

    list: (caller: Caller, query: Query<'listContactLists'>): Promise<Answer<'listContactLists'>> =>
      contacts.listLists(db, caller, query.search, pageWindow(query)),

    async create(caller: Caller, body: Body<'createContactList'>): Promise<Answer<'createContactList'>> {
      const list = await contacts.insertList(db, caller.userId, body.name.trim(), blankToNull(body.description));
      if (!list) throw new Conflict(`you have a list named ${body.name} already`, [{ field: 'body/name', message: 'is the name of another of your lists' }]);
      return list;
    },

    async import(caller: Caller, body: Body<'importContacts'>): Promise<Answer<'importContacts'>> {
      let candidates: Candidate[];
      if (body.csv !== undefined) candidates = csvCandidates(body.csv);
      else if (body.lead_ids !== undefined) {
        candidates = (await contacts.leadContacts(db, body.lead_ids)).map((lead) => ({ ...lead, row: null }));
      } else candidates = (body.contacts ?? []).map((c) => ({ ...c, row: null }));

      const skipped: Skipped[] = [];
      const accepted: contacts.ContactIn[] = [];
      const seen = new Set<string>();
      for (const c of candidates) {
        const at = { lead_id: c.lead_id ?? null, row: c.row ?? null };
        const raw = blankToNull(c.email);
        if (!raw) {
          skipped.push({ email: null, ...at, reason: 'no_email' });
          continue;
        }
        const email = normaliseEmail(raw);
        if (!email) {
          skipped.push({ email: raw.slice(0, 254), ...at, reason: 'invalid_email' });
          continue;
        }
        const mobileRaw = blankToNull(c.mobile);
        const mobile = mobileRaw === null ? null : sanitiseMobile(mobileRaw);
        if (mobile !== null && !MOBILE.test(mobile)) {
          skipped.push({ email, ...at, reason: 'invalid_mobile' });
          continue;
        }
        if (seen.has(email)) {
          skipped.push({ email, ...at, reason: 'duplicate_in_request' });
          continue;
        }
        seen.add(email);
        accepted.push({
          email, mobile, lead_id: c.lead_id ?? null,
          first_name: blankToNull(c.first_name)?.slice(0, 80) ?? null, last_name: blankToNull(c.last_name)?.slice(0, 80) ?? null,
        });
      }

      return db.transaction(async (tx) => {
        if (!(await contacts.lockOwnList(tx, body.list_id, caller.userId))) {
          throw new NotFound(`body/list_id: no list ${body.list_id} of yours`, [{ field: 'body/list_id', message: 'is not one of your lists' }]);
        }
        const suppressed = await contacts.emailSuppressions(tx, caller.userId, accepted.map((c) => c.email));
        const kept = accepted.filter((c) => {
          const reason = suppressed.get(c.email);
          if (!reason) return true;
          const original = candidates.find((x) => x.email !== null && normaliseEmail(x.email) === c.email);
          skipped.push({ email: c.email, lead_id: c.lead_id, row: original?.row ?? null, reason: reason === 'unsubscribe' ? 'unsubscribed' : 'blocklisted' });
          return false;
        });
        const { added, updated } = await contacts.addContacts(tx, caller.userId, body.list_id, kept);
        skipped.sort((a, b) => (a.row ?? 0) - (b.row ?? 0));
        return {
          list_id: body.list_id,
          received: candidates.length,
          added,
          updated,
          skipped: skipped.length,
          contacts_count: await contacts.countMembers(tx, body.list_id),
          skipped_items: skipped.slice(0, SKIPPED_SHOWN),
        };
      });
    },

    async remove(caller: Caller, body: Body<'removeListContact'>): Promise<Answer<'removeListContact'>> {
      return db.transaction(async (tx) => {
        if (!(await contacts.lockOwnList(tx, body.list_id, caller.userId))) {
          throw new NotFound(`body/list_id: no list ${body.list_id} of yours`, [{ field: 'body/list_id', message: 'is not one of your lists' }]);
        }
        const email = body.email === undefined ? undefined : (normaliseEmail(body.email) ?? body.email.toLowerCase());
        const removed = await contacts.removeMember(tx, body.list_id, { contactId: body.contact_id, email });
        if (!removed) {
          const field = body.contact_id !== undefined ? 'body/contact_id' : 'body/email';
          throw new NotFound(`${field}: not in list ${body.list_id}`, [{ field, message: 'is not in the list' }]);
        }
        return { list_id: body.list_id, removed_email: removed, contacts_count: await contacts.countMembers(tx, body.list_id) };
      });
    },
  };
}

export type ContactsService = ReturnType<typeof makeContactsService>;
