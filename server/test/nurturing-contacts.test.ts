// Contact lists as their owners use them: create (409 on a second list of the same name), list (each sees their own;
// an operations manager all; a master franchise its area franchises'), import inline, from leads or a CSV file with a
// row report (nothing half-imported), remove; someone else's list is a 404; refusals name their field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, listWith, startKit, type Kit } from './nurturing-kit.ts';
import { newLead } from './leads-kit.ts';

let kit: Kit;
beforeAll(async () => {
  kit = await startKit();
}, 120_000);
afterAll(async () => kit?.server.close());

const get = (as: string, url: string) => call(kit, 'GET', as, url);
const post = (as: string, url: string, payload: unknown) => call(kit, 'POST', as, url, payload);
const newList = async (as: string, name: string) => (await post(as, '/my-lead/mail/contact-list', { name })).body.data.list_id as number;

describe('creating and listing contact lists', () => {
  it('creates an empty list (201); a second list of the same name (any case) is a 409 on body/name', async () => {
    const r = await post('agent', '/my-lead/mail/contact-list', { name: 'September fair', description: 'Met at the fair' });
    expect(r.status).toBe(201);
    expect(r.body.data).toMatchObject({ name: 'September fair', description: 'Met at the fair', contacts_count: 0 });
    const again = await post('agent', '/my-lead/mail/contact-list', { name: 'SEPTEMBER FAIR' });
    expect(again.status).toBe(409);
    expect(again.body.errors?.[0]?.field).toBe('body/name');
    expect((await post('counselor', '/my-lead/mail/contact-list', { name: 'September fair' })).status).toBe(201);
  });

  it('each sees their own lists; an operations manager every list; a master franchise also its area franchises', async () => {
    const areaList = await newList('area', `Area list ${Date.now()}`);
    const agentList = await newList('agent', `Agent list ${Date.now()}`);
    const ids = async (as: string) => (await get(as, '/my-lead/mail/contact-lists?page_size=100')).body.data.items.map((l: { list_id: number }) => l.list_id);
    expect(await ids('area')).toContain(areaList);
    expect(await ids('area')).not.toContain(agentList);
    expect(await ids('franchise')).toContain(areaList);
    expect(await ids('franchise')).not.toContain(agentList);
    expect(await ids('agent')).not.toContain(areaList);
    expect(await ids('manager')).toEqual(expect.arrayContaining([areaList, agentList]));
    const found = await get('area', '/my-lead/mail/contact-lists?search=area%20LIST');
    expect(found.body.data.items.map((l: { list_id: number }) => l.list_id)).toEqual([areaList]);
  });

  it('refuses other roles (403) and names the field of a bad request (400)', async () => {
    expect((await get('student', '/my-lead/mail/contact-lists')).status).toBe(403);
    expect((await post('accounts', '/my-lead/mail/contact-list', { name: 'x' })).status).toBe(403);
    expect((await post('agent', '/my-lead/mail/contact-list', { name: '' })).body.errors?.[0]?.field).toBe('body/name');
    expect((await get('agent', '/my-lead/mail/contact-lists?page_size=0')).body.errors?.[0]?.field).toBe('querystring/page_size');
  });
});

describe('importing contacts', () => {
  it('adds inline contacts; a repeat updates them; an email twice in one request is skipped as a duplicate', async () => {
    const listId = await newList('agent', `Inline ${Date.now()}`);
    const contacts = [{ email: 'Riya.Sen@Example.test', first_name: 'Riya', mobile: '+919810055501' }, { email: 'dev@example.test' }, { email: 'riya.sen@example.test' }];
    const first = await post('agent', '/my-lead/mail/import-contacts', { list_id: listId, contacts });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ list_id: listId, received: 3, added: 2, updated: 0, skipped: 1, contacts_count: 2 });
    expect(first.body.data.skipped_items).toEqual([{ email: 'riya.sen@example.test', lead_id: null, row: null, reason: 'duplicate_in_request' }]);
    const again = await post('agent', '/my-lead/mail/import-contacts', { list_id: listId, contacts: [{ email: 'dev@example.test', last_name: 'Rao' }] });
    expect(again.body.data).toMatchObject({ added: 0, updated: 1, contacts_count: 2 });
    const { rows } = await kit.server.db.query<{ email: string; mobile: string | null; last_name: string | null }>(
      'SELECT email, mobile, last_name FROM nurturing_contacts WHERE owner_user_id = $1 AND email = ANY($2) ORDER BY email', [kit.ids.agent, ['dev@example.test', 'riya.sen@example.test']],
    );
    expect(rows).toEqual([{ email: 'dev@example.test', mobile: null, last_name: 'Rao' }, { email: 'riya.sen@example.test', mobile: '9810055501', last_name: null }]);
  });

  it('imports a CSV file with a report per row: added, duplicate, no email, invalid email, invalid mobile', async () => {
    const listId = await newList('counselor', `CSV ${Date.now()}`);
    const csv = [
      'Email,First_Name,Last_Name,Mobile,City',
      'asha@example.test,Asha,Iyer,+91-98765-43210,Pune',
      'ASHA@example.test,Asha,Again,,Pune',
      ',No,Email,9876500000,Pune',
      'not-an-email,Bad,Email,,Pune',
      'bad.mobile@example.test,Bad,Mobile,12,Pune',
      '"quoted@example.test","Quoted, Name",,,',
    ].join('\n');
    const r = await post('counselor', '/my-lead/mail/import-contacts', { list_id: listId, csv });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ received: 6, added: 2, updated: 0, skipped: 4, contacts_count: 2 });
    expect(r.body.data.skipped_items.map((s: { row: number; reason: string }) => [s.row, s.reason])).toEqual([
      [3, 'duplicate_in_request'], [4, 'no_email'], [5, 'invalid_email'], [6, 'invalid_mobile'],
    ]);
    const { rows } = await kit.server.db.query<{ email: string; first_name: string; mobile: string | null }>(
      'SELECT c.email, c.first_name, c.mobile FROM nurturing_contacts c JOIN contact_list_members m ON m.contact_id = c.contact_id WHERE m.list_id = $1 ORDER BY c.email', [listId],
    );
    expect(rows).toEqual([{ email: 'asha@example.test', first_name: 'Asha', mobile: '9876543210' }, { email: 'quoted@example.test', first_name: 'Quoted, Name', mobile: null }]);
  });

  it('a file that is not CSV, or has no email column, is a 422 on body/csv and imports nothing', async () => {
    const listId = await newList('counselor', `Broken ${Date.now()}`);
    const broken = await post('counselor', '/my-lead/mail/import-contacts', { list_id: listId, csv: 'email,first_name\n"open@example.test,Open\nnext@example.test,Next' });
    expect(broken.status).toBe(422);
    expect(broken.body.errors?.[0]?.field).toBe('body/csv');
    const noEmail = await post('counselor', '/my-lead/mail/import-contacts', { list_id: listId, csv: 'name,mobile\nA,9876543210' });
    expect(noEmail.status).toBe(422);
    expect((await get('counselor', '/my-lead/mail/contact-lists?page_size=100')).body.data.items.find((l: { list_id: number }) => l.list_id === listId).contacts_count).toBe(0);
  });

  it('imports leads the caller reaches (their email and names); a lead out of reach is refused', async () => {
    const lead = (await newLead(kit, 'agent')).body.data;
    const listId = await newList('agent', `Leads ${Date.now()}`);
    const r = await post('agent', '/my-lead/mail/import-contacts', { list_id: listId, lead_ids: [lead.lead_id] });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ received: 1, added: 1, contacts_count: 1 });
    const other = (await newLead(kit, 'counselor')).body.data;
    const refused = await post('agent', '/my-lead/mail/import-contacts', { list_id: listId, lead_ids: [other.lead_id] });
    expect(refused.status).toBe(403);
  });

  it("someone else's list is a 404 on body/list_id; a body with two sources or a bad email is a 400", async () => {
    const theirs = await newList('counselor', `Theirs ${Date.now()}`);
    const r = await post('agent', '/my-lead/mail/import-contacts', { list_id: theirs, contacts: [{ email: 'x@example.test' }] });
    expect(r.status).toBe(404);
    expect(r.body.errors?.[0]?.field).toBe('body/list_id');
    const both = await post('agent', '/my-lead/mail/import-contacts', { list_id: theirs, contacts: [{ email: 'x@example.test' }], csv: 'email\nx@example.test' });
    expect(both.status).toBe(400);
    const bad = await post('agent', '/my-lead/mail/import-contacts', { list_id: theirs, contacts: [{ email: 'not an email' }] });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.[0]?.field).toBe('body/contacts/0/email');
  });
});

describe('removing a contact', () => {
  it('removes by email or by id; one not in the list, or a list not yours, is a 404', async () => {
    const { listId, emails } = await listWith(kit, 'support', 3, 'remove');
    const byEmail = await post('support', '/my-lead/mail/remove-contact', { list_id: listId, email: emails[0].toUpperCase() });
    expect(byEmail.status).toBe(200);
    expect(byEmail.body.data).toEqual({ list_id: listId, removed_email: emails[0], contacts_count: 2 });
    const { rows } = await kit.server.db.query<{ contact_id: number }>('SELECT contact_id FROM nurturing_contacts WHERE owner_user_id = $1 AND email = $2', [kit.ids.support, emails[1]]);
    const byId = await post('support', '/my-lead/mail/remove-contact', { list_id: listId, contact_id: rows[0].contact_id });
    expect(byId.body.data.contacts_count).toBe(1);
    const gone = await post('support', '/my-lead/mail/remove-contact', { list_id: listId, email: emails[0] });
    expect(gone.status).toBe(404);
    expect(gone.body.errors?.[0]?.field).toBe('body/email');
    const notYours = await post('agent', '/my-lead/mail/remove-contact', { list_id: listId, email: emails[2] });
    expect(notYours.status).toBe(404);
    expect(notYours.body.errors?.[0]?.field).toBe('body/list_id');
  });
});
