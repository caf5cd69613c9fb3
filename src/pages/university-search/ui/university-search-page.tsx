import { useEffect, useId, useRef, lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import {
  COMPARE_PARAMS,
  COURSE_SEARCH_PARAMS,
  COURSE_SORTS,
  CourseCard,
  INTAKE_MONTHS,
  MAX_COMPARE,
  courseQueries,
  toCourseSearchQuery,
  toggleCompare,
  type CourseItem,
} from '@/entities/course';
import { referenceDataQueries } from '@/entities/reference-data';
import { useSession } from '@/entities/session';
import { searchLog } from '@/features/log-search';
import { useUrlState } from '@/shared/lib/url-query';
import { Button } from '@/shared/ui/button';
import { Spinner } from '@/shared/ui/loading-overlay';
import { Notice, PageHeading } from '@/shared/ui/page';
import { SearchBox } from '@/shared/ui/search-box';
import { SelectField } from '@/shared/ui/select-field';
import { PagedList, useListQuery } from '@/widgets/paged-list';
import { bucketValue, filterChanges, type SearchFilter } from '../model/search-filters';
import * as styles from './university-search-page.css';

// Loaded when first needed, so the search itself stays light.
const ApplyToCourse = lazy(() => import('@/features/apply-to-course').then((m) => ({ default: m.ApplyToCourse })));
const CompareCourses = lazy(() => import('@/features/compare-courses').then((m) => ({ default: m.CompareCourses })));

/**
 * /universitysearch: courses by words, place, level, intake and budget, sorted and paged; the search lives in the
 * address (so a link reproduces it), the courses picked for comparison too. Signed in, the v2 search adds facets.
 */
export function UniversitySearchPage({ title }: { title: string }) {
  const session = useSession();
  const signedIn = session.isAuthenticated;
  const search = useListQuery({ params: COURSE_SEARCH_PARAMS, query: (state) => courseQueries.search(toCourseSearchQuery(state), signedIn) });
  const { state } = search;
  const query = toCourseSearchQuery(state);
  const compare = useUrlState(COMPARE_PARAMS);
  const compareIds = compare.state.compare ?? [];
  const countries = useQuery(referenceDataQueries.countries());
  const states = useQuery(referenceDataQueries.states());
  const cities = useQuery(referenceDataQueries.cities());
  const levels = useQuery(referenceDataQueries.courseLevels());
  const categories = useQuery(referenceDataQueries.courseCategories());
  const universities = useQuery(referenceDataQueries.universities());
  const localBuckets = useQuery(referenceDataQueries.tuitionFeeFilterValues());
  const usdBuckets = useQuery(referenceDataQueries.tuitionFeeFilterValuesUsd());

  // Log each distinct search once it has answered (fire-and-forget; the page never waits for it).
  const logged = useRef<string>('');
  const data = search.query.data;
  useEffect(() => {
    if (!signedIn || !data || search.query.isPlaceholderData) return;
    const key = JSON.stringify({ ...query, page: undefined });
    if (logged.current === key) return;
    logged.current = key;
    searchLog.search('course_search', query.q ?? '', data.total);
    searchLog.record('course_search', query.q ?? '', {
      ...(query.country_id ? { country_ids: [query.country_id] } : {}),
      ...(query.university_id ? { university_ids: [query.university_id] } : {}),
      ...(query.course_level_id ? { course_level_ids: [query.course_level_id] } : {}),
      ...(query.course_category_id ? { course_category_ids: [query.course_category_id] } : {}),
      ...(query.intake ? { intakes: [query.intake] } : {}),
      ...(query.tuition_usd_min !== undefined ? { tuition_min: query.tuition_usd_min, fee_currency: 'usd' as const } : {}),
    }, data.total);
  });

  const setFilter = (name: SearchFilter, value: string) => {
    if (signedIn) searchLog.filter('course_search', name, value || null);
    search.set(filterChanges(name, value));
  };
  const handleCompare = (courseId: number) => compare.set({ compare: toggleCompare(compareIds, courseId) }, { keepPage: true });

  const str = (value: number | string | undefined) => (value === undefined ? '' : String(value));
  const countryBuckets = localBuckets.data?.find((c) => c.country_id === query.country_id);

  return (
    <>
      <PageHeading
        title={title}
        lead={
          <>
            Find courses by place, level, intake and budget. The address bar keeps your search: share it or come back to it.
            {signedIn ? (
              <>
                {' '}
                See what makes each university stand out in <Link to="/university-usp">University highlights</Link>.
              </>
            ) : null}
          </>
        }
      />
      <div className={styles.search}>
        <SearchBox
          label="Search courses and universities"
          hideLabel
          placeholder="Course or university"
          submitLabel="Search"
          value={state.q ?? ''}
          onSearch={(text) => search.set({ q: text })}
        />
      </div>
      {signedIn ? null : (
        <Notice>
          <Link to="/">Sign in</Link> to apply to a course or compare courses side by side. New here?{' '}
          <Link to="/register">Create a student account</Link>.
        </Notice>
      )}
      {compareIds.length === 1 ? <Notice>Pick at least one more course to compare (up to {MAX_COMPARE}).</Notice> : null}
      {compareIds.length >= 2 ? (
        signedIn ? (
          <Suspense fallback={<Spinner label="Loading the comparison" />}>
            <CompareCourses courseIds={compareIds} onRemove={handleCompare} />
          </Suspense>
        ) : (
          <Notice>Sign in to compare courses side by side.</Notice>
        )
      ) : null}
      <div className={styles.layout}>
        <aside aria-label="Filters" className={styles.filters}>
          <SelectField label="Country" emptyOption="All countries" value={str(query.country_id)} onChange={(e) => setFilter('country_id', e.target.value)}
            options={(countries.data ?? []).map((c) => ({ value: String(c.country_id), label: c.name }))} />
          <SelectField label="State" emptyOption="All states" value={str(query.state_id)} onChange={(e) => setFilter('state_id', e.target.value)}
            options={(states.data ?? []).filter((s) => !query.country_id || s.country_id === query.country_id).map((s) => ({ value: String(s.state_id), label: s.name }))} />
          <SelectField label="City" emptyOption="All cities" value={str(query.city_id)} onChange={(e) => setFilter('city_id', e.target.value)}
            options={(cities.data ?? [])
              .filter((c) => (!query.country_id || c.country_id === query.country_id) && (!query.state_id || c.state_id === query.state_id))
              .map((c) => ({ value: String(c.city_id), label: c.name }))} />
          <SelectField label="Course level" emptyOption="All levels" value={str(query.course_level_id)} onChange={(e) => setFilter('course_level_id', e.target.value)}
            options={(levels.data ?? []).map((l) => ({ value: String(l.course_level_id), label: l.name }))} />
          <SelectField label="Category" emptyOption="All categories" value={str(query.course_category_id)} onChange={(e) => setFilter('course_category_id', e.target.value)}
            options={(categories.data ?? []).map((c) => ({ value: String(c.course_category_id), label: c.name }))} />
          <SelectField label="University" emptyOption="All universities" value={str(query.university_id)} onChange={(e) => setFilter('university_id', e.target.value)}
            options={(universities.data ?? []).filter((u) => !query.country_id || u.country_id === query.country_id).map((u) => ({ value: String(u.university_id), label: u.name }))} />
          <SelectField label="Intake" emptyOption="Any intake" value={query.intake ?? ''} onChange={(e) => setFilter('intake', e.target.value)}
            options={INTAKE_MONTHS.map((m) => ({ value: m, label: m }))} />
          {countryBuckets ? (
            <SelectField label={`Tuition per year (${countryBuckets.currency})`} emptyOption="Any tuition"
              value={query.tuition_min !== undefined ? bucketValue(query.tuition_min, query.tuition_max ?? null) : ''}
              onChange={(e) => setFilter('tuition', e.target.value)}
              options={countryBuckets.buckets.map((b) => ({ value: bucketValue(b.min, b.max), label: b.label }))} />
          ) : null}
          <SelectField label="Tuition per year (USD)" emptyOption="Any tuition"
            value={query.tuition_usd_min !== undefined ? bucketValue(query.tuition_usd_min, query.tuition_usd_max ?? null) : ''}
            onChange={(e) => setFilter('tuition_usd', e.target.value)}
            options={(usdBuckets.data?.buckets ?? []).map((b) => ({ value: bucketValue(b.min, b.max), label: b.label }))} />
          <SelectField label="Sort by" emptyOption="Relevance" value={state.sort === 'relevance' ? '' : state.sort}
            onChange={(e) => search.set({ sort: COURSE_SORTS.find((s) => s.value === e.target.value)?.value ?? null })}
            options={COURSE_SORTS.filter((s) => s.value !== 'relevance')} />
          {data?.facets ? (
            <>
              <Facet title="Courses per country" selected={query.country_id} onPick={(id) => setFilter('country_id', id)}
                entries={data.facets.countries.map((c) => ({ id: c.country_id, name: c.name, count: c.count }))} />
              <Facet title="Courses per level" selected={query.course_level_id} onPick={(id) => setFilter('course_level_id', id)}
                entries={data.facets.course_levels.map((l) => ({ id: l.course_level_id, name: l.name, count: l.count }))} />
            </>
          ) : null}
          {search.filtered ? (
            <Button variant="secondary" onClick={search.clear}>
              Clear all filters
            </Button>
          ) : null}
        </aside>
        <div className={styles.results}>
          <PagedList
            list={search}
            noun={['course', 'courses']}
            countStyle="pages"
            pagerLabel="Pages of courses"
            loading="Searching courses"
            skeleton={{ rows: 4, rowHeight: '9rem' }}
            error={{ title: 'The search did not answer', body: 'Check your connection and try again; your filters are kept.' }}
            noMatch={{ title: 'No course matches these filters', body: 'Try fewer filters or another word.', clearLabel: 'Clear all filters' }}
            empty={{ title: 'No course matches these filters', body: 'Try fewer filters or another word.' }}
          >
            {(items) => (
              <ul className={styles.list} aria-label="Courses">
                {items.map((course) => (
                  <SearchResult
                    key={course.course_id}
                    course={course}
                    signedIn={signedIn}
                    studentUserId={session.user?.user_type === 'student' ? session.user.user_id : null}
                    compared={compareIds.includes(course.course_id)}
                    compareFull={compareIds.length >= MAX_COMPARE}
                    onCompare={() => handleCompare(course.course_id)}
                  />
                ))}
              </ul>
            )}
          </PagedList>
        </div>
      </div>
    </>
  );
}

/**
 * One facet of the signed-in search (v2): how many courses each choice would give with the other filters kept. A
 * choice filters by it; the chosen one clears it.
 */
function Facet({ title, entries, selected, onPick }: {
  title: string; entries: { id: number; name: string; count: number }[]; selected: number | undefined; onPick: (value: string) => void;
}) {
  const headingId = useId();
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className={styles.facet}>
      <h2 id={headingId} className={styles.facetTitle}>
        {title}
      </h2>
      <ul className={styles.facetList}>
        {entries.map((entry) => {
          const chosen = entry.id === selected;
          return (
            <li key={entry.id}>
              <button type="button" className={styles.facetButton} aria-pressed={chosen} aria-label={`${entry.name}: ${entry.count.toLocaleString('en')} ${entry.count === 1 ? 'course' : 'courses'}`}
                onClick={() => onPick(chosen ? '' : String(entry.id))}>
                <span>{entry.name}</span>
                <span className={styles.facetCount}>{entry.count.toLocaleString('en')}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** A result: the course card with what the viewer may do (compare and, for a student, apply) when signed in. */
function SearchResult({ course, signedIn, studentUserId, compared, compareFull, onCompare }: {
  course: CourseItem; signedIn: boolean; studentUserId: number | null; compared: boolean; compareFull: boolean; onCompare: () => void;
}) {
  const actions = signedIn ? (
    <>
      <label>
        <input type="checkbox" checked={compared} disabled={!compared && compareFull} onChange={onCompare} aria-label={`Compare ${course.course_name}`} /> Compare
      </label>
      {studentUserId ? (
        <Suspense fallback={<Spinner label="Loading" />}>
          <ApplyToCourse studentUserId={studentUserId} course={course} />
        </Suspense>
      ) : null}
    </>
  ) : null;
  return <CourseCard course={course} actions={actions} />;
}
