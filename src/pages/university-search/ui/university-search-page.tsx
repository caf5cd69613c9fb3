import { useEffect, useId, useRef, useState, lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import {
  COMPARE_PARAMS,
  COURSE_SEARCH_PARAMS,
  COURSE_SORTS,
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
import { SelectField, type SelectOption } from '@/shared/ui/select-field';
import { CourseResults } from '@/widgets/course-results';
import { ListSearch, PagedList, useListQuery, type PagedListTexts } from '@/widgets/paged-list';
import { CompareBar, CompareToggle } from './compare-bar';
import { bucketValue, filterChanges, type SearchFilter } from '../model/search-filters';
import * as styles from './university-search-page.css';
import { formatCount } from '@/shared/lib/number-format';

// Loaded when first needed, so the search itself stays light.
const CompareCourses = lazy(() => import('@/features/compare-courses').then((m) => ({ default: m.CompareCourses })));

const TEXTS: PagedListTexts = {
  noun: ['course', 'courses'],
  loading: 'Searching courses',
  error: 'The search did not answer',
  countStyle: 'pages', skeleton: { rows: 4, rowHeight: '9rem' },
  noMatch: { title: 'No course matches these filters', body: 'Try fewer filters or another word.', clearLabel: 'Clear all filters' },
  empty: { title: 'No course matches these filters', body: 'Try fewer filters or another word.' },
};

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
  const [comparing, setComparing] = useState(false);
  const [compareFeedback, setCompareFeedback] = useState<{ courseId: number; text: string } | null>(null);
  const handleCompare = (courseId: number) => {
    const next = toggleCompare(compareIds, courseId);
    const added = next.includes(courseId);
    setCompareFeedback({ courseId, text: `${added ? 'Added to' : 'Removed from'} compare (${next.length} of ${MAX_COMPARE})` });
    if (next.length < 2) setComparing(false);
    compare.set({ compare: next }, { keepPage: true });
  };
  const handleCloseComparison = () => {
    setComparing(false);
    // The focus goes back to where the comparison was opened from.
    requestAnimationFrame(() => document.getElementById('compare-now')?.focus());
  };

  const studentUserId = session.user?.user_type === 'student' ? session.user.user_id : null;
  const compareBox = (course: CourseItem) => {
    const compared = compareIds.includes(course.course_id);
    return (
      <CompareToggle courseName={course.course_name} checked={compared} disabled={!compared && compareIds.length >= MAX_COMPARE}
        feedback={compareFeedback?.courseId === course.course_id ? compareFeedback.text : null} onToggle={() => handleCompare(course.course_id)} />
    );
  };
  const str = (value: number | string | undefined) => (value === undefined ? '' : String(value));
  const inCountry = <T extends { country_id: number }>(items: T[] | undefined) => (items ?? []).filter((item) => !query.country_id || item.country_id === query.country_id);
  const named = <T extends { name: string }>(items: T[] | undefined, id: (item: T) => number) => (items ?? []).map((item) => ({ value: String(id(item)), label: item.name }));
  const countryBuckets = localBuckets.data?.find((c) => c.country_id === query.country_id);
  const bucketOptions = (buckets: { min: number; max: number | null; label: string }[] = []) => buckets.map((b) => ({ value: bucketValue(b.min, b.max), label: b.label }));
  const tuition = (min: number | undefined, max: number | undefined) => (min !== undefined ? bucketValue(min, max ?? null) : '');
  const filters: { name: SearchFilter; label: string; all: string; value: string; options: SelectOption[] }[] = [
    { name: 'country_id', label: 'Country', all: 'All countries', value: str(query.country_id), options: named(countries.data, (c) => c.country_id) },
    { name: 'state_id', label: 'State', all: 'All states', value: str(query.state_id), options: named(inCountry(states.data), (s) => s.state_id) },
    { name: 'city_id', label: 'City', all: 'All cities', value: str(query.city_id), options: named(inCountry(cities.data).filter((c) => !query.state_id || c.state_id === query.state_id), (c) => c.city_id) },
    { name: 'course_level_id', label: 'Course level', all: 'All levels', value: str(query.course_level_id), options: named(levels.data, (l) => l.course_level_id) },
    { name: 'course_category_id', label: 'Category', all: 'All categories', value: str(query.course_category_id), options: named(categories.data, (c) => c.course_category_id) },
    { name: 'university_id', label: 'University', all: 'All universities', value: str(query.university_id), options: named(inCountry(universities.data), (u) => u.university_id) },
    { name: 'intake', label: 'Intake', all: 'Any intake', value: query.intake ?? '', options: INTAKE_MONTHS.map((m) => ({ value: m, label: m })) },
    ...(countryBuckets
      ? [{ name: 'tuition' as const, label: `Tuition per year (${countryBuckets.currency})`, all: 'Any tuition', value: tuition(query.tuition_min, query.tuition_max), options: bucketOptions(countryBuckets.buckets) }]
      : []),
    { name: 'tuition_usd', label: 'Tuition per year (USD)', all: 'Any tuition', value: tuition(query.tuition_usd_min, query.tuition_usd_max), options: bucketOptions(usdBuckets.data?.buckets) },
  ];

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
        <ListSearch list={search} label="Search courses and universities" hideLabel placeholder="Course or university" submitLabel="Search" live delayMs={500} />
      </div>
      {signedIn ? null : (
        <Notice>
          <Link to="/">Sign in</Link> to apply to a course or compare courses side by side. New here?{' '}
          <Link to="/register">Create a student account</Link>.
        </Notice>
      )}
      {compareIds.length >= 2 && !signedIn ? <Notice>Sign in to compare courses side by side.</Notice> : null}
      <div className={styles.layout}>
        <aside aria-label="Filters" className={styles.filters}>
          {filters.map((filter) => (
            <SelectField key={filter.name} label={filter.label} emptyOption={filter.all} value={filter.value} options={filter.options} onChange={(e) => setFilter(filter.name, e.target.value)} />
          ))}
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
          <PagedList list={search} texts={TEXTS}>
            {(items) => <CourseResults label="Courses" courses={items} studentUserId={studentUserId} actions={signedIn ? compareBox : undefined} />}
          </PagedList>
          {signedIn ? <CompareBar count={compareIds.length} open={comparing} onOpen={() => setComparing(true)} onClear={() => { setComparing(false); setCompareFeedback(null); compare.set({ compare: [] }, { keepPage: true }); }} /> : null}
        </div>
      </div>
      {signedIn && comparing && compareIds.length >= 2 ? (
        <Suspense fallback={<Spinner label="Loading the comparison" />}>
          <CompareCourses courseIds={compareIds} onRemove={handleCompare} onClose={handleCloseComparison} />
        </Suspense>
      ) : null}
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
              <button type="button" className={styles.facetButton} aria-pressed={chosen} aria-label={`${entry.name}: ${formatCount(entry.count)} ${entry.count === 1 ? 'course' : 'courses'}`}
                onClick={() => onPick(chosen ? '' : String(entry.id))}>
                <span>{entry.name}</span>{' '}
                <span className={styles.facetCount}>{formatCount(entry.count)}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
