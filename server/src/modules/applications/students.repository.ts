// The SQL of students as the people working with them see them: the list over a caller's reach, the details page,
// the people assigned, the active flag, and what creating a student on their behalf writes besides the account.
import type { Queryable } from '../../db/types.ts';
import { studentReachSql } from '../../domain/access/index.ts';
import type { Caller, Role } from '../../domain/caller.ts';
import { Conditions, escapeLike, queryPage, type Page, type PageWindow } from '../../domain/lists/index.ts';
import { iso, type IntakeMonth, type Schemas } from './shared.ts';

type StudentSummary = Schemas['StudentSummary'];
type PartnerRef = Schemas['StudentPartnerRef'];

/** Students (alias s) whose first name, last name, full name, email or mobile holds `q` (case-insensitive). */
export function matchStudent(where: Conditions, q: string | undefined): Conditions {
  const text = q?.trim();
  if (!text) return where;
  return where.raw(
    `s.first_name ILIKE $1 OR s.last_name ILIKE $1 OR (s.first_name || ' ' || s.last_name) ILIKE $1
     OR s.email ILIKE $1 OR coalesce(s.mobile, '') ILIKE $1`,
    `%${escapeLike(text)}%`,
  );
}

const SUMMARY_SELECT = `
  SELECT s.user_id, s.first_name, s.last_name, s.email, s.mobile, s.active, s.agent_user_id,
         CASE WHEN ag.user_id IS NULL THEN NULL ELSE ag.first_name || ' ' || ag.last_name END AS agent_name,
         s.sc_user_id, s.preferred_country_id, s.preferred_course_level_id,
         (SELECT count(*)::int FROM student_applications a WHERE a.student_user_id = s.user_id) AS application_count,
         (SELECT a.status FROM student_applications a WHERE a.student_user_id = s.user_id
           ORDER BY a.updated_at DESC, a.sa_mapper_id DESC LIMIT 1) AS latest_application_status,
         s.created_at
    FROM users s LEFT JOIN users ag ON ag.user_id = s.agent_user_id`;

type SummaryRow = Omit<StudentSummary, 'created_at'> & { created_at: Date };

const toSummary = (row: SummaryRow): StudentSummary => ({ ...row, created_at: iso(row.created_at) });

export async function findSummary(db: Queryable, studentUserId: number): Promise<StudentSummary> {
  const { rows } = await db.query<SummaryRow>(`${SUMMARY_SELECT} WHERE s.user_id = $1`, [studentUserId]);
  return toSummary(rows[0]);
}

/** The live students the caller reaches, newest first. */
export function listReachableStudents(
  db: Queryable,
  caller: Caller,
  filter: { active: boolean; preferred_country_id?: number; q?: string },
  window: PageWindow,
): Promise<Page<StudentSummary>> {
  const where = new Conditions()
    .raw(`s.user_type = 'student' AND s.deleted_at IS NULL AND ${studentReachSql('s')}`, caller.userId, caller.role)
    .eq('s.active', filter.active)
    .eq('s.preferred_country_id', filter.preferred_country_id);
  matchStudent(where, filter.q);
  return queryPage(db, window, where, {
    select: `${SUMMARY_SELECT} ${where.sql} ORDER BY s.created_at DESC, s.user_id DESC`,
    count: `SELECT count(*)::int AS total FROM users s ${where.sql}`,
  }, toSummary);
}

const PARTNER = (alias: string) => `CASE WHEN ${alias}.user_id IS NULL THEN NULL ELSE json_build_object(
  'user_id', ${alias}.user_id, 'first_name', ${alias}.first_name, 'last_name', ${alias}.last_name,
  'organisation', ${alias}.organisation, 'email', ${alias}.email, 'mobile', ${alias}.mobile) END`;

/** How many of the seven AIS sections of student `s` have at least one item (tables of the student-files area). */
const AIS_SECTIONS_FILLED = ['ais_qualifications', 'ais_gaps', 'ais_certifications', 'ais_travel_history', 'ais_work_history',
  'ais_visa_rejections', 'ais_family_details']
  .map((table) => `(EXISTS (SELECT 1 FROM ${table} x WHERE x.student_user_id = s.user_id))::int`)
  .join(' + ');

export type StudentDetailsRow = Omit<Schemas['StudentDetails'], 'application_checklist' | 'created_at' | 'updated_at'> & {
  created_at: Date;
  updated_at: Date;
};

export async function findStudentDetails(db: Queryable, studentUserId: number): Promise<StudentDetailsRow | undefined> {
  const { rows } = await db.query<StudentDetailsRow>(
    `SELECT s.user_id, s.first_name, s.last_name, s.email, s.mobile, s.active, s.city_id, ci.name AS city_name,
            s.preferred_country_id, pc.name AS preferred_country_name,
            s.preferred_course_level_id, cl.name AS preferred_course_level_name,
            ${PARTNER('ag')} AS agent, ${PARTNER('sc')} AS school_counselor,
            (SELECT count(*)::int FROM student_applications a WHERE a.student_user_id = s.user_id) AS application_count,
            (${AIS_SECTIONS_FILLED}) AS ais_sections_filled,
            s.created_at, s.updated_at
       FROM users s
       LEFT JOIN cities ci ON ci.city_id = s.city_id
       LEFT JOIN countries pc ON pc.country_id = s.preferred_country_id
       LEFT JOIN course_levels cl ON cl.course_level_id = s.preferred_course_level_id
       LEFT JOIN users ag ON ag.user_id = s.agent_user_id
       LEFT JOIN users sc ON sc.user_id = s.sc_user_id
      WHERE s.user_id = $1 AND s.user_type = 'student' AND s.deleted_at IS NULL`,
    [studentUserId],
  );
  return rows[0];
}

/** The live staff of these types assigned to the student, in the order of `types`, then by name. */
export async function listAssignedStaff(db: Queryable, studentUserId: number, types: readonly Role[]): Promise<Schemas['StaffAssignmentMember'][]> {
  const { rows } = await db.query<Omit<Schemas['StaffAssignmentMember'], 'assigned_at'> & { assigned_at: Date }>(
    `SELECT u.user_id, u.first_name, u.last_name, u.email, u.mobile, u.user_type, sa.assigned_at
       FROM staff_assignments sa JOIN users u ON u.user_id = sa.staff_user_id
      WHERE sa.student_user_id = $1 AND u.deleted_at IS NULL AND u.user_type = ANY($2::text[])
      ORDER BY array_position($2::text[], u.user_type), u.first_name, u.last_name, u.user_id`,
    [studentUserId, types],
  );
  return rows.map((r) => ({ ...r, assigned_at: iso(r.assigned_at) }));
}

/** The student's live recruiting partner (agent or franchise) and school counselor. */
export async function findPartners(db: Queryable, studentUserId: number): Promise<{ agent: PartnerRef | null; school_counselor: PartnerRef | null }> {
  const { rows } = await db.query<{ agent: PartnerRef | null; school_counselor: PartnerRef | null }>(
    `SELECT ${PARTNER('ag')} AS agent, ${PARTNER('sc')} AS school_counselor
       FROM users s
       LEFT JOIN users ag ON ag.user_id = s.agent_user_id AND ag.deleted_at IS NULL
       LEFT JOIN users sc ON sc.user_id = s.sc_user_id AND sc.deleted_at IS NULL
      WHERE s.user_id = $1`,
    [studentUserId],
  );
  return { agent: rows[0]?.agent ?? null, school_counselor: rows[0]?.school_counselor ?? null };
}

/** Sets a student's active flag; answers whether it changed. */
export async function setStudentActive(tx: Queryable, studentUserId: number, active: boolean): Promise<boolean> {
  const { rowCount } = await tx.query(
    `UPDATE users SET active = $2, active_changed_at = now(), updated_at = now()
      WHERE user_id = $1 AND user_type = 'student' AND active <> $2`,
    [studentUserId, active],
  );
  return rowCount > 0;
}

export async function readActive(db: Queryable, studentUserId: number): Promise<{ active: boolean; changed_at: Date }> {
  const { rows } = await db.query<{ active: boolean; changed_at: Date }>(
    'SELECT active, coalesce(active_changed_at, created_at) AS changed_at FROM users WHERE user_id = $1',
    [studentUserId],
  );
  return rows[0];
}

/** Whether each reference a new student names exists (a reference not given counts as existing). */
export async function referencesExist(
  db: Queryable,
  refs: { city_id: number | null; country_id: number | null; course_level_id: number | null },
): Promise<{ city: boolean; country: boolean; level: boolean }> {
  const { rows } = await db.query<{ city: boolean; country: boolean; level: boolean }>(
    `SELECT ($1::int IS NULL OR EXISTS (SELECT 1 FROM cities WHERE city_id = $1)) AS city,
            ($2::int IS NULL OR EXISTS (SELECT 1 FROM countries WHERE country_id = $2)) AS country,
            ($3::int IS NULL OR EXISTS (SELECT 1 FROM course_levels WHERE course_level_id = $3)) AS level`,
    [refs.city_id, refs.country_id, refs.course_level_id],
  );
  return rows[0];
}

export async function setPreferredIntake(tx: Queryable, studentUserId: number, intake: IntakeMonth, year: number | undefined): Promise<void> {
  await tx.query('UPDATE users SET preferred_intake = $2, preferred_intake_year = $3 WHERE user_id = $1', [studentUserId, intake, year]);
}

export async function assignStaff(tx: Queryable, staffUserId: number, studentUserId: number): Promise<void> {
  await tx.query('INSERT INTO staff_assignments (staff_user_id, student_user_id) VALUES ($1, $2)', [staffUserId, studentUserId]);
}

/** Stores a welcome link's token (as its hash) as a password reset that is good for `days` days. */
export async function insertWelcomeLink(tx: Queryable, tokenHash: string, userId: number, days: number): Promise<void> {
  await tx.query(
    `INSERT INTO password_resets (token_hash, user_id, expires_at) VALUES ($1, $2, now() + make_interval(days => $3))`,
    [tokenHash, userId, days],
  );
}
