// Gapless numbering: 50 drafts issued at once get 1..50 in their series and financial year, no gap, no duplicate, at
// most 16 characters; a series has its own counter; a failed issue gives its number back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessProfile, caller, draftBody, startInvoices, type Ctx } from './invoices.fixtures.ts';

let ctx: Ctx;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  ctx = await startInvoices();
  call = caller(ctx);
  expect((await call('POST', 'accounts', '/common/invoice-profile', businessProfile(ctx.india))).status).toBe(200);
}, 120_000);
afterAll(async () => ctx?.server.close());

const drafts = async (n: number, series: string): Promise<number[]> => {
  const ids: number[] = [];
  for (let i = 0; i < n; i++) ids.push((await call('POST', 'accounts', '/common/invoices/draft', draftBody({ series }))).body.data.inv_id);
  return ids;
};
const seqOf = (no: string) => Number(no.split('/')[2]);

describe('numbering', () => {
  it('50 concurrent issues: 1..50, no gap, no duplicate, at most 16 characters', async () => {
    const ids = await drafts(50, 'GAP');
    const answers = await Promise.all(ids.map((id, i) => call('POST', i % 2 ? 'manager' : 'accounts', `/common/invoices/${id}/issue`)));
    expect(answers.map((a) => a.status)).toEqual(ids.map(() => 200));
    const numbers: string[] = answers.map((a) => a.body.data.invoice_no);
    expect(new Set(numbers).size).toBe(50);
    expect(numbers.map(seqOf).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    for (const no of numbers) {
      expect(no.length).toBeLessThanOrEqual(16);
      expect(no).toMatch(/^GAP\/\d{2}-\d{2}\/\d{1,5}$/);
    }
    const fy = answers[0].body.data.financial_year as string;
    expect(numbers.every((no) => no.startsWith(`GAP/${fy}/`))).toBe(true);
    const { rows } = await ctx.server.db.query<{ last_no: number }>("SELECT last_no FROM invoice_counters WHERE series = 'GAP'");
    expect(rows).toEqual([{ last_no: 50 }]);
  }, 120_000);

  it('a series counts on its own; a refused issue takes no number', async () => {
    const [a, b] = await drafts(2, 'OWN');
    expect((await call('POST', 'accounts', `/common/invoices/${a}/issue`)).body.data.invoice_no).toMatch(/^OWN\/\d{2}-\d{2}\/1$/);
    // Without a business GSTIN the issue is refused (422) and rolls back; the next issue still gets 2.
    await ctx.server.db.query('UPDATE invoice_profiles SET gstin = NULL WHERE user_id IS NULL');
    expect((await call('POST', 'accounts', `/common/invoices/${b}/issue`)).status).toBe(422);
    await ctx.server.db.query("UPDATE invoice_profiles SET gstin = '07AABCU9603R1ZX' WHERE user_id IS NULL");
    expect((await call('POST', 'accounts', `/common/invoices/${b}/issue`)).body.data.invoice_no).toMatch(/^OWN\/\d{2}-\d{2}\/2$/);
  });

  it('an exhausted series is refused (422) and its counter stays', async () => {
    const [id] = await drafts(1, 'FULL');
    const { rows } = await ctx.server.db.query<{ fy: string }>("SELECT fy FROM invoices WHERE series = 'OWN' AND fy IS NOT NULL LIMIT 1");
    await ctx.server.db.query("INSERT INTO invoice_counters (series, fy, last_no) VALUES ('FULL', $1, 99999)", [rows[0].fy]);
    const r = await call('POST', 'accounts', `/common/invoices/${id}/issue`);
    expect(r.status).toBe(422);
    const after = await ctx.server.db.query<{ last_no: number }>("SELECT last_no FROM invoice_counters WHERE series = 'FULL'");
    expect(after.rows).toEqual([{ last_no: 99999 }]);
    expect((await call('GET', 'accounts', `/common/invoices/${id}`)).body.data).toMatchObject({ status: 'draft', invoice_no: null });
  });
});
