import { Link } from 'react-router';
import type { CourseItem } from '@/entities/course';
import { universityQueries, type UniversityDetail } from '@/entities/university';
import { toListQuery, urlParam } from '@/shared/lib/url-query';
import { IdSelectField } from '@/shared/ui/select-field';
import { CourseResults } from '@/widgets/course-results';
import { ListSearch, ListToolbar, PagedList, useListQuery, type PagedListTexts } from '@/widgets/paged-list';
import * as styles from './university-detail-page.css';
import { formatCount } from '@/shared/lib/number-format';

const PAGE_SIZE = 10;

/** The course list's state in the address bar, beside the tab: the words searched, the level and the page. */
const COURSE_PARAMS = { q: urlParam.text(), course_level_id: urlParam.positiveInt(), page: urlParam.page() };

const TEXTS: PagedListTexts = {
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
  // Signed in, a course can be compared with others of its name in the search.
  const compareLink = (course: CourseItem) =>
    signedIn ? <Link to={`/universitysearch?${new URLSearchParams({ university_id: String(universityId), q: course.course_name })}`}>Compare in the search</Link> : null;
  const levelOptions = levels.map((level) => ({ value: String(level.course_level_id), label: `${level.name} (${formatCount(level.count)})` }));

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
        {(items) => <CourseResults label="Courses of this university" courses={items} studentUserId={studentUserId} headingLevel={3} showUniversity={false} actions={compareLink} />}
      </PagedList>
    </section>
  );
}
