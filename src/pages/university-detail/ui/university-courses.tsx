import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { CourseCard } from '@/entities/course';
import { universityQueries, type UniversityCoursesQuery, type UniversityDetail } from '@/entities/university';
import { Button } from '@/shared/ui/button';
import { Spinner } from '@/shared/ui/loading-overlay';
import { EmptyState, ErrorState } from '@/shared/ui/state';
import { VisuallyHidden } from '@/shared/ui/visually-hidden';
import * as styles from './university-detail-page.css';

// Loaded when a student's course list first shows, as on the search page.
const ApplyToCourse = lazy(() => import('@/features/apply-to-course').then((m) => ({ default: m.ApplyToCourse })));

const PAGE_SIZE = 10;

function queryFromParams(params: URLSearchParams): UniversityCoursesQuery {
  const query: UniversityCoursesQuery = { page_size: PAGE_SIZE };
  const q = params.get('q')?.trim();
  if (q) query.q = q;
  const level = Number(params.get('course_level_id'));
  if (Number.isInteger(level) && level > 0) query.course_level_id = level;
  const page = Number(params.get('page'));
  if (Number.isInteger(page) && page > 1) query.page = page;
  return query;
}

/** The university's courses, paged, narrowed by words and level; the filters live in the URL with the tab. */
export function UniversityCourses({ universityId, levels, signedIn, studentUserId }: {
  universityId: number; levels: UniversityDetail['course_levels']; signedIn: boolean; studentUserId: number | null;
}) {
  const [params, setParams] = useSearchParams();
  const query = queryFromParams(params);
  const courses = useQuery(universityQueries.courses(universityId, query, signedIn));
  const [text, setText] = useState(query.q ?? '');
  const textId = useId();
  const levelId = useId();

  const update = (changes: Record<string, string | null>, keepPage = false) => {
    const next = new URLSearchParams(params);
    next.set('tab', 'courses');
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === '') next.delete(key);
      else next.set(key, value);
    }
    if (!keepPage) next.delete('page');
    setParams(next);
  };

  const handleSearch = (event: FormEvent) => {
    event.preventDefault();
    update({ q: text.trim() || null });
  };

  let body;
  if (courses.isPending) body = <Spinner label="Loading the courses" />;
  else if (courses.isError)
    body = (
      <ErrorState title="The courses could not be loaded" headingLevel={3} action={<Button onClick={() => courses.refetch()}>Try again</Button>}>
        Check your connection and try again.
      </ErrorState>
    );
  else if (courses.data.items.length === 0)
    body = (
      <EmptyState
        title={query.q || query.course_level_id ? 'No course matches' : 'This university lists no courses yet'}
        headingLevel={3}
        action={query.q || query.course_level_id ? <Button variant="secondary" onClick={() => { setText(''); update({ q: null, course_level_id: null }); }}>Show every course</Button> : undefined}
      />
    );
  else {
    const { items, page, page_size: pageSize, total } = courses.data;
    const pages = Math.max(1, Math.ceil(total / pageSize));
    body = (
      <>
        <p role="status" className={styles.meta}>
          {total.toLocaleString('en')} {total === 1 ? 'course' : 'courses'} · page {page} of {pages}
          {courses.isFetching ? ' · updating…' : ''}
        </p>
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
        {pages > 1 ? (
          <nav aria-label="Course pages" className={styles.row} style={{ marginTop: '1rem' }}>
            <Button variant="secondary" disabled={page <= 1} onClick={() => update({ page: page - 1 > 1 ? String(page - 1) : null }, true)}>
              Previous page
            </Button>
            <span>
              Page {page} of {pages}
            </span>
            <Button variant="secondary" disabled={page >= pages} onClick={() => update({ page: String(page + 1) }, true)}>
              Next page
            </Button>
          </nav>
        ) : null}
      </>
    );
  }

  return (
    <section className={styles.section} aria-labelledby="university-courses">
      <h2 id="university-courses" className={styles.sectionTitle}>
        Courses
      </h2>
      <form role="search" aria-label="Search this university's courses" onSubmit={handleSearch} className={styles.row}>
        <VisuallyHidden>
          <label htmlFor={textId}>Course name</label>
        </VisuallyHidden>
        <input id={textId} type="search" className={[styles.control, styles.grow].join(' ')} placeholder="Course name" value={text} onChange={(event) => setText(event.target.value)} />
        <label htmlFor={levelId}>Level</label>
        <select id={levelId} className={styles.control} value={query.course_level_id ?? ''} onChange={(event) => update({ course_level_id: event.target.value })}>
          <option value="">Every level</option>
          {levels.map((level) => (
            <option key={level.course_level_id} value={level.course_level_id}>
              {level.name} ({level.count.toLocaleString('en')})
            </option>
          ))}
        </select>
        <Button type="submit">Search</Button>
      </form>
      {body}
    </section>
  );
}
