import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '@/entities/session';
import { referenceDataQueries } from '@/entities/reference-data';
import { commissionQueries, RateTable, rateText } from '@/entities/commission';
import { parseUniversityId } from '@/entities/university';
import { formatDate } from '@/shared/lib/calendar-date';
import { PageHeading } from '@/shared/ui/page';
import { ErrorState } from '@/shared/ui/state';
import { AddRateAction } from '@/features/manage-commission';
import { PagedList, useListQuery, type PagedListTexts } from '@/widgets/paged-list';
import { urlParam } from '@/shared/lib/url-query';
import * as styles from './university-commission.css';

const HISTORY_PARAMS = { page: urlParam.page() };
const PAGE_SIZE = 50;
const PARTNERS = ['agent', 'franchise'];

const TEXTS: PagedListTexts = {
  noun: ['rate', 'rates'],
  empty: { title: 'No rates for this university', body: 'Its commission rates show here, past, current and future, once accounts adds them.', icon: 'percent' },
};

/**
 * /university-commissions/{university_id}: one university's commission rates over time (every rate, past and future,
 * newest first within a level). The commission terms accrued at this university are not given by any call for one
 * university (the statement is per partner), so the page shows rates only (docs/commissions.md, "Screens").
 */
export function UniversityCommissionPage({ title }: { title: string }) {
  const universityId = parseUniversityId(useParams().university_id);
  if (universityId === null)
    return (
      <>
        <PageHeading title={title} />
        <ErrorState headingLevel={2} title="There is no such university" action={<Link to="/university-commissions">All commission rates</Link>} />
      </>
    );
  return <UniversityRates key={universityId} universityId={universityId} title={title} />;
}

function UniversityRates({ universityId, title }: { universityId: number; title: string }) {
  const role = useSession().user?.user_type;
  const partner = role !== undefined && PARTNERS.includes(role);
  const universities = useQuery(referenceDataQueries.universities());
  const rates = useListQuery({
    params: HISTORY_PARAMS,
    scope: String(universityId),
    query: (state) => commissionQueries.rates({ universityId, all: true, page: state.page, pageSize: PAGE_SIZE }),
  });
  const name = universities.data?.find((u) => u.university_id === universityId)?.name ?? rates.query.data?.items[0]?.university.name;

  return (
    <>
      <div className={styles.top}>
        <PageHeading title={name ? `${name}: commission` : title} lead="Every rate of this university, past, current and future. A new rate from a later day ends an open-ended one the day before." />
        <Link to="/university-commissions">All commission rates</Link>
      </div>
      <AddRateAction universityId={universityId} addedText={(rate) => `The rate (${rate.course_level?.name ?? 'every level'}) was added: ${rateText(rate)} from ${formatDate(rate.valid_from)}.`} />
      <PagedList list={rates} texts={TEXTS}>
        {(items) => <RateTable kind="history" partner={partner} rows={items} />}
      </PagedList>
    </>
  );
}
