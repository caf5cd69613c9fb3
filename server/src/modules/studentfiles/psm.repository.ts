// The SQL of the profile strength meter: the facts of a student's record it counts (the AIS and the documents come
// from their own repositories).
import type { Queryable } from '../../db/types.ts';

export type PsmStudent = {
  first_name: string;
  last_name: string;
  email: string;
  mobile: string | null;
  date_of_birth: string | null;
  photo_url: string | null;
  country_id: number | null;
  preferred_country_id: number | null;
  preferred_course_level_id: number | null;
};

export type PsmFacts = {
  student: PsmStudent;
  hasAddress: boolean;
  certificationNames: string[];
  qualificationLevels: string[];
  sop: { total: number; answered: number };
};

export async function psmFacts(db: Queryable, studentId: number): Promise<PsmFacts> {
  const [students, addresses, certs, quals, sop] = await Promise.all([
    db.query<PsmStudent>(
      `SELECT first_name, last_name, email, mobile, to_char(date_of_birth, 'YYYY-MM-DD') AS date_of_birth, photo_url,
              country_id, preferred_country_id, preferred_course_level_id
         FROM users WHERE user_id = $1`,
      [studentId],
    ),
    db.query('SELECT 1 FROM user_addresses WHERE user_id = $1', [studentId]),
    db.query<{ name: string }>('SELECT name FROM ais_certifications WHERE student_user_id = $1', [studentId]),
    db.query<{ level: string }>('SELECT level FROM ais_qualifications WHERE student_user_id = $1', [studentId]),
    db.query<{ total: number; answered: number }>(
      `SELECT count(*)::int AS total, count(a.question_id)::int AS answered
         FROM sop_questions q LEFT JOIN sop_answers a ON a.question_id = q.question_id AND a.student_user_id = $1`,
      [studentId],
    ),
  ]);
  return {
    student: students.rows[0],
    hasAddress: addresses.rows.length > 0,
    certificationNames: certs.rows.map((r) => r.name),
    qualificationLevels: quals.rows.map((r) => r.level),
    sop: sop.rows[0],
  };
}

/** The names of these document types, in their list order. */
export async function documentTypeNames(db: Queryable, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const { rows } = await db.query<{ document_type_id: number; name: string }>(
    'SELECT document_type_id, name FROM document_types WHERE document_type_id IN (SELECT jsonb_array_elements_text($1::jsonb)::int) ORDER BY sort_order',
    [JSON.stringify([...new Set(ids)])],
  );
  return new Map(rows.map((r) => [r.document_type_id, r.name]));
}
