// Invoice profiles (a user's own; the business's for accounts), payout bank accounts and signature images: who may
// call what, whose record it is, 400 naming the field, 409/413/422 where the rules refuse.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from './harness.ts';
import { businessProfile, caller, startInvoices, type Ctx } from './invoices.fixtures.ts';

let ctx: Ctx;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  ctx = await startInvoices();
  call = caller(ctx);
}, 120_000);
afterAll(async () => ctx?.server.close());

describe('invoice profile', () => {
  it('null until saved; then the own profile; accounts keeps the business profile apart', async () => {
    expect((await call('GET', 'agent', '/common/invoice-profile')).body).toEqual({ status: true, data: null });
    const own = { ...businessProfile(ctx.india), legal_name: 'Bright Future Overseas', gstin: '27AAACB1234C1Z5', state_code: '27' };
    const saved = await call('POST', 'agent', '/common/invoice-profile', own);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ legal_name: 'Bright Future Overseas', gstin: '27AAACB1234C1Z5', state_code: '27', country_code: 'IN', country_name: 'India' });
    expect((await call('GET', 'accounts', '/common/invoice-profile')).body.data).toBeNull();
    await call('POST', 'accounts', '/common/invoice-profile', businessProfile(ctx.india));
    expect((await call('GET', 'accounts', '/common/invoice-profile')).body.data.legal_name).toBe('Unipath Education Services Pvt Ltd');
    expect((await call('GET', 'agent', '/common/invoice-profile')).body.data.legal_name).toBe('Bright Future Overseas');
    const student = await call('POST', 'student', '/common/invoice-profile', { ...businessProfile(ctx.india), gstin: undefined, pan: undefined, state_code: undefined, legal_name: 'Aarav Sharma' });
    expect([student.status, student.body.data.gstin, student.body.data.state_code]).toEqual([200, null, null]);
  });

  it('refusals: 400 naming the field, 422 for a GSTIN of another state or a state code abroad, 403 for other roles', async () => {
    const base = businessProfile(ctx.india);
    const noCode = await call('POST', 'franchise', '/common/invoice-profile', { ...base, state_code: undefined });
    expect([noCode.status, noCode.body.errors?.[0]?.field]).toEqual([400, 'body/state_code']);
    const badGstin = await call('POST', 'franchise', '/common/invoice-profile', { ...base, gstin: 'X7AABCU9603R1ZX' });
    expect(badGstin.status).toBe(400);
    expect(badGstin.body.message).toMatch(/body\/gstin/);
    const other = await call('POST', 'franchise', '/common/invoice-profile', { ...base, state_code: '27' });
    expect([other.status, other.body.errors?.[0]?.field]).toEqual([422, 'body/gstin']);
    const { rows } = await ctx.server.db.query<{ country_id: number }>("SELECT country_id FROM countries WHERE iso2 = 'GB'");
    const abroad = await call('POST', 'franchise', '/common/invoice-profile', { ...base, gstin: undefined, country_id: rows[0].country_id });
    expect([abroad.status, abroad.body.errors?.[0]?.field]).toEqual([422, 'body/state_code']);
    for (const as of ['counselor', 'manager']) expect((await call('GET', as, '/common/invoice-profile')).status).toBe(403);
    expect((await call('POST', 'counselor', '/common/invoice-profile', base)).status).toBe(403);
  });
});

const bank = (extra: Record<string, unknown> = {}) => ({
  account_holder_name: 'Rahul Mehta', bank_name: 'HDFC Bank', account_number: '50100012345678', account_type: 'current',
  ifsc_code: 'HDFC0001234', country_code: 'IN', currency: 'INR', is_primary: false, ...extra,
});

describe('bank accounts', () => {
  let first: number;
  let second: number;
  it('the first is primary; a new primary demotes the others', async () => {
    const a = await call('POST', 'agent', '/common/banks/save', bank());
    expect([a.status, a.body.data.is_primary, a.body.data.account_number_masked]).toEqual([201, true, false]);
    first = a.body.data.bank_id;
    const b = await call('POST', 'agent', '/common/banks/save', bank({ account_number: '50100099998888', is_primary: true }));
    expect([b.status, b.body.data.is_primary]).toEqual([201, true]);
    second = b.body.data.bank_id;
    expect((await call('GET', 'agent', `/common/banks/${first}`)).body.data.is_primary).toBe(false);
    const updated = await call('POST', 'agent', '/common/banks/save', bank({ bank_id: first, branch: 'Fort, Mumbai' }));
    expect([updated.status, updated.body.data.branch]).toEqual([200, 'Fort, Mumbai']);
  });

  it('the owner lists them in full; accounts sees them masked in the list and in full one by one', async () => {
    const own = (await call('GET', 'agent', '/common/banks/all')).body.data;
    expect(own.items.map((b: { bank_id: number }) => b.bank_id)).toEqual([second, first]);
    expect(own.items[0].account_number).toBe('50100099998888');
    const seen = (await call('GET', 'accounts', `/common/banks/all?user_id=${ctx.ids.agent}`)).body.data;
    expect(seen.items[0]).toMatchObject({ account_number: 'XXXXXXXXXX8888', account_number_masked: true, owner_name: 'Rahul Mehta' });
    expect((await call('GET', 'accounts', `/common/banks/${second}`)).body.data.account_number).toBe('50100099998888');
  });

  it("someone else's account: 403; none: 404; other roles 403", async () => {
    expect((await call('GET', 'franchise', `/common/banks/${first}`)).status).toBe(403);
    expect((await call('GET', 'agent', '/common/banks/999999')).status).toBe(404);
    expect((await call('GET', 'franchise', `/common/banks/all?user_id=${ctx.ids.agent}`)).status).toBe(403);
    expect((await call('POST', 'franchise', '/common/banks/save', bank({ bank_id: first }))).status).toBe(403);
    expect((await call('POST', 'franchise', '/common/banks/save', bank({ bank_id: 999999 }))).status).toBe(404);
    expect((await call('POST', 'accounts', '/common/banks/save', bank())).status).toBe(403);
    expect((await call('GET', 'student', '/common/banks/all')).status).toBe(403);
    expect((await call('GET', 'student', `/common/banks/${first}`)).status).toBe(403);
  });

  it('409 for a number saved twice, 422 for an Indian account without IFSC, 400 naming the field', async () => {
    expect((await call('POST', 'agent', '/common/banks/save', bank())).status).toBe(409);
    const noIfsc = await call('POST', 'franchise', '/common/banks/save', bank({ ifsc_code: undefined, swift_code: 'HDFCINBB' }));
    expect([noIfsc.status, noIfsc.body.errors?.[0]?.field]).toEqual([422, 'body/ifsc_code']);
    const bad = await call('POST', 'franchise', '/common/banks/save', bank({ account_number: '12' }));
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/body\/account_number/);
    const abroad = await call('POST', 'franchise', '/common/banks/save', bank({ ifsc_code: undefined, swift_code: 'BARCGB22', country_code: 'GB', currency: 'GBP' }));
    expect([abroad.status, abroad.body.data.is_primary]).toEqual([201, true]);
  });
});

describe('saves at once', () => {
  it('10 first saves of one user together: all stored, exactly one primary', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) =>
      call('POST', 'area', '/common/banks/save', bank({ account_holder_name: 'Karan Singh', account_number: `7700000000${i}` }))));
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 201));
    const { rows } = await ctx.server.db.query<{ n: number; primaries: number }>(
      'SELECT count(*)::int AS n, count(*) FILTER (WHERE is_primary)::int AS primaries FROM bank_accounts WHERE user_id = $1', [ctx.ids.area]);
    expect(rows).toEqual([{ n: 10, primaries: 1 }]);
    const same = await Promise.all([1, 2, 3].map(() => call('POST', 'area', '/common/banks/save', bank({ account_number: '880000000001' }))));
    expect(same.map((a) => a.status).sort()).toEqual([201, 409, 409]);
  });
});

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 5, 6, 7]);
const upload = async (as: string, bytes: Buffer, name = 'file') => {
  const boundary = 'sigboundary42';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="sig.png"\r\nContent-Type: image/png\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await ctx.server.app.inject({
    method: 'POST', url: `${ctx.server.portal}/common/banks/upload_signature`, payload,
    headers: { ...bearer(ctx.tokens[as]), 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  return { status: response.statusCode, body: response.json() };
};

describe('signatures', () => {
  it('none, then a PNG, then a JPEG replacing it; read back as a data URI', async () => {
    expect((await call('GET', 'accounts', '/common/signature')).body.data).toBeNull();
    const png = await upload('accounts', PNG);
    expect(png.status).toBe(201);
    expect(png.body.data).toMatchObject({ user_id: ctx.ids.accounts, content_type: 'image/png', size_bytes: PNG.length, signature_url: `data:image/png;base64,${PNG.toString('base64')}` });
    await upload('accounts', JPEG);
    const mine = (await call('GET', 'accounts', '/common/signature')).body.data;
    expect([mine.content_type, mine.signature_url]).toEqual(['image/jpeg', `data:image/jpeg;base64,${JPEG.toString('base64')}`]);
    const { rows } = await ctx.server.db.query('SELECT count(*)::int AS n FROM user_signatures WHERE user_id = $1', [ctx.ids.accounts]);
    expect(rows).toEqual([{ n: 1 }]);
  });

  it('by content, not by name: a text file is 422; over 1 MB is 413; another part name is 400', async () => {
    const text = await upload('agent', Buffer.from('not an image at all'));
    expect([text.status, text.body.errors?.[0]?.field]).toEqual([422, 'body/file']);
    expect((await upload('agent', Buffer.concat([PNG, Buffer.alloc(1024 * 1024)]))).status).toBe(413);
    expect((await upload('agent', PNG, 'signature')).status).toBe(400);
    expect((await upload('student', PNG)).status).toBe(403);
    expect((await call('GET', 'student', '/common/signature')).status).toBe(403);
    expect((await call('GET', 'student', `/common/signature/${ctx.ids.accounts}`)).status).toBe(403);
    expect((await call('GET', 'agent', '/common/signature')).body.data).toBeNull();
  });

  it("a user's signature: the caller's team only", async () => {
    expect((await call('GET', 'manager', `/common/signature/${ctx.ids.accounts}`)).body.data.content_type).toBe('image/jpeg');
    expect((await call('GET', 'manager', `/common/signature/${ctx.ids.agent}`)).body.data).toBeNull();
    expect((await call('GET', 'agent', `/common/signature/${ctx.ids.accounts}`)).status).toBe(403);
    expect((await call('GET', 'manager', '/common/signature/999999')).status).toBe(404);
    expect((await call('GET', 'franchise', `/common/signature/${ctx.ids.area}`)).body.data).toBeNull();
  });
});
