// The SQL of the franchise view of partner invoices (docs/partner-invoices.md): one summary row per student a
// franchise recruited, and which franchises a master franchise's scope holds.
import type { PortalSchemas } from '../../contract-types.ts';
import type { Queryable } from '../../db/types.ts';
import { Conditions, queryPage, type Page, type PageWindow } from '../../domain/lists/index.ts';
import { ref } from './partner-invoices.repository.ts';

type SummaryRow = {
  student_user_id: number; student_name: string; student_email: string | null; recruiter_id: number; recruiter_name: string;
  recruiter_type: string; university_id: number | null; university_name: string | null; country: string | null;
  course_id: number | null; course_name: string | null; course_level: string | null; intake: string | null; intake_year: number | null;
  invoice_count: number; currency: string | null; total_minor: number; paid_minor: number; active_pi_id: number | null;
};

/**
 * One row per student recruited by the franchises in scope (`franchiseIds`; every franchise when undefined): the
 * latest application (enrolled first), the count of the student's partner invoices, and the sums in the currency of
 * the latest one.
 */
export async function franchiseStudents(
  db: Queryable, franchiseIds: number[] | undefined, studentUserId: number | undefined, q: string | undefined, window: PageWindow,
): Promise<Page<PortalSchemas['InvoiceStudentSummary']>> {
  const where = new Conditions().raw("f.user_type = 'franchise'").raw("s.user_type = 'student'").raw('s.deleted_at IS NULL');
  if (franchiseIds !== undefined) where.in('f.user_id', franchiseIds);
  where.eq('s.user_id', studentUserId);
  if (q) where.raw("concat_ws(' ', s.first_name, s.last_name) ILIKE $1 OR s.email ILIKE $1", `%${q.replace(/[\\%_]/g, '\\$&')}%`);
  const from = `FROM users s JOIN users f ON f.user_id = s.agent_user_id`;
  return queryPage<SummaryRow, PortalSchemas['InvoiceStudentSummary']>(db, window, where, {
    select: `
      SELECT s.user_id AS student_user_id, concat_ws(' ', s.first_name, s.last_name) AS student_name, s.email AS student_email,
             f.user_id AS recruiter_id, concat_ws(' ', f.first_name, f.last_name) AS recruiter_name, f.user_type AS recruiter_type,
             app.university_id, app.university_name, app.country, app.course_id, app.course_name, app.course_level, app.intake,
             app.intake_year, inv.invoice_count, inv.currency, sums.total_minor, sums.paid_minor, inv.active_pi_id
        ${from}
        LEFT JOIN LATERAL (
          SELECT un.university_id, un.name AS university_name, co.name AS country, c.course_id, c.name AS course_name,
                 cl.name AS course_level, a.intake, a.intake_year
            FROM student_applications a JOIN courses c ON c.course_id = a.course_id
            JOIN universities un ON un.university_id = c.university_id JOIN countries co ON co.country_id = un.country_id
            LEFT JOIN course_levels cl ON cl.course_level_id = c.course_level_id
           WHERE a.student_user_id = s.user_id
           ORDER BY (a.status = 'enrolled') DESC, a.sa_mapper_id DESC LIMIT 1) app ON true
        LEFT JOIN LATERAL (
          SELECT count(*)::int AS invoice_count, (array_agg(pi.currency ORDER BY pi.pi_id DESC))[1] AS currency,
                 max(pi.pi_id) FILTER (WHERE pi.status IN ('draft', 'raised', 'under_review')) AS active_pi_id
            FROM partner_invoices pi JOIN student_applications a ON a.sa_mapper_id = pi.sa_mapper_id
           WHERE a.student_user_id = s.user_id) inv ON true
        LEFT JOIN LATERAL (
          SELECT coalesce(sum(pi.amount_minor) FILTER (WHERE pi.status NOT IN ('rejected', 'cancelled')), 0)::bigint AS total_minor,
                 coalesce(sum(pi.amount_minor) FILTER (WHERE pi.status = 'paid'), 0)::bigint AS paid_minor
            FROM partner_invoices pi JOIN student_applications a ON a.sa_mapper_id = pi.sa_mapper_id
           WHERE a.student_user_id = s.user_id AND pi.currency = inv.currency) sums ON true
        ${where.sql}
       ORDER BY concat_ws(' ', s.first_name, s.last_name), s.user_id`,
    count: `SELECT count(*)::int AS total ${from} ${where.sql}`,
  }, (r) => ({
    student: { student_user_id: r.student_user_id, name: r.student_name, email: r.student_email },
    recruited_by: ref(r.recruiter_id, r.recruiter_name, r.recruiter_type),
    university: r.university_id === null ? null : { university_id: r.university_id, name: r.university_name!, country: r.country! },
    course: r.course_id === null ? null : { course_id: r.course_id, name: r.course_name!, course_level: r.course_level },
    intake: r.intake === null ? null : `${r.intake} ${r.intake_year}`,
    invoice_count: r.invoice_count ?? 0,
    total_commission_minor: r.total_minor ?? 0,
    paid_commission_minor: r.paid_minor ?? 0,
    currency: r.currency,
    active_inv_id: r.active_pi_id,
  }));
}

/** The area franchises of a master franchise. */
export async function areaFranchises(db: Queryable, masterId: number): Promise<number[]> {
  const { rows } = await db.query<{ user_id: number }>(
    "SELECT user_id FROM users WHERE master_franchise_id = $1 AND user_type = 'franchise' AND deleted_at IS NULL", [masterId],
  );
  return rows.map((r) => r.user_id);
}

export async function isFranchise(db: Queryable, userId: number): Promise<boolean> {
  const { rows } = await db.query("SELECT 1 FROM users WHERE user_id = $1 AND user_type = 'franchise' AND deleted_at IS NULL", [userId]);
  return rows.length > 0;
}
