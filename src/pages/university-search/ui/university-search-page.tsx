import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode, lazy, Suspense } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { COURSE_SORTS, CourseCard, INTAKE_MONTHS, MAX_COMPARE, courseQueries, readCompare, searchQueryFromParams, toggleCompare, type CourseItem } from '@/entities/course';
import { referenceDataQueries } from '@/entities/reference-data';
import { useSession } from '@/entities/session';
import { searchLog } from '@/features/log-search';
import { Button } from '@/shared/ui/button';
import { Spinner } from '@/shared/ui/loading-overlay';
import { Notice, PageHeading } from '@/shared/ui/page';
import { EmptyState, ErrorState } from '@/shared/ui/state';
import { VisuallyHidden } from '@/shared/ui/visually-hidden';
import * as styles from './university-search-page.css';


// Loaded when first needed, so the search itself stays light.
const ApplyToCourse = lazy(() => import('@/features/apply-to-course').then((m) => ({ default: m.ApplyToCourse })));
const CompareCourses = lazy(() => import('@/features/compare-courses').then((m) => ({ default: m.CompareCourses })));


/** Filters kept in the URL; changing one goes back to page 1. */
const FILTER_KEYS = ['country_id', 'state_id', 'city_id', 'course_level_id', 'course_category_id', 'university_id', 'intake', 'tuition', 'tuition_usd'] as const;

function NativeSelect({ label, value, onChange, options, allLabel }: {
  label: string; value: string; onChange: (value: string) => void; options: { value: string; label: string }[]; allLabel: string;
}) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select id={id} className={styles.control} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

const bucketValue = (min: number, max: number | null) => `${min}-${max ?? ''}`;

export function UniversitySearchPage({ title }: { title: string }) {
  const session = useSession();
  const signedIn = session.isAuthenticated;
  const [params, setParams] = useSearchParams();
  const query = searchQueryFromParams(params);
  const search = useQuery(courseQueries.search(query, signedIn));
  const countries = useQuery(referenceDataQueries.countries());
  const states = useQuery(referenceDataQueries.states());
  const cities = useQuery(referenceDataQueries.cities());
  const levels = useQuery(referenceDataQueries.courseLevels());
  const categories = useQuery(referenceDataQueries.courseCategories());
  const universities = useQuery(referenceDataQueries.universities());
  const localBuckets = useQuery(referenceDataQueries.tuitionFeeFilterValues());
  const usdBuckets = useQuery(referenceDataQueries.tuitionFeeFilterValuesUsd());
  const [text, setText] = useState(query.q ?? '');
  const compareIds = readCompare(params);

  // Log each distinct search once it has answered (fire-and-forget; the page never waits for it).
  const logged = useRef<string>('');
  const data = search.data;
  useEffect(() => {
    if (!signedIn || !data || search.isPlaceholderData) return;
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

  const update = (changes: Record<string, string | null>, keepPage = false) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === '') next.delete(key);
      else next.set(key, value);
    }
    if (!keepPage) next.delete('page');
    setParams(next);
  };

  const setFilter = (name: (typeof FILTER_KEYS)[number], value: string) => {
    if (signedIn) searchLog.filter('course_search', name, value || null);
    if (name === 'tuition' || name === 'tuition_usd') {
      const [min, max] = value ? value.split('-') : [null, null];
      const prefix = name === 'tuition' ? 'tuition' : 'tuition_usd';
      update({ [`${prefix}_min`]: min || null, [`${prefix}_max`]: max || null });
      return;
    }
    const dependants: Record<string, string | null> =
      name === 'country_id' ? { state_id: null, city_id: null, tuition_min: null, tuition_max: null } : name === 'state_id' ? { city_id: null } : {};
    update({ [name]: value, ...dependants });
  };

  const handleSearch = (event: FormEvent) => {
    event.preventDefault();
    update({ q: text.trim() || null });
  };

  const str = (value: number | string | undefined) => (value === undefined ? '' : String(value));
  const countryBuckets = localBuckets.data?.find((c) => c.country_id === query.country_id);
  const hasFilters = FILTER_KEYS.some((k) => params.has(k)) || ['q', 'tuition_min', 'tuition_usd_min', 'tuition_max', 'tuition_usd_max'].some((k) => params.has(k));

  let body: ReactNode;
  if (search.isPending) body = <Spinner label="Searching courses" />;
  else if (search.isError)
    body = (
      <ErrorState title="The search did not answer" action={<Button onClick={() => search.refetch()}>Try again</Button>}>
        Check your connection and try again; your filters are kept.
      </ErrorState>
    );
  else if (search.data.items.length === 0)
    body = (
      <EmptyState title="No course matches these filters" action={hasFilters ? <Button variant="secondary" onClick={() => setParams(new URLSearchParams())}>Clear all filters</Button> : undefined}>
        Try fewer filters or another word.
      </EmptyState>
    );
  else {
    const { items, page, page_size: pageSize, total } = search.data;
    const pages = Math.max(1, Math.ceil(total / pageSize));
    body = (
      <>
        <p role="status" className={styles.meta}>
          {total.toLocaleString('en')} courses · page {page} of {pages}
          {search.isFetching ? ' · updating…' : ''}
        </p>
        <ul className={styles.results} aria-label="Courses">
          {items.map((course) => (
            <SearchResult
              key={course.course_id}
              course={course}
              signedIn={signedIn}
              studentUserId={session.user?.user_type === 'student' ? session.user.user_id : null}
              compared={compareIds.includes(course.course_id)}
              compareFull={compareIds.length >= MAX_COMPARE}
              onCompare={() => setParams(toggleCompare(params, course.course_id))}
            />
          ))}
        </ul>
        <nav aria-label="Pages" className={styles.row} style={{ marginTop: '1rem' }}>
          <Button variant="secondary" disabled={page <= 1} onClick={() => update({ page: String(page - 1) }, true)}>
            Previous page
          </Button>
          <span>
            Page {page} of {pages}
          </span>
          <Button variant="secondary" disabled={page >= pages} onClick={() => update({ page: String(page + 1) }, true)}>
            Next page
          </Button>
        </nav>
      </>
    );
  }

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
      <form role="search" onSubmit={handleSearch} className={styles.row} style={{ marginBottom: '1rem' }}>
        <VisuallyHidden>
          <label htmlFor="course-search-q">Search courses and universities</label>
        </VisuallyHidden>
        <input
          id="course-search-q"
          type="search"
          className={styles.control}
          placeholder="Course or university"
          value={text}
          onChange={(event) => setText(event.target.value)}
          style={{ flex: '1 1 16rem' }}
        />
        <Button type="submit">Search</Button>
      </form>
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
            <CompareCourses courseIds={compareIds} onRemove={(id) => setParams(toggleCompare(params, id))} />
          </Suspense>
        ) : (
          <Notice>Sign in to compare courses side by side.</Notice>
        )
      ) : null}
      <div className={styles.layout}>
        <aside aria-label="Filters" className={styles.filters}>
          <NativeSelect label="Country" allLabel="All countries" value={str(query.country_id)} onChange={(v) => setFilter('country_id', v)}
            options={(countries.data ?? []).map((c) => ({ value: String(c.country_id), label: c.name }))} />
          <NativeSelect label="State" allLabel="All states" value={str(query.state_id)} onChange={(v) => setFilter('state_id', v)}
            options={(states.data ?? []).filter((s) => !query.country_id || s.country_id === query.country_id).map((s) => ({ value: String(s.state_id), label: s.name }))} />
          <NativeSelect label="City" allLabel="All cities" value={str(query.city_id)} onChange={(v) => setFilter('city_id', v)}
            options={(cities.data ?? [])
              .filter((c) => (!query.country_id || c.country_id === query.country_id) && (!query.state_id || c.state_id === query.state_id))
              .map((c) => ({ value: String(c.city_id), label: c.name }))} />
          <NativeSelect label="Course level" allLabel="All levels" value={str(query.course_level_id)} onChange={(v) => setFilter('course_level_id', v)}
            options={(levels.data ?? []).map((l) => ({ value: String(l.course_level_id), label: l.name }))} />
          <NativeSelect label="Category" allLabel="All categories" value={str(query.course_category_id)} onChange={(v) => setFilter('course_category_id', v)}
            options={(categories.data ?? []).map((c) => ({ value: String(c.course_category_id), label: c.name }))} />
          <NativeSelect label="University" allLabel="All universities" value={str(query.university_id)} onChange={(v) => setFilter('university_id', v)}
            options={(universities.data ?? []).filter((u) => !query.country_id || u.country_id === query.country_id).map((u) => ({ value: String(u.university_id), label: u.name }))} />
          <NativeSelect label="Intake" allLabel="Any intake" value={query.intake ?? ''} onChange={(v) => setFilter('intake', v)}
            options={INTAKE_MONTHS.map((m) => ({ value: m, label: m }))} />
          {countryBuckets ? (
            <NativeSelect label={`Tuition per year (${countryBuckets.currency})`} allLabel="Any tuition"
              value={query.tuition_min !== undefined ? bucketValue(query.tuition_min, query.tuition_max ?? null) : ''}
              onChange={(v) => setFilter('tuition', v)}
              options={countryBuckets.buckets.map((b) => ({ value: bucketValue(b.min, b.max), label: b.label }))} />
          ) : null}
          <NativeSelect label="Tuition per year (USD)" allLabel="Any tuition"
            value={query.tuition_usd_min !== undefined ? bucketValue(query.tuition_usd_min, query.tuition_usd_max ?? null) : ''}
            onChange={(v) => setFilter('tuition_usd', v)}
            options={(usdBuckets.data?.buckets ?? []).map((b) => ({ value: bucketValue(b.min, b.max), label: b.label }))} />
          <NativeSelect label="Sort by" allLabel="Relevance" value={query.sort && query.sort !== 'relevance' ? query.sort : ''} onChange={(v) => update({ sort: v || null })}
            options={COURSE_SORTS.filter((s) => s.value !== 'relevance').map((s) => ({ value: s.value, label: s.label }))} />
          {data?.facets ? (
            <>
              <Facet title="Courses per country" selected={query.country_id} onPick={(id) => setFilter('country_id', id)}
                entries={data.facets.countries.map((c) => ({ id: c.country_id, name: c.name, count: c.count }))} />
              <Facet title="Courses per level" selected={query.course_level_id} onPick={(id) => setFilter('course_level_id', id)}
                entries={data.facets.course_levels.map((l) => ({ id: l.course_level_id, name: l.name, count: l.count }))} />
            </>
          ) : null}
          {hasFilters ? (
            <Button variant="secondary" onClick={() => { setText(''); setParams(new URLSearchParams()); }}>
              Clear all filters
            </Button>
          ) : null}
        </aside>
        <div style={{ minWidth: 0 }}>{body}</div>
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
