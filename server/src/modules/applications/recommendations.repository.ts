// The SQL of University Preference: the courses recommended to a student, by whom, when and why.
import type { Queryable } from '../../db/types.ts';
import type { Role } from '../../domain/caller.ts';

/** A course's name and its university's; undefined when there is no such course. */
export async function findCourseTitle(db: Queryable, courseId: number): Promise<{ name: string; university: string } | undefined> {
  const { rows } = await db.query<{ name: string; university: string }>(
    `SELECT c.name, u.name AS university FROM courses c JOIN universities u ON u.university_id = c.university_id
      WHERE c.course_id = $1`,
    [courseId],
  );
  return rows[0];
}

/** Recommends the course to each student who does not have it yet; answers those who got it. */
export async function insertRecommendations(
  tx: Queryable,
  courseId: number,
  studentUserIds: number[],
  by: number,
  note: string | null,
): Promise<number[]> {
  const { rows } = await tx.query<{ student_user_id: number }>(
    `INSERT INTO course_recommendations (student_user_id, course_id, recommended_by, note)
     SELECT t.id, $2, $3, $4 FROM unnest($1::int[]) AS t(id)
     ON CONFLICT (student_user_id, course_id) DO NOTHING
     RETURNING student_user_id`,
    [studentUserIds, courseId, by, note],
  );
  return rows.map((r) => r.student_user_id);
}

/** Takes the course off the student's list; answers whether it was on it. */
export async function deleteRecommendation(db: Queryable, studentUserId: number, courseId: number): Promise<boolean> {
  const { rowCount } = await db.query('DELETE FROM course_recommendations WHERE student_user_id = $1 AND course_id = $2', [
    studentUserId,
    courseId,
  ]);
  return rowCount > 0;
}

export type RecommendationRow = { course_id: number; note: string | null; created_at: Date; user_id: number; name: string; role: Role };

/** The student's recommendations, newest first, with who made each. */
export async function listRecommendations(db: Queryable, studentUserId: number): Promise<RecommendationRow[]> {
  const { rows } = await db.query<RecommendationRow>(
    `SELECT r.course_id, r.note, r.created_at, b.user_id, b.first_name || ' ' || b.last_name AS name, b.user_type AS role
       FROM course_recommendations r JOIN users b ON b.user_id = r.recommended_by
      WHERE r.student_user_id = $1
      ORDER BY r.created_at DESC, r.course_id DESC`,
    [studentUserId],
  );
  return rows;
}

export type RecommendationCount = { total: number; latest_at: Date | null };

/** How many courses are on a student's list, and when the latest came. */
export async function countForStudent(db: Queryable, studentUserId: number): Promise<RecommendationCount> {
  const { rows } = await db.query<RecommendationCount>(
    'SELECT count(*)::int AS total, max(created_at) AS latest_at FROM course_recommendations WHERE student_user_id = $1',
    [studentUserId],
  );
  return rows[0];
}

/** How many recommendations a user made to live students, and when the latest. */
export async function countByRecommender(db: Queryable, userId: number): Promise<RecommendationCount> {
  const { rows } = await db.query<RecommendationCount>(
    `SELECT count(*)::int AS total, max(r.created_at) AS latest_at
       FROM course_recommendations r JOIN users s ON s.user_id = r.student_user_id AND s.deleted_at IS NULL
      WHERE r.recommended_by = $1`,
    [userId],
  );
  return rows[0];
}
