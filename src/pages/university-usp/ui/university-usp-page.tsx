import { useId } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { referenceDataQueries } from '@/entities/reference-data';
import { FocusedMark, UniversityUsps, universityQueries, type UniversityUspGroup, type UniversityUspQuery } from '@/entities/university';
import { urlParam, type UrlState } from '@/shared/lib/url-query';
import { PageHeading } from '@/shared/ui/page';
import { SearchBox } from '@/shared/ui/search-box';
import { SelectField } from '@/shared/ui/select-field';
import { ListToolbar, PagedList, useListQuery } from '@/widgets/paged-list';
import * as styles from './university-usp-page.css';

const PAGE_SIZE = 12;

/** The list's state in the address bar: the name searched, the country and the page. */
const USP_PARAMS = { q: urlParam.text(), country_id: urlParam.positiveInt(), page: urlParam.page() };

const toUspQuery = ({ q, country_id: countryId, page }: UrlState<typeof USP_PARAMS>): UniversityUspQuery => ({
  page_size: PAGE_SIZE,
  ...(q ? { q } : {}),
  ...(countryId ? { country_id: countryId } : {}),
  ...(page > 1 ? { page } : {}),
});

/** /university-usp: what makes each university stand out, focused universities first; by name and country. */
export function UniversityUspPage({ title }: { title: string }) {
  const usps = useListQuery({ params: USP_PARAMS, query: (state) => universityQueries.usps(toUspQuery(state)) });
  const countries = useQuery(referenceDataQueries.countries());
  const { state } = usps;

  return (
    <>
      <PageHeading title={title} lead="What makes each university stand out. Open one to see its courses, fees, scholarships and news." />
      <ListToolbar onClear={usps.filtered ? usps.clear : undefined}>
        <SearchBox label="University name" landmarkLabel="Find universities" submitLabel="Search" value={state.q ?? ''} onSearch={(text) => usps.set({ q: text })} />
        <SelectField
          label="Country"
          emptyOption="All countries"
          options={(countries.data ?? []).map((country) => ({ value: String(country.country_id), label: country.name }))}
          value={state.country_id ? String(state.country_id) : ''}
          onChange={(event) => usps.set({ country_id: Number(event.target.value) || null })}
        />
      </ListToolbar>
      <PagedList
        list={usps}
        noun={['university', 'universities']}
        countStyle="pages"
        pagerLabel="Pages of universities"
        loading="Loading the universities"
        skeleton={{ rows: 3, rowHeight: '9rem' }}
        error={{ title: 'The highlights could not be loaded', body: 'Check your connection and try again; your filters are kept.' }}
        noMatch={{ title: 'No university matches', body: 'Try another name or country.', clearLabel: 'Clear the filters' }}
        empty={{ title: 'No university highlights yet', body: 'Highlights show here once universities have them.' }}
      >
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
    <li className={[styles.card, group.focused ? styles.focused : ''].join(' ')} aria-labelledby={headingId} data-focused={group.focused || undefined}>
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
