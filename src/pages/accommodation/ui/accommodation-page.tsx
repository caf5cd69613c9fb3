import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { mayCall, recommendAccommodationToStudents } from '@contract/access';
import {
  ACCOMMODATION_TYPES,
  AccommodationCard,
  accommodationQueries,
  type Accommodation,
  type AccommodationRecommendation,
} from '@/entities/accommodation';
import { referenceDataQueries } from '@/entities/reference-data';
import { useSession } from '@/entities/session';
import { DismissAccommodation } from '@/features/dismiss-accommodation';
import { formatDate } from '@/shared/lib/calendar-date';
import { urlParam } from '@/shared/lib/url-query';
import { Button } from '@/shared/ui/button';
import { Spinner } from '@/shared/ui/loading-overlay';
import { Notice, PageHeading } from '@/shared/ui/page';
import { QueryState } from '@/shared/ui/panel';
import { IdSelectField, SelectField } from '@/shared/ui/select-field';
import { EmptyState } from '@/shared/ui/state';
import { TextField } from '@/shared/ui/text-field';
import { CountryFilter, ListToolbar, PagedList, useListQuery, type PagedListTexts } from '@/widgets/paged-list';
import * as styles from './accommodation-page.css';

// Loaded when someone first recommends a place: only staff, agents and franchises do.
const RecommendAccommodationDialog = lazy(() => import('@/features/recommend-accommodation').then((m) => ({ default: m.RecommendAccommodationDialog })));

const TYPES = ACCOMMODATION_TYPES.map((t) => t.value);

/** The search in the address: a link reproduces it. `max_rent` is whole units of the chosen country's currency. */
const SEARCH_PARAMS = {
  country_id: urlParam.positiveInt(),
  city_id: urlParam.positiveInt(),
  type: urlParam.oneOf(TYPES),
  max_rent: urlParam.positiveInt(),
  page: urlParam.page(),
};

const TEXTS: PagedListTexts = {
  noun: ['place', 'places'],
  loading: 'Searching accommodation',
  error: 'The accommodation search did not answer',
  countStyle: 'pages',
  headingLevel: 2,
  skeleton: { rows: 3, rowHeight: '10rem' },
  empty: { title: 'No accommodation listed yet', body: 'Places near our universities appear here as they are added.' },
  noMatch: { title: 'No place matches these filters', body: 'Try another city, another kind, or a higher rent.', clearLabel: 'Clear the filters' },
};

/**
 * /accommodation: student housing near the universities, cheapest first, by country, city, kind and highest rent (the
 * search lives in the address). A student sees first what their counselor or agent recommended (with the note, and
 * whether it is a favourite) and may dismiss it; staff, agents and franchises recommend a place to their students.
 */
export function AccommodationPage({ title }: { title: string }) {
  const { user } = useSession();
  const isStudent = user?.user_type === 'student';
  const mayRecommend = mayCall(recommendAccommodationToStudents, user?.user_type);
  const [recommending, setRecommending] = useState<Accommodation | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);

  return (
    <>
      <PageHeading
        title={title}
        lead={isStudent ? 'Places to live near your university, and the ones your counselor picked for you.' : 'Student housing near our universities, cheapest first.'}
      />
      {isStudent && user ? <ForYou studentUserId={user.user_id} /> : null}
      {outcome ? <Notice tone="success">{outcome}</Notice> : null}
      <Search
        heading={isStudent ? 'Find accommodation' : undefined}
        actions={mayRecommend ? (place) => (
          <Button size="sm" variant="secondary" aria-label={`Recommend ${place.name}`} onClick={() => { setOutcome(null); setRecommending(place); }}>
            Recommend
          </Button>
        ) : undefined}
      />
      {recommending ? (
        <Suspense fallback={<Spinner label="Loading the recommendation form" />}>
          <RecommendAccommodationDialog accommodation={recommending} open onOpenChange={(open) => { if (!open) setRecommending(null); }} onDone={setOutcome} />
        </Suspense>
      ) : null}
    </>
  );
}

/** What was recommended to the student, and their favourites. */
function ForYou({ studentUserId }: { studentUserId: number }) {
  const recommendations = useQuery(accommodationQueries.recommendations(studentUserId));
  const favourites = useQuery(accommodationQueries.favourites(studentUserId));
  return (
    <>
      <section aria-labelledby="acc-for-you" className={styles.section}>
        <h2 id="acc-for-you" className={styles.sectionTitle}>
          Recommended for you
        </h2>
        <QueryState query={recommendations} what="your recommendations" headingLevel={3} isEmpty={(items) => items.length === 0}
          empty={<EmptyState headingLevel={3} title="Nothing recommended yet">Places your counselor or agent pick for you appear here.</EmptyState>}>
          {(items) => (
            <ul className={styles.list}>
              {items.map((item) => (
                <AccommodationCard key={item.accommodation.acc_id} accommodation={item.accommodation} headingLevel={3}
                  actions={<DismissAccommodation studentUserId={studentUserId} accId={item.accommodation.acc_id} name={item.accommodation.name} />}>
                  <RecommendedBy item={item} />
                </AccommodationCard>
              ))}
            </ul>
          )}
        </QueryState>
      </section>
      <section aria-labelledby="acc-favourites" className={styles.section}>
        <h2 id="acc-favourites" className={styles.sectionTitle}>
          Your favourites
        </h2>
        <QueryState query={favourites} what="your favourites" headingLevel={3} isEmpty={(items) => items.length === 0}
          empty={<p className={styles.meta}>No favourite yet.</p>}>
          {(items) => (
            <ul className={styles.list}>
              {items.map((item) => (
                <AccommodationCard key={item.accommodation.acc_id} accommodation={item.accommodation} headingLevel={3}>
                  <p className={styles.meta}>
                    A favourite since {formatDate(item.favourited_at)}
                    {item.is_recommended ? ' · also recommended to you' : ''}
                  </p>
                </AccommodationCard>
              ))}
            </ul>
          )}
        </QueryState>
      </section>
    </>
  );
}

function RecommendedBy({ item }: { item: AccommodationRecommendation }) {
  return (
    <p className={styles.meta}>
      Recommended by {item.recommended_by.name} on {formatDate(item.recommended_at)}
      {item.note ? <>: “{item.note}”</> : null}
      {item.is_favourite ? <strong> · In your favourites</strong> : null}
    </p>
  );
}

/** The public search with its filters; `actions` adds what the viewer may do with each place. */
function Search({ heading, actions }: { heading?: string; actions?: (place: Accommodation) => ReactNode }) {
  const list = useListQuery({
    params: SEARCH_PARAMS,
    query: (state) =>
      accommodationQueries.search({
        ...(state.country_id ? { country_id: state.country_id } : {}),
        ...(state.city_id ? { city_id: state.city_id } : {}),
        ...(state.type ? { type: state.type } : {}),
        ...(state.max_rent && state.country_id ? { max_rent_minor: state.max_rent * 100 } : {}),
        ...(state.page > 1 ? { page: state.page } : {}),
        page_size: 10,
      }),
  });
  const { state, set } = list;
  const countries = useQuery(referenceDataQueries.countries());
  const cities = useQuery(referenceDataQueries.cities());
  const currency = countries.data?.find((c) => c.country_id === state.country_id)?.currency;
  const cityOptions = (cities.data ?? []).filter((c) => c.country_id === state.country_id).map((c) => ({ value: String(c.city_id), label: c.name }));
  const [rent, setRent] = useState(state.max_rent ? String(state.max_rent) : '');
  // The field follows the address when it changes elsewhere (Clear, Back, another country).
  useEffect(() => setRent(state.max_rent ? String(state.max_rent) : ''), [state.max_rent]);

  return (
    <section aria-label={heading ?? 'Accommodation'} className={styles.section}>
      {heading ? <h2 className={styles.sectionTitle}>{heading}</h2> : null}
      <ListToolbar list={list}>
        <CountryFilter value={state.country_id} onChange={(id) => set({ country_id: id ?? undefined, city_id: undefined, max_rent: undefined })} />
        <IdSelectField label="City" emptyOption={state.country_id ? 'All cities' : 'Pick a country first'} disabled={!state.country_id}
          value={state.city_id} options={cityOptions} onChange={(id) => set({ city_id: id ?? undefined })} />
        <SelectField label="Kind" emptyOption="Any kind" value={state.type ?? ''} options={ACCOMMODATION_TYPES.map((t) => ({ value: t.value, label: t.label }))}
          onChange={(event) => set({ type: TYPES.find((t) => t === event.target.value) })} />
        {currency ? (
          <TextField label={`Highest rent a month (${currency})`} inputMode="numeric" value={rent}
            onChange={(event) => setRent(event.target.value.replace(/\D/g, '').slice(0, 7))}
            onBlur={() => set({ max_rent: rent ? Number(rent) : undefined })}
            onKeyDown={(event) => { if (event.key === 'Enter') set({ max_rent: rent ? Number(rent) : undefined }); }} />
        ) : null}
      </ListToolbar>
      <PagedList list={list} texts={TEXTS}>
        {(items) => (
          <ul className={styles.list} aria-label="Accommodation">
            {items.map((place) => (
              <AccommodationCard key={place.acc_id} accommodation={place} headingLevel={heading ? 3 : 2} actions={actions?.(place)} />
            ))}
          </ul>
        )}
      </PagedList>
    </section>
  );
}
