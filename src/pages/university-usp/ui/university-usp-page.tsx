import { useId } from 'react';
import { Link } from 'react-router';
import { FocusedMark, UniversityUsps, universityQueries, type UniversityUspGroup } from '@/entities/university';
import { toListQuery, urlParam } from '@/shared/lib/url-query';
import { cardMarked } from '@/shared/ui/card';
import { PageHeading } from '@/shared/ui/page';
import { CountryFilter, ListSearch, ListToolbar, PagedList, useListQuery, type PagedListTexts } from '@/widgets/paged-list';
import * as styles from './university-usp-page.css';

const PAGE_SIZE = 12;

/** The list's state in the address bar: the name searched, the country and the page. */
const USP_PARAMS = { q: urlParam.text(), country_id: urlParam.positiveInt(), page: urlParam.page() };

const TEXTS: PagedListTexts = {
  noun: ['university', 'universities'],
  error: 'The highlights could not be loaded',
  countStyle: 'pages',
  skeleton: { rows: 3, rowHeight: '9rem' },
  noMatch: { title: 'No university matches', body: 'Try another name or country.', clearLabel: 'Clear the filters' },
  empty: { title: 'No university highlights yet', body: 'Highlights show here once universities have them.' },
};

/** /university-usp: what makes each university stand out, focused universities first; by name and country. */
export function UniversityUspPage({ title }: { title: string }) {
  const usps = useListQuery({ params: USP_PARAMS, query: (state) => universityQueries.usps(toListQuery(state, PAGE_SIZE)) });
  const { state } = usps;

  return (
    <>
      <PageHeading title={title} lead="What makes each university stand out. Open one to see its courses, fees, scholarships and news." />
      <ListToolbar list={usps}>
        <ListSearch list={usps} label="University name" landmarkLabel="Find universities" submitLabel="Search" />
        <CountryFilter value={state.country_id} onChange={(countryId) => usps.set({ country_id: countryId })} />
      </ListToolbar>
      <PagedList list={usps} texts={TEXTS}>
        {(items) => (
          <ul className={styles.list} aria-label="Universities">
            {items.map((group) => (
              <UspCard key={group.university_id} group={group} />
            ))}
          </ul>
        )}
      </PagedList>
    </>
  );
}

function UspCard({ group }: { group: UniversityUspGroup }) {
  const headingId = useId();
  return (
    <li className={[styles.card, group.focused ? cardMarked : ''].join(' ')} aria-labelledby={headingId} data-focused={group.focused || undefined}>
      <div className={styles.row}>
        {group.logo_url ? <img src={group.logo_url} alt="" className={styles.logo} /> : null}
        <h2 id={headingId} className={styles.cardTitle}>
          <Link to={`/university-detail/${group.university_id}`}>{group.name}</Link>
        </h2>
      </div>
      <p className={styles.meta}>
        {group.country_name}
        {group.focused ? ' · ' : null}
        {group.focused ? <FocusedMark /> : null}
      </p>
      <UniversityUsps usps={group.usps} label={`Highlights of ${group.name}`} />
    </li>
  );
}
