import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { referenceDataQueries } from '@/entities/reference-data';
import { FocusedMark, UniversityUsps, universityQueries, type UniversityUspGroup, type UniversityUspQuery } from '@/entities/university';
import { Button } from '@/shared/ui/button';
import { Spinner } from '@/shared/ui/loading-overlay';
import { PageHeading } from '@/shared/ui/page';
import { EmptyState, ErrorState } from '@/shared/ui/state';
import * as styles from './university-usp-page.css';

const PAGE_SIZE = 12;

function queryFromParams(params: URLSearchParams): UniversityUspQuery {
  const query: UniversityUspQuery = { page_size: PAGE_SIZE };
  const q = params.get('q')?.trim();
  if (q) query.q = q;
  for (const key of ['country_id', 'page'] as const) {
    const value = Number(params.get(key));
    if (Number.isInteger(value) && value >= 1) query[key] = value;
  }
  return query;
}

/** /university-usp: what makes each university stand out, focused universities first; by name and country. */
export function UniversityUspPage({ title }: { title: string }) {
  const [params, setParams] = useSearchParams();
  const query = queryFromParams(params);
  const usps = useQuery(universityQueries.usps(query));
  const countries = useQuery(referenceDataQueries.countries());
  const [text, setText] = useState(query.q ?? '');
  const textId = useId();
  const countryId = useId();
  const filtered = query.q !== undefined || query.country_id !== undefined;

  const update = (changes: Record<string, string | null>, keepPage = false) => {
    const next = new URLSearchParams(params);
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

  const handleClear = () => {
    setText('');
    setParams(new URLSearchParams());
  };

  let body: ReactNode;
  if (usps.isPending) body = <Spinner label="Loading the universities" />;
  else if (usps.isError)
    body = (
      <ErrorState title="The highlights could not be loaded" action={<Button onClick={() => usps.refetch()}>Try again</Button>}>
        Check your connection and try again; your filters are kept.
      </ErrorState>
    );
  else if (usps.data.items.length === 0)
    body = (
      <EmptyState
        title={filtered ? 'No university matches' : 'No university highlights yet'}
        action={filtered ? <Button variant="secondary" onClick={handleClear}>Clear the filters</Button> : undefined}
      >
        {filtered ? 'Try another name or country.' : 'Highlights show here once universities have them.'}
      </EmptyState>
    );
  else {
    const { items, page, page_size: pageSize, total } = usps.data;
    const pages = Math.max(1, Math.ceil(total / pageSize));
    body = (
      <>
        <p role="status" className={styles.meta}>
          {total.toLocaleString('en')} {total === 1 ? 'university' : 'universities'} · page {page} of {pages}
          {usps.isFetching ? ' · updating…' : ''}
        </p>
        <ul className={styles.list} aria-label="Universities">
          {items.map((group) => (
            <UspCard key={group.university_id} group={group} />
          ))}
        </ul>
        {pages > 1 ? (
          <nav aria-label="Pages" className={styles.row} style={{ marginTop: '1rem' }}>
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
    <>
      <PageHeading title={title} lead="What makes each university stand out. Open one to see its courses, fees, scholarships and news." />
      <form role="search" aria-label="Find universities" onSubmit={handleSearch} className={styles.toolbar}>
        <div className={styles.field}>
          <label htmlFor={textId}>University name</label>
          <input id={textId} type="search" className={styles.control} value={text} onChange={(event) => setText(event.target.value)} />
        </div>
        <div className={styles.field}>
          <label htmlFor={countryId}>Country</label>
          <select id={countryId} className={styles.control} value={query.country_id ?? ''} onChange={(event) => update({ country_id: event.target.value })}>
            <option value="">All countries</option>
            {(countries.data ?? []).map((country) => (
              <option key={country.country_id} value={country.country_id}>
                {country.name}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit">Search</Button>
        {filtered ? (
          <Button variant="secondary" onClick={handleClear}>
            Clear
          </Button>
        ) : null}
      </form>
      {body}
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
