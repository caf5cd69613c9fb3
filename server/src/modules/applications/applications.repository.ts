// The SQL of one application: its row with course, university, student and creator, the writes of the pipeline
// (create, status change, timeline), and who works on a student (they hear about the student's applications).
import type { PortalBody } from '../../contract-types.ts';
import type { Queryable } from '../../db/types.ts';
import type { Role } from '../../domain/caller.ts';
import { iso, type Application, type ApplicationStatus, type IntakeMonth, type Schemas } from './shared.ts';

/** The columns of one application with its course, university, student and creator (aliases a, s, c, u, co, cb). */
export const APPLICATION_COLUMNS = `
  a.sa_mapper_id, a.student_user_id, s.first_name || ' ' || s.last_name AS student_name,
  c.course_id, c.name AS course_name, c.course_level_id, u.university_id, u.name AS university_name,
  u.country_id, co.name AS country, a.intake, a.intake_year, a.status, a.sub_status, a.status_changed_at,
  a.created_by, cb.first_name || ' ' || cb.last_name AS created_by_name, cb.user_type AS created_by_role,
  a.created_at, a.updated_at`;

export const APPLICATION_FROM = `
  FROM student_applications a
  JOIN users s ON s.user_id = a.student_user_id
  JOIN courses c ON c.course_id = a.course_id
  JOIN universities u ON u.university_id = c.university_id
  JOIN countries co ON co.country_id = u.country_id
  JOIN users cb ON cb.user_id = a.created_by`;

export type ApplicationRow = {
  sa_mapper_id: number;
  student_user_id: number;
  student_name: string;
  course_id: number;
  course_name: string;
  course_level_id: number | null;
  university_id: number;
  university_name: string;
  country_id: number;
  country: string;
  intake: IntakeMonth;
  intake_year: number;
  status: ApplicationStatus;
  sub_status: string | null;
  status_changed_at: Date;
  created_by: number;
  created_by_name: string;
  created_by_role: Role;
  created_at: Date;
  updated_at: Date;
};

export function toApplication(row: ApplicationRow): Application {
  return {
    sa_mapper_id: row.sa_mapper_id,
    student_user_id: row.student_user_id,
    student_name: row.student_name,
    course: {
      course_id: row.course_id,
      course_name: row.course_name,
      course_level_id: row.course_level_id,
      university_id: row.university_id,
      university_name: row.university_name,
      country_id: row.country_id,
      country: row.country,
    },
    intake: row.intake,
    intake_year: row.intake_year,
    status: row.status,
    sub_status: row.sub_status,
    status_changed_at: iso(row.status_changed_at),
    created_by: { user_id: row.created_by, name: row.created_by_name, role: row.created_by_role },
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

export async function findApplication(db: Queryable, saMapperId: number): Promise<Application | undefined> {
  const { rows } = await db.query<ApplicationRow>(`SELECT ${APPLICATION_COLUMNS} ${APPLICATION_FROM} WHERE a.sa_mapper_id = $1`, [saMapperId]);
  return rows[0] ? toApplication(rows[0]) : undefined;
}

/** Every application of a student, newest first. */
export async function listStudentApplications(db: Queryable, studentUserId: number): Promise<Application[]> {
  const { rows } = await db.query<ApplicationRow>(
    `SELECT ${APPLICATION_COLUMNS} ${APPLICATION_FROM} WHERE a.student_user_id = $1
      ORDER BY a.created_at DESC, a.sa_mapper_id DESC`,
    [studentUserId],
  );
  return rows.map(toApplication);
}

/** Whether the application exists and is this student's. */
export async function isStudentApplication(db: Queryable, studentUserId: number, saMapperId: number): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM student_applications WHERE sa_mapper_id = $1 AND student_user_id = $2', [
    saMapperId,
    studentUserId,
  ]);
  return rows.length > 0;
}

/** The intakes and name of a course one applies to. */
export async function findCourseIntakes(db: Queryable, courseId: number): Promise<{ intakes: string[]; name: string } | undefined> {
  const { rows } = await db.query<{ intakes: string[]; name: string }>('SELECT intakes, name FROM courses WHERE course_id = $1', [courseId]);
  return rows[0];
}

/** What the create call asks for, with the first status and who made it. */
export type NewApplication = PortalBody<'createApplication'> & { status: ApplicationStatus; created_by: number };

/** Inserts an open application; null when the student has an open one for the course and intake already. */
export async function insertApplication(tx: Queryable, a: NewApplication): Promise<number | null> {
  const { rows } = await tx.query<{ sa_mapper_id: number }>(
    `INSERT INTO student_applications (student_user_id, course_id, intake, intake_year, status, created_by)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (student_user_id, course_id, intake, intake_year) WHERE is_open DO NOTHING
     RETURNING sa_mapper_id`,
    [a.student_user_id, a.course_id, a.intake, a.intake_year, a.status, a.created_by],
  );
  return rows[0]?.sa_mapper_id ?? null;
}

export type ApplicationState = { status: ApplicationStatus; sub_status: string | null; student_user_id: number };

/** The application's state, locked for the rest of the transaction. */
export async function lockApplicationState(tx: Queryable, saMapperId: number): Promise<ApplicationState | undefined> {
  const { rows } = await tx.query<ApplicationState>(
    'SELECT status, sub_status, student_user_id FROM student_applications WHERE sa_mapper_id = $1 FOR UPDATE',
    [saMapperId],
  );
  return rows[0];
}

/** Sets the status and sub-status; the status date moves only when the status does. */
export async function updateApplicationStatus(
  tx: Queryable,
  saMapperId: number,
  change: { status: ApplicationStatus; sub_status: string | null; open: boolean },
): Promise<void> {
  await tx.query(
    `UPDATE student_applications
        SET status = $2, sub_status = $3, is_open = $4, updated_at = now(),
            status_changed_at = CASE WHEN status = $2 THEN status_changed_at ELSE now() END
      WHERE sa_mapper_id = $1`,
    [saMapperId, change.status, change.sub_status, change.open],
  );
}

export async function insertTimelineEntry(
  tx: Queryable,
  entry: { sa_mapper_id: number; status: ApplicationStatus; sub_status: string | null; note: string | null; by: number },
): Promise<void> {
  await tx.query(
    'INSERT INTO application_timeline (sa_mapper_id, status, sub_status, note, by_user_id) VALUES ($1, $2, $3, $4, $5)',
    [entry.sa_mapper_id, entry.status, entry.sub_status, entry.note, entry.by],
  );
}

/** The timeline of an application, oldest first. */
export async function listTimeline(db: Queryable, saMapperId: number): Promise<Schemas['TimelineEntry'][]> {
  const { rows } = await db.query<{
    entry_id: number; status: string; sub_status: string | null; note: string | null; at: Date;
    user_id: number; name: string; role: Role;
  }>(
    `SELECT t.entry_id, t.status, t.sub_status, t.note, t.at, b.user_id, b.first_name || ' ' || b.last_name AS name,
            b.user_type AS role
       FROM application_timeline t JOIN users b ON b.user_id = t.by_user_id
      WHERE t.sa_mapper_id = $1 ORDER BY t.at, t.entry_id`,
    [saMapperId],
  );
  return rows.map((r) => ({
    entry_id: r.entry_id,
    status: r.status,
    sub_status: r.sub_status,
    note: r.note,
    by: { user_id: r.user_id, name: r.name, role: r.role },
    at: iso(r.at),
  }));
}

/** The users working on a student: assigned staff, the recruiting agent or franchise, the school counselor. */
export async function findStudentWorkers(tx: Queryable, studentUserId: number): Promise<number[]> {
  const { rows } = await tx.query<{ user_id: number | null }>(
    `SELECT staff_user_id AS user_id FROM staff_assignments WHERE student_user_id = $1
     UNION
     SELECT unnest(ARRAY[agent_user_id, sc_user_id]) FROM users WHERE user_id = $1`,
    [studentUserId],
  );
  return rows.map((r) => r.user_id).filter((id): id is number => id !== null).sort((a, b) => a - b);
}
