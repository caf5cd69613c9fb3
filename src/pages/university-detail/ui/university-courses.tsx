import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { CourseCard } from '@/entities/course';
import { universityQueries, type UniversityCoursesQuery, type UniversityDetail } from '@/entities/university';
import { urlParam, type UrlState } from '@/shared/lib/url-query';
import { Spinner } from '@/shared/ui/loading-overlay';
import { SearchBox } from '@/shared/ui/search-box';
import { SelectField } from '@/shared/ui/select-field';
import { ListToolbar, PagedList, useListQuery } from '@/widgets/paged-list';
import * as styles from './university-detail-page.css';

// Loaded when a student's course list first shows, as on the search page.
const ApplyToCourse = lazy(() => import('@/features/apply-to-course').then((m) => ({ default: m.ApplyToCourse })));

const PAGE_SIZE = 10;

/** The course list's state in the address bar, beside the tab: the words searched, the level and the page. */
const COURSE_PARAMS = { q: urlParam.text(), course_level_id: urlParam.positiveInt(), page: urlParam.page() };

const toCoursesQuery = ({ q, course_level_id: levelId, page }: UrlState<typeof COURSE_PARAMS>): UniversityCoursesQuery => ({
  page_size: PAGE_SIZE,
  ...(q ? { q } : {}),
  ...(levelId ? { course_level_id: levelId } : {}),
  ...(page > 1 ? { page } : {}),
});

/** The university's courses, paged, narrowed by words and level; the filters live in the URL with the tab. */
export function UniversityCourses({ universityId, levels, signedIn, studentUserId }: {
  universityId: number; levels: UniversityDetail['course_levels']; signedIn: boolean; studentUserId: number | null;
}) {
  const courses = useListQuery({ params: COURSE_PARAMS, query: (state) => universityQueries.courses(universityId, toCoursesQuery(state), signedIn) });
  const { state } = courses;

  return (
    <section className={styles.section} aria-labelledby="university-courses">
      <h2 id="university-courses" className={styles.sectionTitle}>
        Courses
      </h2>
      <ListToolbar>
        <SearchBox
          label="Course name"
          hideLabel
          placeholder="Course name"
          landmarkLabel="Search this university's courses"
          submitLabel="Search"
          value={state.q ?? ''}
          onSearch={(text) => courses.set({ q: text })}
        />
        <SelectField
          label="Level"
          emptyOption="Every level"
          options={levels.map((level) => ({ value: String(level.course_level_id), label: `${level.name} (${level.count.toLocaleString('en')})` }))}
          value={state.course_level_id ? String(state.course_level_id) : ''}
          onChange={(event) => courses.set({ course_level_id: Number(event.target.value) || null })}
        />
      </ListToolbar>
      <PagedList
        list={courses}
        noun={['course', 'courses']}
        countStyle="pages"
        pagerLabel="Course pages"
        headingLevel={3}
        loading="Loading the courses"
        skeleton={{ rows: 3, rowHeight: '8rem' }}
        error={{ title: 'The courses could not be loaded' }}
        noMatch={{ title: 'No course matches', clearLabel: 'Show every course' }}
        empty={{ title: 'This university lists no courses yet' }}
      >
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
