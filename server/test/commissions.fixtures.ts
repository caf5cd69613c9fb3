// What the commission tests share: one server per file with signed-in demo users, the business invoice profile, a
// university abroad with its courses, enrolled applications made for a test, and a rate set through the API.
import { demoEmail } from './harness.ts';
import { businessProfile, caller, startInvoices, type Ctx } from './invoices.fixtures.ts';

export { caller, type Ctx };

export type Campus = { universityId: number; levelId: number; courses: number[]; currency: string };

export async function startCommissions(): Promise<{ ctx: Ctx; call: ReturnType<typeof caller>; campus: Campus }> {
  const ctx = await startInvoices();
  const call = caller(ctx);
  for (const key of ['s-ananya', 's-ishaan', 's-diya', 's-kabir', 's-saanvi', 's-vihaan']) {
    const found = await ctx.server.db.query<{ user_id: number }>('SELECT user_id FROM users WHERE email = $1', [demoEmail(key)]);
    ctx.ids[key] = found.rows[0].user_id;
  }
  const profile = await call('POST', 'accounts', '/common/invoice-profile', businessProfile(ctx.india));
  if (profile.status !== 200) throw new Error(`business profile: ${profile.status}`);
  // The university abroad with the most courses of one level that have a tuition fee.
  const { rows } = await ctx.server.db.query<{ university_id: number; course_level_id: number; currency: string }>(
    `SELECT c.university_id, c.course_level_id, min(c.currency) AS currency
       FROM courses c JOIN universities u ON u.university_id = c.university_id JOIN countries co ON co.country_id = u.country_id
      WHERE co.iso2 <> 'IN' AND c.tuition_fee IS NOT NULL
      GROUP BY c.university_id, c.course_level_id HAVING count(DISTINCT c.currency) = 1
      ORDER BY count(*) DESC, c.university_id LIMIT 1`,
  );
  const { university_id, course_level_id, currency } = rows[0];
  const courses = await ctx.server.db.query<{ course_id: number }>(
    'SELECT course_id FROM courses WHERE university_id = $1 AND course_level_id = $2 AND tuition_fee IS NOT NULL ORDER BY course_id',
    [university_id, course_level_id],
  );
  return { ctx, call, campus: { universityId: university_id, levelId: course_level_id, courses: courses.rows.map((r) => r.course_id), currency } };
}

let nextYear = 2030;

/** An application of a demo student to a course of the campus, in `status` (enrolled by default). */
export async function application(ctx: Ctx, campus: Campus, student: string, status = 'enrolled', courseIndex = 0): Promise<number> {
  const { rows } = await ctx.server.db.query<{ sa_mapper_id: number }>(
    `INSERT INTO student_applications (student_user_id, course_id, intake, intake_year, status, created_by)
     VALUES ($1, $2, 'Sep', $3, $4, $5) RETURNING sa_mapper_id`,
    [ctx.ids[student], campus.courses[courseIndex], nextYear++, status, ctx.ids.accounts],
  );
  return rows[0].sa_mapper_id;
}

/** A percent rate of the campus's university and level from 2020 on (1250 bp = 12.5 %). */
export async function percentRate(call: ReturnType<typeof caller>, campus: Campus, bp = 1250, from = '2020-01-01') {
  const r = await call('POST', 'accounts', '/common/commission-rate', {
    university_id: campus.universityId, course_level_id: campus.levelId, rate_type: 'percent', rate_basis_points: bp, valid_from: from,
  });
  if (r.status !== 201) throw new Error(`rate: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.data;
}

/** Today and yesterday in Asia/Kolkata, and a day far ahead. */
export const kolkataToday = (): string => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
export const PAST_CENSUS = '2025-09-15';
export const FUTURE_CENSUS = '2099-09-15';
