import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { CourseCard } from '@/entities/course';
import { universityQueries, type UniversityDetail } from '@/entities/university';
import { toListQuery, urlParam } from '@/shared/lib/url-query';
import { Spinner } from '@/shared/ui/loading-overlay';
import { IdSelectField } from '@/shared/ui/select-field';
import { ListSearch, ListToolbar, PagedList, useListQuery, type ListTexts } from '@/widgets/paged-list';
import * as styles from './university-detail-page.css';

// Loaded when a student's course list first shows, as on the search page.
const ApplyToCourse = lazy(() => import('@/features/apply-to-course').then((m) => ({ default: m.ApplyToCourse })));

const PAGE_SIZE = 10;

/** The course list's state in the address bar, beside the tab: the words searched, the level and the page. */
const COURSE_PARAMS = { q: urlParam.text(), course_level_id: urlParam.positiveInt(), page: urlParam.page() };

const TEXTS: ListTexts = {
  noun: ['course', 'courses'],
  headingLevel: 3,
  countStyle: 'pages',
  skeleton: { rows: 3, rowHeight: '8rem' },
  noMatch: { title: 'No course matches', clearLabel: 'Show every course' },
  empty: { title: 'This university lists no courses yet' },
};

/** The university's courses, paged, narrowed by words and level; the filters live in the URL with the tab. */
export function UniversityCourses({ universityId, levels, signedIn, studentUserId }: {
  universityId: number; levels: UniversityDetail['course_levels']; signedIn: boolean; studentUserId: number | null;
}) {
  const courses = useListQuery({ params: COURSE_PARAMS, query: (state) => universityQueries.courses(universityId, toListQuery(state, PAGE_SIZE), signedIn) });
  const { state } = courses;
  const levelOptions = levels.map((level) => ({ value: String(level.course_level_id), label: `${level.name} (${level.count.toLocaleString('en')})` }));

  return (
    <section className={styles.section} aria-labelledby="university-courses">
      <h2 id="university-courses" className={styles.sectionTitle}>
        Courses
      </h2>
      <ListToolbar list={courses}>
        <ListSearch list={courses} label="Course name" hideLabel placeholder="Course name" landmarkLabel="Search this university's courses" submitLabel="Search" />
        <IdSelectField label="Level" emptyOption="Every level" options={levelOptions} value={state.course_level_id} onChange={(levelId) => courses.set({ course_level_id: levelId })} />
      </ListToolbar>
      <PagedList list={courses} texts={TEXTS}>
        {(items) => (
          <ul className={styles.cards} aria-label="Courses of this university">
            {items.map((course) => (
              <CourseCard
                key={course.course_id}
                course={course}
                headingLevel={3}
                showUniversity={false}
                actions={
                  <>
                    {signedIn ? (
                      <Link to={`/universitysearch?${new URLSearchParams({ university_id: String(universityId), q: course.course_name })}`}>
                        Compare in the search
                      </Link>
                    ) : null}
                    {studentUserId ? (
                      <Suspense fallback={<Spinner label="Loading" />}>
                        <ApplyToCourse studentUserId={studentUserId} course={course} />
                      </Suspense>
                    ) : null}
                  </>
                }
              />
            ))}
          </ul>
        )}
      </PagedList>
    </section>
  );
}
