import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { saveCommissionRate as saveRateAccess } from '@contract/access';
import { useSession } from '@/entities/session';
import { referenceDataQueries } from '@/entities/reference-data';
import { commissionQueries, historyColumns, rateText } from '@/entities/commission';
import { parseUniversityId } from '@/entities/university';
import { formatDate } from '@/shared/lib/calendar-date';
import { Button } from '@/shared/ui/button';
import { Notice, PageHeading } from '@/shared/ui/page';
import { ErrorState } from '@/shared/ui/state';
import { Table } from '@/shared/ui/table';
import { AddRateDialog } from '@/features/manage-commission';
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
  const mayAdd = role !== undefined && (saveRateAccess.roles as readonly string[]).includes(role);
  const partner = role !== undefined && PARTNERS.includes(role);
  const universities = useQuery(referenceDataQueries.universities());
  const rates = useListQuery({
    params: HISTORY_PARAMS,
    scope: String(universityId),
    query: (state) => commissionQueries.rates({ universityId, all: true, page: state.page, pageSize: PAGE_SIZE }),
  });
  const [adding, setAdding] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const name = universities.data?.find((u) => u.university_id === universityId)?.name ?? rates.query.data?.items[0]?.university.name;

  return (
    <>
      <div className={styles.top}>
        <PageHeading title={name ? `${name}: commission` : title} lead="Every rate of this university, past, current and future. A new rate from a later day ends an open-ended one the day before." />
        <Link to="/university-commissions">All commission rates</Link>
      </div>
      {mayAdd ? (
        <div className={styles.actions}>
          <Button onClick={() => setAdding(true)}>Add rate</Button>
        </div>
      ) : null}
      {notice ? <Notice tone="success">{notice}</Notice> : null}
      <PagedList list={rates} texts={TEXTS}>
        {(items) => (
          <Table
            caption="Rate history"
            columns={historyColumns(partner)}
            rows={items}
            rowKey={(r) => r.commission_rate_id}
            cards
            rowProps={(r) => ({ 'aria-label': `${r.course_level?.name ?? 'Every level'} from ${formatDate(r.valid_from)}` })}
          />
        )}
      </PagedList>
      {adding ? (
        <AddRateDialog
          open
          universityId={universityId}
          onOpenChange={(open) => (open ? null : setAdding(false))}
          onAdded={(rate) => setNotice(`The rate (${rate.course_level?.name ?? 'every level'}) was added: ${rateText(rate)} from ${formatDate(rate.valid_from)}.`)}
        />
      ) : null}
    </>
  );
}
