import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { courseQueries, formatMoney, type CourseComparison } from '@/entities/course';
import { Button } from '@/shared/ui/button';
import { Spinner } from '@/shared/ui/loading-overlay';
import { ErrorState } from '@/shared/ui/state';
import { differs, type Comparable } from '../lib/compare-selection';
import * as styles from './compare-courses.css';

/** A row: what it shows, and what is compared to mark it (a number as a number, a list as a set). */
type Row = { label: string; value: (course: CourseComparison) => string; key: (course: CourseComparison) => Comparable };

const req = (value: number | null) => (value === null ? '—' : String(value));
const text = (label: string, pick: (c: CourseComparison) => string | null) => ({ label, value: (c: CourseComparison) => pick(c) ?? '—', key: pick });
const number = (label: string, pick: (c: CourseComparison) => number | null) => ({ label, value: (c: CourseComparison) => req(pick(c)), key: pick });
// Money compares amount and currency together: 30,000 CAD and 30,000 AUD differ.
const money = (label: string, amount: (c: CourseComparison) => number | null, currency: (c: CourseComparison) => string) => ({
  label, value: (c: CourseComparison) => formatMoney(amount(c), currency(c)), key: (c: CourseComparison) => (amount(c) === null ? null : `${amount(c)} ${currency(c)}`),
});

const ROWS: Row[] = [
  text('University', (c) => c.university.name),
  text('Country', (c) => c.university.country_name),
  text('City', (c) => c.university.city_name),
  text('Level', (c) => c.course_level.name),
  text('Category', (c) => c.course_category.name),
  money('Tuition per year (local)', (c) => c.tuition_fee, (c) => c.currency),
  money('Tuition per year (USD)', (c) => c.tuition_fee_usd, () => 'USD'),
  money('Application fee', (c) => c.application_fee, (c) => c.currency),
  { label: 'Duration', value: (c) => (c.duration_months ? `${c.duration_months} months` : '—'), key: (c) => c.duration_months },
  { label: 'Intakes', value: (c) => c.intakes.join(', ') || '—', key: (c) => c.intakes },
  number('IELTS overall', (c) => c.minimum_requirements.ielts_overall),
  number('TOEFL', (c) => c.minimum_requirements.toefl_total),
  number('PTE', (c) => c.minimum_requirements.pte_overall),
  number('Minimum percentage', (c) => c.minimum_requirements.percentage),
  number('Gap years allowed', (c) => c.minimum_requirements.gap_years_allowed),
  text('University type', (c) => c.university_facts.type),
  number('World ranking', (c) => c.university_facts.ranking),
  number('Established', (c) => c.university_facts.established_year),
];

/**
 * The comparison section, opened from the compare bar: up to four courses side by side, with a legend; a row is marked only
 * where the values really differ (compared as numbers, sets and words, empty alike), and says so to screen readers.
 * "Close the comparison" calls `onClose` (the page hands the focus back).
 */
export function CompareCourses({ courseIds, onRemove, onClose }: { courseIds: number[]; onRemove: (courseId: number) => void; onClose: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const loaded = useQuery(courseQueries.compare(courseIds)).isSuccess;
  // The comparison opens where the user asked for it: its heading takes the focus, so the keyboard and the screen
  // reader carry on from there, and comes to the top of the screen (again once the table has arrived below it: at the
  // foot of the page there was no room to scroll before).
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
  }, []);
  useEffect(() => {
    heading.current?.scrollIntoView?.({ block: 'start' });
  }, [loaded]);
  if (courseIds.length < 2) return null;
  return (
    <section aria-labelledby="compare-heading" className={styles.section}>
      <div className={styles.sectionHead}>
        <h2 id="compare-heading" ref={heading} tabIndex={-1} className={styles.sectionTitle}>
          Compare courses
        </h2>
        <Button size="sm" variant="secondary" onClick={onClose}>
          Close the comparison
        </Button>
      </div>
      <Comparison courseIds={courseIds} onRemove={onRemove} />
    </section>
  );
}

function Comparison({ courseIds, onRemove }: { courseIds: number[]; onRemove: (courseId: number) => void }) {
  const compare = useQuery(courseQueries.compare(courseIds));
  if (compare.isPending) return <Spinner label="Loading the comparison" />;
  if (compare.isError) return <ErrorState title="The comparison could not be loaded" headingLevel={3} onRetry={compare.refetch} />;
  const courses = courseIds.map((id) => compare.data.find((c) => c.course_id === id)).filter((c): c is CourseComparison => Boolean(c));
  const rows = ROWS.map((row) => ({ row, different: differs(courses.map(row.key)) }));
  const count = rows.filter((r) => r.different).length;
  return (
    <>
      <p className={styles.legend}>
        <span className={styles.swatch} aria-hidden="true" />
        <span className={styles.legendText}>Marked rows differ between the courses ({count} of {rows.length}); the other rows are the same for all.</span>
      </p>
      <div className={styles.wrapper}>
        <table className={styles.table}>
          <caption className="up-visually-hidden">Courses side by side; marked rows differ.</caption>
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
            {rows.map(({ row, different }) => (
              <tr key={row.label} className={different ? styles.differs : undefined} data-differs={different || undefined}>
                <th scope="row" className={[styles.cell, different ? styles.differsHead : ''].join(' ')}>
                  {row.label}
                  {different ? <span className={styles.mark}>Differs</span> : null}
                </th>
                {courses.map((course) => (
                  <td key={course.course_id} className={styles.cell}>
                    {row.value(course)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
