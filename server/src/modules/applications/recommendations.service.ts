// University Preference: courses recommended to a student (the /recommendations list).
import type { Db } from '../../db/types.ts';
import type { Role } from '../../http/contract.ts';
import { notFound } from '../../http/errors.ts';
import type { Caller } from '../../http/ownership.ts';
import type { Notifier } from './notifications.ts';
import { findCourses } from '../catalog/catalog.repository.ts';
import { iso, isoOrNull, type Schemas } from './shared.ts';

export function makeRecommendationsService(db: Db, notifier: Notifier) {
  return {
    /** Adds the course to each student's list; those who have it already are reported and left as they are. */
    async recommend(
      caller: Caller,
      courseId: number,
      body: { student_user_ids: number[]; note?: string },
    ): Promise<Schemas['RecommendationResult']['data']> {
      const course = await db.query<{ name: string; university: string }>(
        `SELECT c.name, u.name AS university FROM courses c JOIN universities u ON u.university_id = c.university_id
          WHERE c.course_id = $1`,
        [courseId],
      );
      if (!course.rows[0]) throw notFound(`no course ${courseId}`);
      const note = body.note?.trim() || null;
      const added = await db.transaction(async (tx) => {
        const { rows } = await tx.query<{ student_user_id: number }>(
          `INSERT INTO course_recommendations (student_user_id, course_id, recommended_by, note)
           SELECT t.id, $2, $3, $4 FROM unnest($1::int[]) AS t(id)
           ON CONFLICT (student_user_id, course_id) DO NOTHING
           RETURNING student_user_id`,
          [body.student_user_ids, courseId, caller.userId, note],
        );
        const ids = rows.map((r) => r.student_user_id);
        await notifier.notify(tx, {
          userIds: ids.filter((id) => id !== caller.userId),
          name: 'course_recommended',
          heading: 'A course was recommended to you',
          text: `${caller.firstName} ${caller.lastName} recommends ${course.rows[0].name} at ${course.rows[0].university}` +
            (note ? `: ${note}` : '.'),
          link: '/recommendations',
        });
        return new Set(ids);
      });
      return {
        course_id: courseId,
        recommended_student_user_ids: body.student_user_ids.filter((id) => added.has(id)),
        already_recommended_student_user_ids: body.student_user_ids.filter((id) => !added.has(id)),
      };
    },

    async remove(studentUserId: number, courseId: number): Promise<void> {
      const { rowCount } = await db.query('DELETE FROM course_recommendations WHERE student_user_id = $1 AND course_id = $2', [
        studentUserId,
        courseId,
      ]);
      if (rowCount === 0) throw notFound(`course ${courseId} is not on the recommendations of user ${studentUserId}`);
    },

    /** The student's list, newest first: each course as search shows it, with who recommended it, when and why. */
    async list(studentUserId: number): Promise<Schemas['RecommendedCourse'][]> {
      const { rows } = await db.query<{
        course_id: number; note: string | null; created_at: Date; user_id: number; name: string; role: Role;
      }>(
        `SELECT r.course_id, r.note, r.created_at, b.user_id, b.first_name || ' ' || b.last_name AS name, b.user_type AS role
           FROM course_recommendations r JOIN users b ON b.user_id = r.recommended_by
          WHERE r.student_user_id = $1
          ORDER BY r.created_at DESC, r.course_id DESC`,
        [studentUserId],
      );
      const courses = await findCourses(db, rows.map((r) => r.course_id));
      return rows.flatMap((r) => {
        const course = courses.get(r.course_id);
        if (!course) return [];
        const { description: _d, study_mode: _m, course_url: _u, scholarships_available: _s, ...item } = course.detail;
        return [{
          ...item,
          recommended_by: { user_id: r.user_id, name: r.name, role: r.role },
          recommended_at: iso(r.created_at),
          note: r.note,
        }];
      });
    },

    /** A student: their own list; others: one student's list (student_user_id) or what they recommended. */
    async count(caller: Caller, studentUserId: number | undefined): Promise<Schemas['RecommendationCount']> {
      const student = caller.role === 'student' ? caller.userId : studentUserId;
      const { rows } = await db.query<{ total: number; latest_at: Date | null }>(
        student !== undefined
          ? 'SELECT count(*)::int AS total, max(created_at) AS latest_at FROM course_recommendations WHERE student_user_id = $1'
          : `SELECT count(*)::int AS total, max(r.created_at) AS latest_at
               FROM course_recommendations r JOIN users s ON s.user_id = r.student_user_id AND s.deleted_at IS NULL
              WHERE r.recommended_by = $1`,
        [student ?? caller.userId],
      );
      return { student_user_id: student ?? null, total: rows[0].total, latest_at: isoOrNull(rows[0].latest_at) };
    },
  };
}

export type RecommendationsService = ReturnType<typeof makeRecommendationsService>;
