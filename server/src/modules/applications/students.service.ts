// Students as the people working with them see them: the student list, the details page, who is assigned, the
// active flag, accounts created on a student's behalf, and the pre-application checklist.
import { randomBytes } from 'node:crypto';
import type { Config } from '../../config.ts';
import type { Db, Queryable } from '../../db/types.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { hashSecret } from '../../auth/tokens.ts';
import { conflict, notFound, unprocessable, type FieldError } from '../../http/errors.ts';
import { studentReachSql, type Caller } from '../../http/ownership.ts';
import type { Role } from '../../http/contract.ts';
import type { MailService } from '../mail/mail.service.ts';
import { insertUser } from '../users/users.repository.ts';
import { Conditions, iso, isoOrNull, likePattern, paging, type IntakeMonth, type Schemas } from './shared.ts';

type StudentSummary = Schemas['StudentSummary'];
type PartnerRef = Schemas['StudentPartnerRef'];
type ChecklistKey = Schemas['ChecklistKey'];
type ChecklistInfo = Schemas['ChecklistInfo'];

/** A welcome link to set the password stays valid this long (a reset link: config.passwordResetMinutes). */
export const WELCOME_LINK_DAYS = 7;

/** The pre-application checklist in the order of the contract's enum, with the labels the screens show. */
export const CHECKLIST: readonly { key: ChecklistKey; label: string }[] = [
  { key: 'passport', label: 'Passport' },
  { key: 'academic_transcripts', label: 'Academic transcripts' },
  { key: 'english_test_score', label: 'English test score' },
  { key: 'sop', label: 'Statement of purpose' },
  { key: 'lor', label: 'Letters of recommendation' },
  { key: 'cv', label: 'CV' },
  { key: 'financial_documents', label: 'Financial documents' },
  { key: 'application_fee', label: 'Application fee' },
  { key: 'portfolio', label: 'Portfolio' },
  { key: 'other_documents', label: 'Other documents' },
];

const STAFF_TYPES: readonly Role[] = ['counselor', 'operations', 'visa', 'student_support', 'operations_manager'];

const SUMMARY_COLUMNS = `
  s.user_id, s.first_name, s.last_name, s.email, s.mobile, s.active, s.agent_user_id,
  CASE WHEN ag.user_id IS NULL THEN NULL ELSE ag.first_name || ' ' || ag.last_name END AS agent_name,
  s.sc_user_id, s.preferred_country_id, s.preferred_course_level_id,
  (SELECT count(*)::int FROM student_applications a WHERE a.student_user_id = s.user_id) AS application_count,
  (SELECT a.status FROM student_applications a WHERE a.student_user_id = s.user_id
    ORDER BY a.updated_at DESC, a.sa_mapper_id DESC LIMIT 1) AS latest_application_status,
  s.created_at`;

type SummaryRow = Omit<StudentSummary, 'created_at'> & { created_at: Date };

const toSummary = (row: SummaryRow): StudentSummary => ({ ...row, created_at: iso(row.created_at) });

async function findSummary(db: Queryable, studentUserId: number): Promise<StudentSummary> {
  const { rows } = await db.query<SummaryRow>(
    `SELECT ${SUMMARY_COLUMNS} FROM users s LEFT JOIN users ag ON ag.user_id = s.agent_user_id WHERE s.user_id = $1`,
    [studentUserId],
  );
  return toSummary(rows[0]);
}

const PARTNER = (alias: string) => `CASE WHEN ${alias}.user_id IS NULL THEN NULL ELSE json_build_object(
  'user_id', ${alias}.user_id, 'first_name', ${alias}.first_name, 'last_name', ${alias}.last_name,
  'organisation', ${alias}.organisation, 'email', ${alias}.email, 'mobile', ${alias}.mobile) END`;

/** How many of the seven AIS sections of student `s` have at least one item (tables of the student-files area). */
const AIS_SECTIONS_FILLED = ['ais_qualifications', 'ais_gaps', 'ais_certifications', 'ais_travel_history', 'ais_work_history',
  'ais_visa_rejections', 'ais_family_details']
  .map((table) => `(EXISTS (SELECT 1 FROM ${table} x WHERE x.student_user_id = s.user_id))::int`)
  .join(' + ');

export async function readChecklist(db: Queryable, studentUserId: number): Promise<ChecklistInfo> {
  const head = await db.query<{ remarks: string | null; updated_at: Date }>(
    'SELECT remarks, updated_at FROM application_checklists WHERE student_user_id = $1',
    [studentUserId],
  );
  const { rows } = await db.query<{
    key: ChecklistKey; done: boolean; note: string | null; updated_at: Date; user_id: number; name: string; role: Role;
  }>(
    `SELECT i.key, i.done, i.note, i.updated_at, b.user_id, b.first_name || ' ' || b.last_name AS name, b.user_type AS role
       FROM application_checklist_items i JOIN users b ON b.user_id = i.updated_by
      WHERE i.student_user_id = $1`,
    [studentUserId],
  );
  const byKey = new Map(rows.map((r) => [r.key, r]));
  return {
    student_user_id: studentUserId,
    items: CHECKLIST.map(({ key, label }) => {
      const saved = byKey.get(key);
      return saved
        ? {
            key, label, done: saved.done, note: saved.note, updated_at: iso(saved.updated_at),
            updated_by: { user_id: saved.user_id, name: saved.name, role: saved.role },
          }
        : { key, label, done: false, note: null, updated_at: null, updated_by: null };
    }),
    remarks: head.rows[0]?.remarks ?? null,
    updated_at: isoOrNull(head.rows[0]?.updated_at ?? null),
  };
}

export type StudentCreate = {
  first_name: string;
  last_name: string;
  email: string;
  mobile: string;
  city_id?: number;
  preferred_country_id?: number;
  preferred_course_level_id?: number;
  intake?: IntakeMonth;
  intake_year?: number;
  send_welcome_email?: boolean;
};

export function makeStudentsService(db: Db, config: Config, mail: Pick<MailService, 'enqueue'>) {
  return {
    /** The students the caller reaches, newest first; inactive ones only when asked for (active=false). */
    async listAssigned(
      caller: Caller,
      query: { page?: number; page_size?: number; q?: string; active?: boolean; preferred_country_id?: number },
    ): Promise<{ items: StudentSummary[]; page: number; page_size: number; total: number }> {
      const p = paging(query);
      const where = new Conditions([caller.userId, caller.role])
        .raw(`s.user_type = 'student'`)
        .raw('s.deleted_at IS NULL')
        .raw(studentReachSql('s'))
        .add('s.active = ?', query.active ?? true);
      if (query.preferred_country_id) where.add('s.preferred_country_id = ?', query.preferred_country_id);
      if (query.q) {
        where.add(
          `(s.first_name ILIKE ? OR s.last_name ILIKE ? OR (s.first_name || ' ' || s.last_name) ILIKE ?
            OR s.email ILIKE ? OR coalesce(s.mobile, '') ILIKE ?)`,
          likePattern(query.q.trim()),
        );
      }
      const count = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM users s ${where.where}`, where.params);
      const limit = where.next(p.pageSize);
      const offset = where.next(p.offset);
      const { rows } = await db.query<SummaryRow>(
        `SELECT ${SUMMARY_COLUMNS} FROM users s LEFT JOIN users ag ON ag.user_id = s.agent_user_id
          ${where.where} ORDER BY s.created_at DESC, s.user_id DESC LIMIT ${limit} OFFSET ${offset}`,
        where.params,
      );
      return { items: rows.map(toSummary), page: p.page, page_size: p.pageSize, total: count.rows[0].n };
    },

    async details(studentUserId: number): Promise<Schemas['StudentDetails']> {
      const { rows } = await db.query<
        Omit<Schemas['StudentDetails'], 'application_checklist' | 'created_at' | 'updated_at'> & { created_at: Date; updated_at: Date }
      >(
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
      const row = rows[0];
      if (!row) throw notFound(`no user ${studentUserId}`);
      return {
        ...row,
        application_checklist: await readChecklist(db, studentUserId),
        created_at: iso(row.created_at),
        updated_at: iso(row.updated_at),
      };
    },

    async assignedStaff(studentUserId: number): Promise<Schemas['StaffAssignmentList']> {
      const staff = await db.query<Omit<Schemas['StaffAssignmentMember'], 'assigned_at'> & { assigned_at: Date }>(
        `SELECT u.user_id, u.first_name, u.last_name, u.email, u.mobile, u.user_type, sa.assigned_at
           FROM staff_assignments sa JOIN users u ON u.user_id = sa.staff_user_id
          WHERE sa.student_user_id = $1 AND u.deleted_at IS NULL AND u.user_type = ANY($2::text[])
          ORDER BY array_position($2::text[], u.user_type), u.first_name, u.last_name, u.user_id`,
        [studentUserId, STAFF_TYPES],
      );
      const partners = await db.query<{ agent: PartnerRef | null; school_counselor: PartnerRef | null }>(
        `SELECT ${PARTNER('ag')} AS agent, ${PARTNER('sc')} AS school_counselor
           FROM users s
           LEFT JOIN users ag ON ag.user_id = s.agent_user_id AND ag.deleted_at IS NULL
           LEFT JOIN users sc ON sc.user_id = s.sc_user_id AND sc.deleted_at IS NULL
          WHERE s.user_id = $1`,
        [studentUserId],
      );
      return {
        student_user_id: studentUserId,
        staff: staff.rows.map((r) => ({ ...r, assigned_at: iso(r.assigned_at) })),
        agent: partners.rows[0]?.agent ?? null,
        school_counselor: partners.rows[0]?.school_counselor ?? null,
      };
    },

    /** Sets the account active or inactive; going inactive ends the student's sessions. Same status: no change. */
    async setActive(studentUserId: number, active: boolean): Promise<Schemas['StudentActiveStatus']> {
      return db.transaction(async (tx) => {
        const changed = await tx.query(
          `UPDATE users SET active = $2, active_changed_at = now(), updated_at = now()
            WHERE user_id = $1 AND user_type = 'student' AND active <> $2`,
          [studentUserId, active],
        );
        if (changed.rowCount > 0 && !active) {
          await tx.query('UPDATE auth_sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [studentUserId]);
        }
        const { rows } = await tx.query<{ active: boolean; changed_at: Date }>(
          'SELECT active, coalesce(active_changed_at, created_at) AS changed_at FROM users WHERE user_id = $1',
          [studentUserId],
        );
        return { student_user_id: studentUserId, active: rows[0].active, changed_at: iso(rows[0].changed_at) };
      });
    },

    /**
     * Creates a student linked to the caller (recruiter, school counselor or assigned staff) with a random password
     * nobody knows; with send_welcome_email the student gets a link to set their own.
     */
    async create(caller: Caller, body: StudentCreate): Promise<StudentSummary> {
      const refs = await db.query<{ city: boolean; country: boolean; level: boolean }>(
        `SELECT ($1::int IS NULL OR EXISTS (SELECT 1 FROM cities WHERE city_id = $1)) AS city,
                ($2::int IS NULL OR EXISTS (SELECT 1 FROM countries WHERE country_id = $2)) AS country,
                ($3::int IS NULL OR EXISTS (SELECT 1 FROM course_levels WHERE course_level_id = $3)) AS level`,
        [body.city_id ?? null, body.preferred_country_id ?? null, body.preferred_course_level_id ?? null],
      );
      const bad: FieldError[] = [];
      if (!refs.rows[0].city) bad.push({ field: 'body/city_id', message: `no city ${body.city_id}` });
      if (!refs.rows[0].country) bad.push({ field: 'body/preferred_country_id', message: `no country ${body.preferred_country_id}` });
      if (!refs.rows[0].level) bad.push({ field: 'body/preferred_course_level_id', message: `no course level ${body.preferred_course_level_id}` });
      if (bad.length) throw unprocessable('a referenced record does not exist', bad);
      if ((body.intake === undefined) !== (body.intake_year === undefined)) {
        const missing = body.intake === undefined ? 'intake' : 'intake_year';
        throw unprocessable('give the intake and its year together', [{ field: `body/${missing}`, message: 'is required with the other' }]);
      }
      const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
      const isPartner = caller.role === 'agent' || caller.role === 'franchise';
      const userId = await db.transaction(async (tx) => {
        const user = await insertUser(tx, {
          user_type: 'student',
          first_name: body.first_name.trim(),
          last_name: body.last_name.trim(),
          email: body.email.trim(),
          mobile: body.mobile,
          password_hash: passwordHash,
          city_id: body.city_id ?? null,
          preferred_country_id: body.preferred_country_id ?? null,
          preferred_course_level_id: body.preferred_course_level_id ?? null,
          agent_user_id: isPartner ? caller.userId : null,
          sc_user_id: caller.role === 'school_counselor' ? caller.userId : null,
        });
        if (!user) throw conflict('this email is already registered', [{ field: 'body/email', message: 'is already registered' }]);
        if (body.intake) {
          await tx.query('UPDATE users SET preferred_intake = $2, preferred_intake_year = $3 WHERE user_id = $1', [
            user.user_id, body.intake, body.intake_year,
          ]);
        }
        if (STAFF_TYPES.includes(caller.role)) {
          await tx.query('INSERT INTO staff_assignments (staff_user_id, student_user_id) VALUES ($1, $2)', [caller.userId, user.user_id]);
        }
        if (body.send_welcome_email ?? true) {
          const token = randomBytes(32).toString('base64url');
          await tx.query(
            `INSERT INTO password_resets (token_hash, user_id, expires_at) VALUES ($1, $2, now() + make_interval(days => $3))`,
            [hashSecret(token), user.user_id, WELCOME_LINK_DAYS],
          );
          await mail.enqueue(tx, {
            to: user.email,
            template: 'student-welcome',
            subject: 'Your Unipath account is ready',
            text:
              `Hello ${user.first_name},\n\n${caller.firstName} ${caller.lastName} created a Unipath account for you, where ` +
              `you can search courses, apply and follow your applications with your counselor.\n\n` +
              `To choose your password, open this link within ${WELCOME_LINK_DAYS} days:\n\n` +
              `${config.publicUrl}/resetpassword?token=${token}\n\n` +
              `The link works once. Afterwards you sign in with ${user.email} and the password you chose.\n`,
          });
        }
        return user.user_id;
      });
      return findSummary(db, userId);
    },

    readChecklist: (studentUserId: number) => readChecklist(db, studentUserId),

    /** Sets the given checklist items (the others keep their state) and, when given, the remarks. */
    async saveChecklist(
      caller: Caller,
      studentUserId: number,
      body: { items: { key: ChecklistKey; done: boolean; note?: string | null }[]; remarks?: string | null },
    ): Promise<ChecklistInfo> {
      const seen = new Map<ChecklistKey, number>();
      body.items.forEach((item, i) => {
        if (seen.has(item.key)) {
          throw unprocessable(`the key ${item.key} is given twice`, [{ field: `body/items/${i}/key`, message: `repeats items/${seen.get(item.key)}` }]);
        }
        seen.set(item.key, i);
      });
      await db.transaction(async (tx) => {
        await tx.query(
          `INSERT INTO application_checklists (student_user_id, remarks, updated_by) VALUES ($1, $2, $3)
           ON CONFLICT (student_user_id) DO UPDATE
             SET remarks = CASE WHEN $4 THEN EXCLUDED.remarks ELSE application_checklists.remarks END,
                 updated_at = now(), updated_by = EXCLUDED.updated_by`,
          [studentUserId, body.remarks?.trim() || null, caller.userId, body.remarks !== undefined],
        );
        for (const item of body.items) {
          await tx.query(
            `INSERT INTO application_checklist_items (student_user_id, key, done, note, updated_by) VALUES ($1, $2, $3, $4, $5)
             ON CONFLICT (student_user_id, key) DO UPDATE
               SET done = EXCLUDED.done, updated_at = now(), updated_by = EXCLUDED.updated_by,
                   note = CASE WHEN $6 THEN EXCLUDED.note ELSE application_checklist_items.note END`,
            [studentUserId, item.key, item.done, item.note?.trim() || null, caller.userId, item.note !== undefined],
          );
        }
      });
      return readChecklist(db, studentUserId);
    },
  };
}

export type StudentsService = ReturnType<typeof makeStudentsService>;
