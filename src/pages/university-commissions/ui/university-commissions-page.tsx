import { useQuery } from '@tanstack/react-query';
import { useSession } from '@/entities/session';
import { referenceDataQueries } from '@/entities/reference-data';
import { commissionQueries, RateTable, rateText } from '@/entities/commission';
import { formatDate } from '@/shared/lib/calendar-date';
import { CheckboxField } from '@/shared/ui/checkbox-field';
import { PageHeading } from '@/shared/ui/page';
import { IdSelectField } from '@/shared/ui/select-field';
import { AddRateAction } from '@/features/manage-commission';
import { CountryFilter, ListToolbar, PagedList, useListQuery, type PagedListTexts } from '@/widgets/paged-list';
import { RATE_LIST_PARAMS, rateParamsOf } from '../model/rate-list-params';

const TEXTS: PagedListTexts = {
  noun: ['commission rate', 'commission rates'],
  empty: { title: 'No commission rates yet', body: 'The rates universities pay per enrolment show here once accounts adds them.', icon: 'percent' },
  noMatch: { title: 'No rate matches', body: 'Try another country, university or course level, or include past and future rates.' },
};

const PARTNERS = ['agent', 'franchise'];

/**
 * /university-commissions: what each university pays per enrolment — by course level or for every level, a percent
 * of the tuition (from basis points) or a flat amount in its currency, and when it is valid — filtered by country,
 * university and level in the address and paged. Those who may save a rate (saveCommissionRate's x-access) add one.
 */
export function UniversityCommissionsPage({ title }: { title: string }) {
  const role = useSession().user?.user_type;
  const partner = role !== undefined && PARTNERS.includes(role);
  const rates = useListQuery({ params: RATE_LIST_PARAMS, query: (state) => commissionQueries.rates(rateParamsOf(state)) });
  const { state, set } = rates;
  const universities = useQuery(referenceDataQueries.universities());
  const levels = useQuery(referenceDataQueries.courseLevels());

  const universityOptions = (universities.data ?? [])
    .filter((u) => !state.country || u.country_id === state.country)
    .map((u) => ({ value: String(u.university_id), label: u.name }));
  const levelOptions = (levels.data ?? []).map((l) => ({ value: String(l.course_level_id), label: l.name }));

  return (
    <>
      <PageHeading title={title} lead="What each university pays us per enrolment, by course level, and when each rate applies." />
      <AddRateAction
        universityId={state.university}
        addedText={(rate) => `The rate of ${rate.university.name} (${rate.course_level?.name ?? 'every level'}) was added: ${rateText(rate)} from ${formatDate(rate.valid_from)}.`}
      />
      <ListToolbar list={rates}>
        <CountryFilter value={state.country} onChange={(id) => set({ country: id, university: null })} />
        <IdSelectField label="University" emptyOption="All universities" options={universityOptions} value={state.university} onChange={(id) => set({ university: id })} />
        <IdSelectField label="Course level" emptyOption="All levels" options={levelOptions} value={state.level} onChange={(id) => set({ level: id })} />
        <CheckboxField label="Include past and future rates" checked={state.rates === 'all'} onChange={(e) => set({ rates: e.target.checked ? 'all' : null })} />
      </ListToolbar>
      <PagedList list={rates} texts={TEXTS}>
        {(items) => <RateTable kind="list" partner={partner} rows={items} />}
      </PagedList>
    </>
  );
}
