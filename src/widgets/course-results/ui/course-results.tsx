import type { ReactNode } from 'react';
import { CourseCard, type CourseItem } from '@/entities/course';
import type { ApplyToCourseProps } from '@/features/apply-to-course';
import { lazyComponent } from '@/shared/lib/lazy-component';
import { Spinner } from '@/shared/ui/loading-overlay';
import * as styles from './course-results.css';

/** "Apply" for a student, loaded when a student's course list first shows, not with the page (the course search, a university's courses, the preference list). */
export const LazyApplyToCourse = lazyComponent<ApplyToCourseProps>(() => import('@/features/apply-to-course').then((m) => m.ApplyToCourse), () => <Spinner label="Loading" />);

export type CourseResultsProps = {
  /** Names the list ("Courses", "Courses of this university"). */
  label: string;
  courses: CourseItem[];
  /** The student who may apply (none for staff and visitors). */
  studentUserId: number | null;
  /** What else the viewer may do with a course (compare it), before "Apply". */
  actions?: (course: CourseItem) => ReactNode;
  headingLevel?: 2 | 3;
  /** The university line; off where the page is that university's. */
  showUniversity?: boolean;
};

/** A list of course cards with what the viewer may do with each: the page's own actions, and Apply for a student. */
export function CourseResults({ label, courses, studentUserId, actions, headingLevel, showUniversity }: CourseResultsProps) {
  return (
    <ul className={styles.list} aria-label={label}>
      {courses.map((course) => {
        const own = actions?.(course);
        const apply = studentUserId ? <LazyApplyToCourse studentUserId={studentUserId} course={course} /> : null;
        const all = own || apply ? <>{own}{apply}</> : null;
        return <CourseCard key={course.course_id} course={course} headingLevel={headingLevel} showUniversity={showUniversity} actions={all} />;
      })}
    </ul>
  );
}
