// University Preference: courses recommended to a student (the /recommendations list).
import type { PortalBody } from '../../contract-types.ts';
import type { Caller } from '../../domain/caller.ts';
import { NotFound } from '../../domain/errors.ts';
import type { Deps } from '../../platform/deps.ts';
import { findCourses } from '../catalog/index.ts';
import { notify } from '../messaging/index.ts';
import * as repo from './recommendations.repository.ts';
import { iso, isoOrNull, type Schemas } from './shared.ts';

export function makeRecommendationsService({ db }: Pick<Deps, 'db'>) {
  return {
    /** Adds the course to each student's list; those who have it already are reported and left as they are. */
    async recommend(caller: Caller, courseId: number, body: PortalBody<'recommendCourseToStudents'>): Promise<Schemas['RecommendationResult']['data']> {
      const course = await repo.findCourseTitle(db, courseId);
      if (!course) throw new NotFound(`no course ${courseId}`);
      const note = body.note?.trim() || null;
      const added = await db.transaction(async (tx) => {
        const ids = await repo.insertRecommendations(tx, courseId, body.student_user_ids, caller.userId, note);
        await notify(tx, {
          userIds: ids.filter((id) => id !== caller.userId),
          name: 'course_recommended',
          heading: 'A course was recommended to you',
          text: `${caller.firstName} ${caller.lastName} recommends ${course.name} at ${course.university}` + (note ? `: ${note}` : '.'),
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
      if (!(await repo.deleteRecommendation(db, studentUserId, courseId))) {
        throw new NotFound(`course ${courseId} is not on the recommendations of user ${studentUserId}`);
      }
    },

    /** The student's list, newest first: each course as search shows it, with who recommended it, when and why. */
    async list(studentUserId: number): Promise<Schemas['RecommendedCourse'][]> {
      const rows = await repo.listRecommendations(db, studentUserId);
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
      const counted = student !== undefined ? await repo.countForStudent(db, student) : await repo.countByRecommender(db, caller.userId);
      return { student_user_id: student ?? null, total: counted.total, latest_at: isoOrNull(counted.latest_at) };
    },
  };
}

export type RecommendationsService = ReturnType<typeof makeRecommendationsService>;
