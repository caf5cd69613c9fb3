// Drip nurturing: who may enrol, read and stop (the leads' reach), one active enrolment per lead and service (also
// under 20 concurrent requests), the Idempotency-Key, the 400/409/422 answers, and a manual stop giving back what
// the cancelled steps held.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, call, grant, startKit, type Kit, type Reply } from './nurturing-kit.ts';
import { newLead } from './leads-kit.ts';

let kit: Kit;
let welcome: number;

beforeAll(async () => {
  kit = await startKit();
  const services = await call(kit, 'GET', 'agent', '/my-lead/nurturing-services');
  welcome = services.body.data.items.find((s: { name: string }) => s.name === 'New enquiry welcome').ns_id;
}, 240_000);
afterAll(async () => kit?.server.close());

let keys = 0;
async function post(as: string, url: string, body: unknown, key: string | null = `drip-${Date.now()}-${++keys}`): Promise<Reply> {
  const response = await kit.server.app.inject({
    method: 'POST', url: `${kit.server.leads}${url}`, payload: body as object,
    headers: { authorization: `Bearer ${kit.tokens[as]}`, ...(key === null ? {} : { 'idempotency-key': key }) },
  });
  return { status: response.statusCode, body: response.json(), headers: response.headers, text: response.body };
}
const enrol = (as: string, body: unknown, key?: string | null) => post(as, '/my-lead/manual-lead-nurture', body, key);
const leadOf = async (as: string): Promise<number> => (await newLead(kit, as)).body.data.lead_id;
const enrolments = async (leadId: number) =>
  (await kit.server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM nurturing_enrolments WHERE lead_id = $1', [leadId])).rows[0].n;
const holds = async (userId: number) =>
  (await kit.server.db.query<{ n: number }>("SELECT count(*)::int AS n FROM credit_ledger WHERE user_id = $1 AND kind = 'hold' AND reference_type = 'enrolment'", [userId])).rows[0].n;

describe('drip nurturing: rules and reach', { timeout: 120_000 }, () => {
  it('refuses a second active enrolment of a lead in a service; a retry with the same key answers the first answer', async () => {
    const leadId = await leadOf('agent');
    const before = await balanceOf(kit, 'agent');
    const first = await enrol('agent', { lead_id: leadId, ns_id: welcome }, 'same-key-0001');
    expect(first.status).toBe(201);
    const again = await enrol('agent', { lead_id: leadId, ns_id: welcome }, 'same-key-0001');
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect((await enrol('agent', { lead_id: leadId, ns_id: welcome, start_at: new Date(Date.now() + 3_600_000).toISOString() }, 'same-key-0001')).status).toBe(409);
    const second = await enrol('agent', { lead_id: leadId, ns_id: welcome });
    expect(second.status).toBe(409);
    expect(second.body.errors).toEqual([{ field: 'body/lead_id', message: 'is already enrolled' }]);
    expect(await enrolments(leadId)).toBe(1);
    expect(await balanceOf(kit, 'agent')).toBe(before - 4);
  });

  it('20 concurrent enrolments of one lead make one enrolment and one hold', async () => {
    await grant(kit, 'franchise', 100);
    const leadId = await leadOf('franchise');
    const holdsBefore = await holds(kit.ids.franchise);
    const answers = await Promise.all(Array.from({ length: 20 }, () => enrol('franchise', { lead_id: leadId, ns_id: welcome })));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(19);
    expect(await enrolments(leadId)).toBe(1);
    expect(await holds(kit.ids.franchise)).toBe(holdsBefore + 1);
  });

  it('a manual stop cancels the steps left and gives their credits back; a second stop is 409', async () => {
    await grant(kit, 'area', 4);
    const leadId = await leadOf('area');
    const started = await enrol('area', { lead_id: leadId, ns_id: welcome, start_at: new Date(Date.now() + 86_400_000).toISOString() });
    expect(started.status).toBe(201);
    expect(await balanceOf(kit, 'area')).toBe(0);
    const enrolmentId = started.body.data.enrolment.enrolment_id;
    expect((await post('agent', `/my-lead/nurturing/${leadId}/stop`, { enrolment_id: enrolmentId }, null)).status).toBe(403);
    const otherLead = await leadOf('area');
    expect((await post('area', `/my-lead/nurturing/${otherLead}/stop`, { enrolment_id: enrolmentId }, null)).status).toBe(404);
    const stopped = await post('area', `/my-lead/nurturing/${leadId}/stop`, { enrolment_id: enrolmentId }, null);
    expect(stopped.status).toBe(200);
    expect(stopped.body.data.enrolment).toMatchObject({ status: 'stopped', stop_reason: 'manual', credits_released: 4, credits_spent: 0 });
    expect(stopped.body.data.enrolment.steps.every((s: { status: string; reason: string }) => s.status === 'cancelled' && s.reason === 'manual')).toBe(true);
    expect(await balanceOf(kit, 'area')).toBe(4);
    expect((await post('area', `/my-lead/nurturing/${leadId}/stop`, { enrolment_id: enrolmentId }, null)).status).toBe(409);
    // Stopped, the lead may be enrolled again.
    expect((await enrol('area', { lead_id: leadId, ns_id: welcome })).status).toBe(201);
  });

  it('answers 400 naming the field, 404 for an unknown service or lead, 422 for short credits or a past start', async () => {
    const leadId = await leadOf('support');
    const missing = await enrol('support', { lead_id: leadId });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('ns_id');
    expect((await enrol('support', { lead_id: leadId, ns_id: welcome }, null)).status).toBe(400);
    expect((await enrol('support', { lead_id: leadId, ns_id: 999_999 })).body.errors).toEqual([{ field: 'body/ns_id', message: 'is not a nurturing service' }]);
    expect((await enrol('support', { lead_id: 99_999_999, ns_id: welcome })).status).toBe(404);
    const short = await enrol('support', { lead_id: leadId, ns_id: welcome });
    expect(short.status).toBe(422);
    expect(short.body.errors).toEqual([{ field: 'body/lead_id', message: 'costs 4 credits, the balance is 0' }]);
    expect(await enrolments(leadId)).toBe(0);
    await grant(kit, 'support', 4);
    const past = await enrol('support', { lead_id: leadId, ns_id: welcome, start_at: new Date(Date.now() - 86_400_000).toISOString() });
    expect(past.status).toBe(422);
    expect(past.body.errors).toEqual([{ field: 'body/start_at', message: 'must not be in the past' }]);
    const bulkShort = await post('support', '/my-lead/bulk-lead-nurture', { lead_ids: [leadId, await leadOf('support')], ns_id: welcome });
    expect(bulkShort.status).toBe(422);
    expect(await enrolments(leadId)).toBe(0);
  });

  it('follows the leads\' reach: own leads, a master franchise its area franchises\' leads, the operations manager all', async () => {
    await grant(kit, 'franchise', 8);
    const agentLead = await leadOf('agent');
    const areaLead = await leadOf('area');
    const masterLead = await leadOf('franchise');
    expect((await enrol('franchise', { lead_id: agentLead, ns_id: welcome })).status).toBe(403);
    expect((await enrol('area', { lead_id: masterLead, ns_id: welcome })).status).toBe(403);
    expect((await enrol('counselor', { lead_id: agentLead, ns_id: welcome })).status).toBe(403);
    expect((await enrol('student', { lead_id: agentLead, ns_id: welcome })).status).toBe(403);
    expect((await enrol('franchise', { lead_id: areaLead, ns_id: welcome })).status).toBe(201);
    // A bulk naming someone else's lead enrols nothing.
    const bulk = await post('franchise', '/my-lead/bulk-lead-nurture', { lead_ids: [masterLead, agentLead], ns_id: welcome });
    expect(bulk.status).toBe(403);
    expect(await enrolments(masterLead)).toBe(0);

    for (const url of [`/my-lead/nurturing/${areaLead}`, `/my-lead/gupshup-nurturing/${areaLead}`, `/my-lead/gr-contact/${areaLead}`]) {
      expect((await call(kit, 'GET', 'franchise', url)).status).toBe(200);
      expect((await call(kit, 'GET', 'area', url)).status).toBe(200);
      expect((await call(kit, 'GET', 'manager', url)).status).toBe(200);
      expect((await call(kit, 'GET', 'agent', url)).status).toBe(403);
    }
    const seen = await call(kit, 'GET', 'area', `/my-lead/nurturing/${areaLead}`);
    expect(seen.body.data.enrolments).toEqual([expect.objectContaining({ enrolled_by_user_id: kit.ids.franchise, mode: 'manual', status: 'active' })]);
    expect((await call(kit, 'GET', 'agent', '/my-lead/nurturing/99999999')).status).toBe(404);
    const contact = await call(kit, 'GET', 'manager', `/my-lead/gr-contact/${areaLead}`);
    expect(contact.body.data).toMatchObject({ provider: 'gupshup', registered: false, opted_in: true, suppressed: false, last_inbound_at: null, session_window_open: false });
  });
});
