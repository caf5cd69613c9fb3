import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { formatMoney } from '@/entities/course';
import { useSession } from '@/entities/session';
import { FocusedMark, UniversityUsps, parseUniversityId, universityQueries, type UniversityPage } from '@/entities/university';
import { isApiFailure } from '@/shared/api';
import { BRAND_NAME } from '@/shared/config';
import { Button, buttonClassName } from '@/shared/ui/button';
import { Spinner } from '@/shared/ui/loading-overlay';
import { Notice } from '@/shared/ui/page';
import { EmptyState, ErrorState } from '@/shared/ui/state';
import { Tabs, type TabItem } from '@/shared/ui/tabs';
import * as styles from './university-detail-page.css';
import { formatCount } from '@/shared/lib/number-format';

// The tabs beyond the overview load when first opened, so the page's first paint stays light.
const UniversityCourses = lazy(() => import('./university-courses').then((m) => ({ default: m.UniversityCourses })));
const UniversitySurPanel = lazy(() => import('./university-sur').then((m) => ({ default: m.UniversitySurPanel })));
const UniversityUpdates = lazy(() => import('./university-updates').then((m) => ({ default: m.UniversityUpdates })));

function LazyPanel({ label, children }: { label: string; children: ReactNode }) {
  return <Suspense fallback={<Spinner label={label} />}>{children}</Suspense>;
}

type TabKey = 'overview' | 'courses' | 'info' | 'sur' | 'updates';

function NotFound({ signedIn }: { signedIn: boolean }) {
  return (
    <EmptyState
      title="University not found"
      headingLevel={1}
      action={
        <div className={styles.row}>
          <Link to="/universitysearch" className={buttonClassName('primary')}>
            Search universities and courses
          </Link>
          {signedIn ? (
            <Link to="/university-usp" className={buttonClassName('secondary')}>
              University highlights
            </Link>
          ) : null}
        </div>
      }
    >
      There is no university at this address. It may have been removed from the catalog, or the link is mistyped.
    </EmptyState>
  );
}

function Facts({ children }: { children: ReactNode }) {
  return <dl className={styles.facts}>{children}</dl>;
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.detail}>{children}</dd>
    </>
  );
}

const range = (min: number | null, max: number | null, currency: string) =>
  min === null && max === null ? 'not given' : min === max || max === null ? formatMoney(min, currency) : `${formatMoney(min, currency)} – ${formatMoney(max, currency)}`;

/**
 * /university-detail/{university_id}: a university's facts, courses, fees and intakes, and (signed in) its
 * scholarships and requirements and the staff's news. Signed out it reads the public page and the public search.
 */
export function UniversityDetailPage({ title }: { title: string }) {
  const { university_id: raw } = useParams();
  const universityId = parseUniversityId(raw);
  const session = useSession();
  const signedIn = session.isAuthenticated;
  const studentUserId = session.user?.user_type === 'student' ? session.user.user_id : null;
  const [params, setParams] = useSearchParams();
  const page = useQuery({ ...universityQueries.page(universityId ?? 0, signedIn), enabled: universityId !== null });
  const name = page.data?.university.name;

  useEffect(() => {
    if (name) document.title = `${name} · ${BRAND_NAME}`;
  }, [name]);

  if (universityId === null || (page.isError && isApiFailure(page.error) && page.error.status === 404)) return <NotFound signedIn={signedIn} />;
  if (page.isPending) return <Spinner label={`Loading the ${title.toLowerCase()}`} />;
  if (page.isError) return <ErrorState title="The university could not be loaded" headingLevel={1} onRetry={page.refetch} />;

  const data = page.data;
  const hasSur = data.sur !== null && (data.sur.scholarships.length > 0 || data.sur.requirements.length > 0);
  const items: (TabItem & { value: TabKey })[] = [
    { value: 'overview', label: 'Overview', content: <Overview data={data} onLevel={(levelId) => openCourses(levelId)} /> },
    {
      value: 'courses',
      label: 'Courses',
      content: (
        <LazyPanel label="Loading the courses">
          <UniversityCourses universityId={universityId} levels={data.course_levels} signedIn={signedIn} studentUserId={studentUserId} />
        </LazyPanel>
      ),
    },
    { value: 'info', label: 'Fees and intakes', content: <Info data={data} /> },
    ...(hasSur ? [{ value: 'sur' as const, label: 'Scholarships and requirements', content: (
      <LazyPanel label="Loading scholarships and requirements">
        <UniversitySurPanel sur={data.sur!} levels={data.course_levels} />
      </LazyPanel>
    ) }] : []),
    ...(data.updates !== null ? [{ value: 'updates' as const, label: 'Updates', content: (
      <LazyPanel label="Loading the updates">
        <UniversityUpdates universityId={universityId} latest={data.updates} />
      </LazyPanel>
    ) }] : []),
  ];
  const requested = params.get('tab');
  const tab = items.some((item) => item.value === requested) ? (requested as TabKey) : 'overview';

  /** A tab change keeps only what belongs to the courses tab when it is the courses tab. */
  function handleTab(next: string) {
    const copy = new URLSearchParams(next === 'courses' ? params : undefined);
    if (next === 'overview') copy.delete('tab');
    else copy.set('tab', next);
    setParams(copy, { replace: true });
  }

  function openCourses(levelId: number) {
    setParams(new URLSearchParams({ tab: 'courses', course_level_id: String(levelId) }));
  }

  const { university } = data;
  const place = [university.city_name, university.state_name, university.country_name].filter(Boolean).join(', ');
  return (
    <>
      <header className={styles.header}>
        <div className={styles.titleRow}>
          {university.logo_url ? <img src={university.logo_url} alt="" className={styles.logo} /> : null}
          <h1 className={styles.title}>{university.name}</h1>
          {university.focused ? <FocusedMark /> : null}
        </div>
        <p className={styles.meta}>
          {place} · {university.type === 'public' ? 'Public' : 'Private'} university
          {university.ranking ? ` · world ranking #${university.ranking}` : ''}
        </p>
      </header>
      {signedIn ? null : (
        <Notice>
          <Link to="/">Sign in</Link> to apply, and to see this university&apos;s scholarships, entry requirements and news.
        </Notice>
      )}
      <Tabs label={`About ${university.name}`} items={items} value={tab} onValueChange={handleTab} />
    </>
  );
}

function Overview({ data, onLevel }: { data: UniversityPage; onLevel: (levelId: number) => void }) {
  const { university, usps, course_levels: levels } = data;
  return (
    <>
      {university.description ? <p>{university.description}</p> : null}
      <section className={styles.section} aria-labelledby="university-facts">
        <h2 id="university-facts" className={styles.sectionTitle}>
          Facts
        </h2>
        <Facts>
          <Fact term="Location">{[university.city_name, university.state_name, university.country_name].filter(Boolean).join(', ')}</Fact>
          <Fact term="Type">{university.type === 'public' ? 'Public' : 'Private'}</Fact>
          <Fact term="Established">{university.established_year ?? 'not given'}</Fact>
          <Fact term="World ranking">{university.ranking ? `#${university.ranking}` : 'Unranked'}</Fact>
          <Fact term="Website">
            {university.website ? (
              <a href={university.website} target="_blank" rel="noopener noreferrer">
                {university.website.replace(/^https?:\/\//, '').replace(/\/$/, '')}
              </a>
            ) : (
              'not given'
            )}
          </Fact>
        </Facts>
      </section>
      {usps.length > 0 ? (
        <section className={styles.section} aria-labelledby="university-usps">
          <h2 id="university-usps" className={styles.sectionTitle}>
            Why study here
          </h2>
          <UniversityUsps usps={usps} label={`Why study at ${university.name}`} />
        </section>
      ) : null}
      <section className={styles.section} aria-labelledby="university-levels">
        <h2 id="university-levels" className={styles.sectionTitle}>
          Courses by level
        </h2>
        {levels.length === 0 ? (
          <p className={styles.meta}>This university lists no courses yet.</p>
        ) : (
          <ul className={styles.levels}>
            {levels.map((level) => (
              <li key={level.course_level_id}>
                <Button variant="secondary" size="sm" onClick={() => onLevel(level.course_level_id)}>
                  {level.name}: {formatCount(level.count)} {level.count === 1 ? 'course' : 'courses'}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

function Info({ data }: { data: UniversityPage }) {
  const { info } = data;
  const { fees } = info;
  return (
    <section className={styles.section} aria-labelledby="university-info">
      <h2 id="university-info" className={styles.sectionTitle}>
        Fees and intakes
      </h2>
      <Facts>
        <Fact term="Intakes">{info.intakes.length > 0 ? info.intakes.join(', ') : 'none listed'}</Fact>
        <Fact term={`Tuition per year (${fees.currency})`}>{range(fees.tuition_min, fees.tuition_max, fees.currency)}</Fact>
        <Fact term="Tuition per year (USD)">{range(fees.tuition_usd_min, fees.tuition_usd_max, 'USD')}</Fact>
        <Fact term="Application fee">{fees.application_fee === null ? 'not given' : formatMoney(fees.application_fee, fees.currency)}</Fact>
        <Fact term="Living cost per year">{info.living_cost_yearly === null ? 'not given' : formatMoney(info.living_cost_yearly, fees.currency)}</Fact>
        <Fact term="Accommodation">{info.accommodation_note ?? 'not given'}</Fact>
      </Facts>
    </section>
  );
}
