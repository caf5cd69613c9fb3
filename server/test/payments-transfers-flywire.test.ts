// The transfer provider's universities (issue 13): the sync job fills our table from the provider (the local one here,
// reading the shipped recipients; the real adapter against a stand-in fetch), once per recipient however often and
// however concurrently it runs; the three flywire calls read the table with their filters, paging and errors.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { currencyInfo, decimalToMinor } from '../src/modules/payments/currencies.ts';
import { LOCAL_RECIPIENTS_FILE, flywireTransferProvider, type ProviderRecipient, type TransferProvider } from '../src/modules/payments/flywire.provider.ts';
import { makeTransfersService } from '../src/modules/payments/transfers.service.ts';
import { bearer, signIn, startTestServer, type TestServer } from './harness.ts';

const ORIGIN = 'http://127.0.0.1:8080';
let server: TestServer;
const tokens: Record<string, string> = {};
const SHIPPED = (JSON.parse(readFileSync(LOCAL_RECIPIENTS_FILE, 'utf8')) as { recipients: ProviderRecipient[] }).recipients;

beforeAll(async () => {
  server = await startTestServer({ publicUrl: ORIGIN });
  for (const key of ['student', 'accounts', 'agent']) tokens[key] = (await signIn(server, key)).token;
}, 120_000);
afterAll(async () => server?.close());

const get = (url: string, as?: string) => server.app.inject({ method: 'GET', url: `${server.portal}${url}`, headers: as ? bearer(tokens[as]) : {} });
const rows = async () =>
  (await server.db.query<{ id: number; recipient_code: string; university_id: number | null; country_id: number | null }>(
    'SELECT id, recipient_code, university_id, country_id FROM flywire_universities ORDER BY recipient_code',
  )).rows;
const services = () => server.app.services;

describe('the sync of the transfer provider’s universities', () => {
  it('starts empty; the daily schedule fills one row per shipped recipient, each matched to our catalogue', async () => {
    expect(await rows()).toEqual([]);
    await server.app.jobs.tickSchedules();
    await server.app.jobs.runDueJobs();
    const synced = await rows();
    expect(synced.map((r) => r.recipient_code)).toEqual(SHIPPED.map((r) => r.id).sort());
    // The shipped file is built from our catalogue: every recipient finds its university and country.
    expect(synced.every((r) => r.university_id !== null && r.country_id !== null)).toBe(true);
    expect(new Set(synced.map((r) => r.university_id)).size).toBe(synced.length);
  });

  it('run again, and by several servers at once, it leaves the same rows with the same ids', async () => {
    const before = await rows();
    expect(await services().transfers.sync()).toEqual({ provider: 'local', written: SHIPPED.length, removed: 0 });
    await Promise.all(Array.from({ length: 5 }, () => services().transfers.sync()));
    expect(await rows()).toEqual(before);
  });

  it('the real adapter reads every page and each recipient’s details with the API key, and the sync follows it', async () => {
    const seen: { url: string; key: string | null }[] = [];
    const first = SHIPPED.slice(0, 100).map((r) => ({ id: r.id, name: r.name }));
    const detail = (r: ProviderRecipient) => ({
      id: r.id, name: r.name, country: { code: r.country }, currency: { code: r.currency }, city: r.city,
      payment_options: [{ code: 'bank_transfer', name: 'Bank transfer' }], payer_currencies: ['inr', 'USD'],
      fields: [{ id: 'student_id', label: 'Student ID', required: true }], logo_url: 'not a url',
    });
    const fetcher = (async (input: string | URL | Request, init?: RequestInit) => {
      const url = String(input);
      seen.push({ url, key: new Headers(init?.headers).get('x-authentication-key') });
      if (url.endsWith('/recipients?page=1&per_page=100')) return Response.json({ recipients: first, total_entries: 101 });
      if (url.endsWith('/recipients?page=2&per_page=100')) return Response.json({ recipients: [{ id: 'ZZZ9X' }], total_entries: 101 });
      const id = decodeURIComponent(url.split('/recipients/')[1] ?? '');
      if (id === 'ZZZ9X') return Response.json({ id: 'ZZZ9X', name: 'A university not in our catalogue', country: 'JP', currency: 'JPY' });
      const recipient = SHIPPED.find((r) => r.id === id);
      return recipient ? Response.json(detail(recipient)) : new Response('{}', { status: 404 });
    }) as typeof fetch;
    const provider = flywireTransferProvider({ apiKey: 'key-123', apiBase: 'https://flywire.test/payments/v1', payUrl: 'https://pay.flywire.test/?r={recipient}' }, fetcher);
    const recipients = await provider.recipients();
    expect(recipients).toHaveLength(101);
    expect(seen.every((s) => s.key === 'key-123')).toBe(true);
    expect(seen.filter((s) => s.url.includes('?page=')).map((s) => s.url)).toEqual([
      'https://flywire.test/payments/v1/recipients?page=1&per_page=100', 'https://flywire.test/payments/v1/recipients?page=2&per_page=100',
    ]);
    expect(recipients[0]).toMatchObject({
      id: first[0].id, payment_types: [{ code: 'bank_transfer', name: 'Bank transfer' }], payer_currencies: ['INR', 'USD'],
      fields: [{ name: 'student_id', label: 'Student ID', required: true }], logo_url: null, payment_url: `https://pay.flywire.test/?r=${first[0].id}`,
    });

    const service = makeTransfersService({ db: server.db, config: server.config, log: server.app.log }, provider);
    expect(await service.sync()).toEqual({ provider: 'flywire', written: 101, removed: SHIPPED.length - 100 });
    const { rows: japan } = await server.db.query<{ country_name: string; country_id: number | null; university_id: number | null }>(
      "SELECT country_name, country_id, university_id FROM flywire_universities WHERE recipient_code = 'ZZZ9X'");
    expect(japan).toEqual([{ country_name: 'Japan', country_id: null, university_id: null }]);
    // Back to the shipped list: the unknown one goes, the others come back with their old rows refreshed.
    await services().transfers.sync();
    expect((await rows()).map((r) => r.recipient_code)).toEqual(SHIPPED.map((r) => r.id).sort());
  });

  it('a provider that fails or lists nothing changes nothing', async () => {
    const before = await rows();
    const failing: TransferProvider = { name: 'flywire', recipients: async () => { throw new Error('Flywire answered 503'); } };
    const deps = { db: server.db, config: server.config, log: server.app.log };
    await expect(makeTransfersService(deps, failing).sync()).rejects.toThrow('503');
    const empty: TransferProvider = { name: 'flywire', recipients: async () => [] };
    expect(await makeTransfersService(deps, empty).sync()).toEqual({ provider: 'flywire', written: 0, removed: 0 });
    expect(await rows()).toEqual(before);
    const refused = flywireTransferProvider({ apiKey: 'k', apiBase: 'https://x.test', payUrl: '' }, (async () => new Response('no', { status: 401 })) as typeof fetch);
    await expect(refused.recipients()).rejects.toThrow('Flywire answered 401 to GET /recipients?page=1&per_page=100: no');
  });
});

describe('the flywire calls', () => {
  it('lists by name with paging, for every signed-in role; filters by text and country', async () => {
    const page1 = await get('/common/all-flywire-universities?page_size=10', 'student');
    expect(page1.statusCode, page1.body).toBe(200);
    const data = page1.json().data;
    expect(data).toMatchObject({ page: 1, page_size: 10, total: SHIPPED.length });
    const names = SHIPPED.map((r) => r.name).sort((a, b) => (a < b ? -1 : 1));
    expect(data.items.map((u: { name: string }) => u.name)).toEqual(names.slice(0, 10));
    const page2 = (await get('/common/all-flywire-universities?page_size=10&page=2', 'agent')).json().data;
    expect(page2.items.map((u: { name: string }) => u.name)).toEqual(names.slice(10, 20));

    const sample = SHIPPED[3];
    const found = (await get(`/common/all-flywire-universities?q=${encodeURIComponent(sample.name.toLowerCase())}`, 'accounts')).json().data;
    expect(found.items.map((u: { recipient_code: string }) => u.recipient_code)).toContain(sample.id);
    const { rows: [country] } = await server.db.query<{ country_id: number; name: string }>('SELECT country_id, name FROM countries WHERE iso2 = $1', [sample.country]);
    const byCountry = (await get(`/common/all-flywire-universities?country_id=${country.country_id}&page_size=100`, 'student')).json().data;
    expect(byCountry.total).toBe(SHIPPED.filter((r) => r.country === sample.country).length);
    expect(byCountry.items.every((u: { country: { country_id: number; name: string }; currency: string }) =>
      u.country.country_id === country.country_id && u.country.name === country.name && u.currency === sample.currency)).toBe(true);
  });

  it('refuses bad paging naming the field, and anyone not signed in', async () => {
    const bad = await get('/common/all-flywire-universities?page_size=0', 'student');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('querystring/page_size');
    expect((await get('/common/all-flywire-universities?country_id=abc', 'student')).json().message).toContain('querystring/country_id');
    expect((await get('/common/all-flywire-universities')).statusCode).toBe(401);
    expect((await get('/common/all-flywire-currencies')).statusCode).toBe(401);
  });

  it('gives one university’s details, with its payment page on the local provider; 404 for an unknown id', async () => {
    const { rows: [row] } = await server.db.query<{ id: number; recipient_code: string }>('SELECT id, recipient_code FROM flywire_universities ORDER BY id LIMIT 1');
    const shipped = SHIPPED.find((r) => r.id === row.recipient_code)!;
    const answer = await get(`/common/flywire-university-details/${row.id}`, 'student');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toMatchObject({
      id: row.id, recipient_code: shipped.id, name: shipped.name, currency: shipped.currency, city: shipped.city,
      payer_currencies: shipped.payer_currencies, payment_types: shipped.payment_types, required_fields: shipped.fields,
      payment_url: `${ORIGIN}/flywire-sandbox/${shipped.id}`,
    });
    const page = await server.app.inject({ method: 'GET', url: `/flywire-sandbox/${shipped.id}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('no money moves');
    expect(page.body).toContain(shipped.currency);
    expect((await server.app.inject({ method: 'GET', url: '/flywire-sandbox/QQQ99' })).statusCode).toBe(404);

    const missing = await get('/common/flywire-university-details/999999', 'student');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toContain('path/id');
    expect((await get('/common/flywire-university-details/0', 'student')).json().message).toContain('params/id');
  });

  it('lists the currencies payers pay from and universities are paid in, by code, with their minor-unit digits', async () => {
    const answer = await get('/common/all-flywire-currencies', 'agent');
    expect(answer.statusCode, answer.body).toBe(200);
    const currencies = answer.json().data as { code: string; name: string; symbol: string | null; decimals: number }[];
    const expected = [...new Set(SHIPPED.flatMap((r) => [...r.payer_currencies, r.currency]))].sort();
    expect(currencies.map((c) => c.code)).toEqual(expected);
    expect(currencies.find((c) => c.code === 'INR')).toEqual({ code: 'INR', name: 'Indian Rupee', symbol: '₹', decimals: 2 });
    expect(currencies.find((c) => c.code === 'GBP')).toMatchObject({ symbol: '£', decimals: 2 });
  });
});

describe('amounts in minor units', () => {
  it('turns a numeric amount into minor units exactly, by the currency’s digits, half up', () => {
    expect(decimalToMinor('5000', 2)).toBe(500_000);
    expect(decimalToMinor('5250.5', 2)).toBe(525_050);
    expect(decimalToMinor('0.29', 2)).toBe(29); // 0.29 * 100 is 28.999… in floating point
    expect(decimalToMinor('1234.5', 0)).toBe(1235);
    expect(decimalToMinor('1234.49', 0)).toBe(1234);
    expect(decimalToMinor('1.2345', 3)).toBe(1235);
    expect(decimalToMinor('-1', 2)).toBeNull();
    expect(decimalToMinor('1e3', 2)).toBeNull();
    expect(decimalToMinor('99999999999999999', 2)).toBeNull();
    expect(currencyInfo('JPY')).toMatchObject({ decimals: 0 });
    expect(currencyInfo('BHD')).toMatchObject({ decimals: 3 });
    expect(currencyInfo('SEK')).toMatchObject({ name: 'Swedish Krona', decimals: 2 });
    expect(currencyInfo('QQQ')).toBeNull();
  });
});
