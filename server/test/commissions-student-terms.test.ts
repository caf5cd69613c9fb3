// listStudentCommissionTerms (our addition, the /invoice/{student_user_id} screen): one student's terms by census date
// with the ledger view, for the partners who reach the student and for accounts and operations managers only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { application, FUTURE_CENSUS, PAST_CENSUS, percentRate, startCommissions, type Campus, type Ctx, caller } from './commissions.fixtures.ts';

let ctx: Ctx;
let call: ReturnType<typeof caller>;
let campus: Campus;
beforeAll(async () => {
  ({ ctx, call, campus } = await startCommissions());
  await percentRate(call, campus, 1000);
}, 120_000);
afterAll(async () => ctx?.server.close());

const termsOf = (student: string, as: string) => call('GET', as, `/common/commission-terms?student_user_id=${ctx.ids[student]}`);

describe("a student's commission terms", () => {
  it('lists every accrued term of the student, by census date, with the partner share; other students stay out', async () => {
    const later = await application(ctx, campus, 's-ananya');
    const earlier = await application(ctx, campus, 's-ananya', 'enrolled', 1);
    const someoneElse = await application(ctx, campus, 's-ishaan');
    for (const [sa, census] of [[later, FUTURE_CENSUS], [earlier, PAST_CENSUS], [someoneElse, PAST_CENSUS]] as const) {
      expect((await call('POST', 'accounts', `/common/commissions/${sa}/expected`, { census_date: census, tuition_minor: 2_000_000 })).status).toBe(201);
    }
    const r = await termsOf('s-ananya', 'agent');
    expect(r.status).toBe(200);
    expect(r.body.data.items.map((t: { sa_mapper_id: number; census_date: string }) => [t.sa_mapper_id, t.census_date])).toEqual([
      [earlier, PAST_CENSUS],
      [later, FUTURE_CENSUS],
    ]);
    // 10 % of 2 000 000 = 200 000; the agent's basic plan takes half of it.
    expect(r.body.data.items[0]).toMatchObject({
      term: 1, status: 'expected', expected_minor: 200_000, student: { student_user_id: ctx.ids['s-ananya'] },
      partner: { user_id: ctx.ids.agent }, partner_share: { gross_minor: 100_000 },
    });
    expect((await termsOf('s-ananya', 'accounts')).body.data.items).toHaveLength(2);
    expect((await termsOf('s-ananya', 'manager')).body.data.items).toHaveLength(2);
  });

  it('answers an empty list for a student with no term', async () => {
    const r = await termsOf('s-saanvi', 'accounts');
    expect(r.status).toBe(200);
    expect(r.body.data.items).toEqual([]);
  });

  it('is refused to a partner who does not reach the student (403) and to the other roles (403); the student is required (400)', async () => {
    expect((await termsOf('s-ananya', 'area')).status).toBe(403);
    expect((await termsOf('s-ananya', 'student')).status).toBe(403);
    expect((await termsOf('s-ananya', 'counselor')).status).toBe(403);
    const missing = await call('GET', 'accounts', '/common/commission-terms');
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.body)).toContain('student_user_id');
  });
});
