import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { courseQueries, formatMoney } from '@/entities/course';
import { useSession } from '@/entities/session';
import { RemoveRecommendation } from '@/features/remove-recommendation';
import { formatDateTime } from '@/shared/lib/date';
import { buttonClassName } from '@/shared/ui/button';
import { PageHeading } from '@/shared/ui/page';
import { LazyApplyToCourse } from '@/widgets/course-results';
import { QueryState } from '@/shared/ui/panel';
import { EmptyState } from '@/shared/ui/state';

const EMPTY = (
  <EmptyState title="No course on your list yet" action={<Link className={buttonClassName()} to="/universitysearch">Search courses</Link>}>
    Your counselor's recommendations appear here.
  </EmptyState>
);

/** University Preference: the courses recommended to the student, with who and why; apply or remove. */
export function RecommendationsPage({ title }: { title: string }) {
  const { user } = useSession();
  const studentUserId = user?.user_id ?? 0;
  const list = useQuery({ ...courseQueries.recommendations(studentUserId), enabled: studentUserId > 0 });

  return (
    <>
      <PageHeading title={title} lead="Courses shortlisted for you. Apply when you are ready." />
      <QueryState query={list} what="your preferences" headingLevel={2} isEmpty={(items) => items.length === 0} empty={EMPTY}>
        {(items) => (
          <ul style={{ listStyle: 'none', padding: 0, display: 'grid', gap: '1rem' }}>
            {items.map((course) => (
              <li key={course.course_id} aria-label={course.course_name} style={{ borderBottom: course.university.focused ? '3px solid #000' : '1px solid #d5dbe3', paddingBottom: '0.75rem' }}>
                <h2 style={{ fontSize: '1.1rem', marginBlock: '0.25rem' }}>{course.course_name}</h2>
                <p style={{ margin: 0 }}>
                  <Link to={`/university-detail/${course.university.university_id}`}>{course.university.name}</Link> · {course.university.country_name} · {course.course_level.name} · intakes{' '}
                  {course.intakes.join(', ') || '—'}
                </p>
                <p style={{ margin: 0 }}>
                  Tuition per year: {formatMoney(course.tuition_fee, course.currency)} ({formatMoney(course.tuition_fee_usd, 'USD')})
                </p>
                <p style={{ margin: 0 }}>
                  Recommended by {course.recommended_by.name}, {formatDateTime(course.recommended_at)}
                  {course.note ? <>: “{course.note}”</> : null}
                </p>
                <div style={{ display: 'flex', gap: '0.5rem', marginTop: '0.5rem' }}>
                  <LazyApplyToCourse studentUserId={studentUserId} course={course} />
                  <RemoveRecommendation studentUserId={studentUserId} courseId={course.course_id} courseName={course.course_name} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </>
  );
}
