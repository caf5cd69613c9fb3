import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { formatMoney, type CourseItem } from '../model/course-search';
import { cardMarked, cardSurface } from '@/shared/ui/card';
import * as styles from './course-card.css';

export type CourseCardProps = {
  course: CourseItem;
  /** The level of the course name in the page's outline. */
  headingLevel?: 2 | 3;
  /** The university line (name linked to its page, place, focused mark); off where the page is that university's. */
  showUniversity?: boolean;
  /** What the viewer may do with the course (compare, apply); the page decides. */
  actions?: ReactNode;
};

/** One course of a list: a list item named by the course, focused universities marked. */
export function CourseCard({ course, headingLevel = 2, showUniversity = true, actions }: CourseCardProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const { university } = course;
  return (
    <li className={[cardSurface, university.focused ? cardMarked : ''].join(' ')} aria-labelledby={headingId} data-focused={university.focused || undefined}>
      <Heading id={headingId} className={styles.title}>
        {course.course_name}
      </Heading>
      {showUniversity ? (
        <p className={styles.meta}>
          <Link to={`/university-detail/${university.university_id}`}>{university.name}</Link>
          {' · '}
          {[university.city_name, university.country_name].filter(Boolean).join(', ')}
          {university.focused ? <strong> · Focused university</strong> : null}
        </p>
      ) : null}
      <p className={styles.meta}>
        {course.course_level.name} · {course.course_category.name} · {course.duration_months ? `${course.duration_months} months` : 'duration not given'} · intakes{' '}
        {course.intakes.join(', ') || '—'}
      </p>
      <p className={styles.fee}>
        Tuition per year: {formatMoney(course.tuition_fee, course.currency)} ({formatMoney(course.tuition_fee_usd, 'USD')})
      </p>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </li>
  );
}
