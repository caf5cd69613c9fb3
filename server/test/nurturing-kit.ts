// Shared by the nurturing tests: the leads kit's server and tokens, credits granted as the payment capture will grant
// them (the credits service's purchase), and small builders for lists and campaigns through the API.
import type { Config } from '../src/config.ts';
import type { Db } from '../src/db/types.ts';
import { DEMO_USERS } from '../src/seed/demo-users.ts';
import { signIn, startTestServer } from './harness.ts';
import { call, LEAD_ACTORS, startKit, type Kit, type Reply } from './leads-kit.ts';

export { call, startKit, type Kit, type Reply };

let keys = 0;
/** Credits bought by a demo user (a purchase entry, as the capture of a credit plan writes it). */
export async function grant(kit: Kit, who: string, credits: number): Promise<void> {
  keys += 1;
  await kit.server.app.services.credits.purchase({
    userId: kit.ids[who], credits, key: `test-purchase-${Date.now()}-${keys}`, description: `Test plan of ${credits} credits`,
    amountMinor: credits * 100, currency: 'INR',
  });
}

export const balanceOf = async (kit: Kit, who: string): Promise<number> => (await call(kit, 'GET', who, '/my-lead/user-credits')).body.data.uc_total_credits;

let names = 0;
/** A new list of `who` holding `n` fresh contacts; answers its id and the emails. */
export async function listWith(kit: Kit, who: string, n: number, tag = 'c'): Promise<{ listId: number; emails: string[] }> {
  names += 1;
  const created = await call(kit, 'POST', who, '/my-lead/mail/contact-list', { name: `List ${tag} ${Date.now()} ${names}` });
  if (created.status !== 201) throw new Error(`list not created: ${created.status} ${created.text}`);
  const listId = created.body.data.list_id as number;
  const emails = Array.from({ length: n }, (_, i) => `${tag}.${names}.${i}.${Date.now() % 100000}@example.test`);
  for (let i = 0; i < emails.length; i += 5000) {
    const part = emails.slice(i, i + 5000).map((email, j) => ({ email, first_name: `First${i + j}` }));
    const imported = await call(kit, 'POST', who, '/my-lead/mail/import-contacts', { list_id: listId, contacts: part });
    if (imported.status !== 200) throw new Error(`import failed: ${imported.status} ${imported.text}`);
  }
  return { listId, emails };
}

/** A draft campaign of `who` to the lists. */
export async function draft(kit: Kit, who: string, listIds: number[], extra: Record<string, unknown> = {}): Promise<number> {
  const created = await call(kit, 'POST', who, '/my-lead/mail/email-campaign', {
    name: 'Autumn intake', subject: 'Hello {{first_name}}', html_content: '<p>Hi {{first_name}}, apply now.</p>', list_ids: listIds, ...extra,
  });
  if (created.status !== 201) throw new Error(`campaign not created: ${created.status} ${created.text}`);
  return created.body.data.campaign_id;
}

let starts = 0;
export async function start(kit: Kit, who: string, campaignId: number, key = `start-${Date.now()}-${++starts}`, body: Record<string, unknown> = {}): Promise<Reply> {
  const response = await kit.server.app.inject({
    method: 'POST', url: `${kit.server.leads}/my-lead/mail/start-campaign`, payload: { campaign_id: campaignId, ...body },
    headers: { authorization: `Bearer ${kit.tokens[who]}`, 'idempotency-key': key },
  });
  return { status: response.statusCode, body: response.json(), headers: response.headers, text: response.body };
}

/** Runs the due jobs until none is left (the campaign's batches). */
export async function drain(kit: Kit): Promise<void> {
  for (let i = 0; i < 200; i++) if ((await kit.server.app.jobs.runDueJobs()).claimed === 0) return;
}

/** The ledger of a campaign, by kind. */
export async function ledgerOf(db: Db, campaignId: number): Promise<Record<string, number>> {
  const { rows } = await db.query<{ kind: string; credits: number; n: number }>(
    "SELECT kind, sum(credits)::int AS credits, count(*)::int AS n FROM credit_ledger WHERE reference_type = 'email_campaign' AND reference_id = $1 GROUP BY kind",
    [campaignId],
  );
  return Object.fromEntries(rows.flatMap((r) => [[r.kind, r.credits], [`${r.kind}_entries`, r.n]]));
}

/** The kit's server started with configuration overrides (a Brevo API address, a webhook secret). */
export async function startKitWith(overrides: Partial<Config>): Promise<Kit> {
  const server = await startTestServer(overrides);
  const tokens: Record<string, string> = {};
  for (const key of LEAD_ACTORS) tokens[key] = (await signIn(server, key)).token;
  const { rows } = await server.db.query<{ email: string; user_id: number }>('SELECT email, user_id FROM users');
  const ids: Record<string, number> = {};
  for (const user of DEMO_USERS) ids[user.key] = rows.find((r) => r.email === user.email)!.user_id;
  return { server, tokens, ids };
}

let mailKeys = 0;
/** POST /my-lead/mail/student with an Idempotency-Key (a fresh one unless given). */
export async function sendLeadMail(kit: Kit, as: string, body: Record<string, unknown>, key = `lead-mail-${Date.now()}-${++mailKeys}`): Promise<Reply> {
  const response = await kit.server.app.inject({
    method: 'POST', url: `${kit.server.leads}/my-lead/mail/student`, payload: body,
    headers: { authorization: `Bearer ${kit.tokens[as]}`, 'idempotency-key': key },
  });
  return { status: response.statusCode, body: response.json(), headers: response.headers, text: response.body };
}

/** Rows of the table (a count of what exists: mails in the local mailbox, messages, ledger entries). */
export const countOf = async (db: Db, table: 'nurturing_local_mailbox' | 'nurturing_messages' | 'credit_ledger'): Promise<number> =>
  (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0].n;

/** The ledger of one single mail (reference `message`), by kind. */
export async function ledgerOfMessage(db: Db, messageId: number): Promise<Record<string, number>> {
  const { rows } = await db.query<{ kind: string; credits: number }>(
    "SELECT kind, sum(credits)::int AS credits FROM credit_ledger WHERE reference_type = 'message' AND reference_id = $1 GROUP BY kind",
    [messageId],
  );
  return Object.fromEntries(rows.map((r) => [r.kind, r.credits]));
}
