import { useQuery } from '@tanstack/react-query';
import { courseQueries, formatMoney, type CourseComparison } from '@/entities/course';
import { Button } from '@/shared/ui/button';
import { Spinner } from '@/shared/ui/loading-overlay';
import { ErrorState } from '@/shared/ui/state';
import { VisuallyHidden } from '@/shared/ui/visually-hidden';
import { differs } from '../lib/compare-selection';
import * as styles from './compare-courses.css';

type Row = { label: string; value: (course: CourseComparison) => string };

const req = (value: number | null) => (value === null ? '—' : String(value));

const ROWS: Row[] = [
  { label: 'University', value: (c) => c.university.name },
  { label: 'Country', value: (c) => c.university.country_name },
  { label: 'City', value: (c) => c.university.city_name ?? '—' },
  { label: 'Level', value: (c) => c.course_level.name },
  { label: 'Category', value: (c) => c.course_category.name },
  { label: 'Tuition per year (local)', value: (c) => formatMoney(c.tuition_fee, c.currency) },
  { label: 'Tuition per year (USD)', value: (c) => formatMoney(c.tuition_fee_usd, 'USD') },
  { label: 'Application fee', value: (c) => formatMoney(c.application_fee, c.currency) },
  { label: 'Duration', value: (c) => (c.duration_months ? `${c.duration_months} months` : '—') },
  { label: 'Intakes', value: (c) => c.intakes.join(', ') || '—' },
  { label: 'IELTS overall', value: (c) => req(c.minimum_requirements.ielts_overall) },
  { label: 'TOEFL', value: (c) => req(c.minimum_requirements.toefl_total) },
  { label: 'PTE', value: (c) => req(c.minimum_requirements.pte_overall) },
  { label: 'Minimum percentage', value: (c) => req(c.minimum_requirements.percentage) },
  { label: 'Gap years allowed', value: (c) => req(c.minimum_requirements.gap_years_allowed) },
  { label: 'University type', value: (c) => c.university_facts.type },
  { label: 'World ranking', value: (c) => req(c.university_facts.ranking) },
  { label: 'Established', value: (c) => req(c.university_facts.established_year) },
];

/** Up to four courses side by side; rows whose values differ are highlighted (and say so to screen readers). */
export function CompareCourses({ courseIds, onRemove }: { courseIds: number[]; onRemove: (courseId: number) => void }) {
  const compare = useQuery(courseQueries.compare(courseIds));
  if (courseIds.length < 2) return null;
  if (compare.isPending) return <Spinner label="Loading the comparison" />;
  if (compare.isError) return <ErrorState title="The comparison could not be loaded" onRetry={compare.refetch} />;
  const courses = courseIds.map((id) => compare.data.find((c) => c.course_id === id)).filter((c): c is CourseComparison => Boolean(c));
  return (
    <section aria-labelledby="compare-heading">
      <h2 id="compare-heading">Compare courses</h2>
      <div className={styles.wrapper}>
        <table className={styles.table}>
          <caption>Courses side by side; highlighted rows differ.</caption>
          <thead>
            <tr>
              <th scope="col" className={styles.cell}>
                Course
              </th>
              {courses.map((course) => (
                <th scope="col" key={course.course_id} className={styles.cell}>
                  {course.course_name}{' '}
                  <Button variant="link" size="sm" onClick={() => onRemove(course.course_id)} aria-label={`Remove ${course.course_name} from the comparison`}>
                    Remove
                  </Button>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {ROWS.map((row) => {
              const values = courses.map(row.value);
              const different = differs(values);
              return (
                <tr key={row.label} className={different ? styles.differs : undefined} data-differs={different || undefined}>
                  <th scope="row" className={styles.cell}>
                    {row.label}
                    {different ? <VisuallyHidden> (differs)</VisuallyHidden> : null}
                  </th>
                  {values.map((value, index) => (
                    <td key={courses[index].course_id} className={styles.cell}>
                      {value}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
