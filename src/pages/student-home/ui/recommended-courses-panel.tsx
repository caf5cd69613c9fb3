import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { courseQueries } from '@/entities/course';
import { Panel, QueryState } from '@/shared/ui/panel';
import * as styles from './student-home-page.css';

const SHOWN = 3;

/** The latest courses recommended to the student (University Preference). */
export function RecommendedCoursesPanel({ studentUserId }: { studentUserId: number }) {
  const recommended = useQuery(courseQueries.recommendations(studentUserId));
  const total = recommended.data?.length ?? 0;
  return (
    <Panel
      headingId="home-recommended"
      title="Recommended courses"
      action={<Link to="/recommendations">{total > SHOWN ? `All ${total} courses` : 'University Preference'}</Link>}
    >
      <QueryState
        query={recommended}
        what="your recommended courses"
        isEmpty={(list) => list.length === 0}
        empty={
          <p className={styles.meta}>
            No recommendations yet: your counselor's picks appear here. <Link to="/universitysearch">Search courses</Link>
          </p>
        }
      >
        {(list) => (
          <ul className={styles.plainList}>
            {list.slice(0, SHOWN).map((course) => (
              <li key={course.course_id} className={styles.item} aria-label={course.course_name}>
                <p className={styles.itemTitle}>{course.course_name}</p>
                <p className={styles.meta}>
                  <Link to={`/university-detail/${course.university.university_id}`}>{course.university.name}</Link> · {course.university.country_name} ·{' '}
                  {course.course_level.name}
                </p>
                <p className={styles.meta}>Recommended by {course.recommended_by.name}</p>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </Panel>
  );
}
