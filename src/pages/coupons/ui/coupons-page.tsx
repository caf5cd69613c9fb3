import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useSession } from '@/entities/session';
import {
  couponDiscount,
  couponMinimum,
  couponQueries,
  couponUses,
  couponValidity,
  type Coupon,
  type CouponAssignment,
  type CouponAssignResult,
} from '@/entities/shop';
import { AssignCouponDialog } from '@/features/assign-coupon';
import { formatDate } from '@/shared/lib/calendar-date';
import { urlParam } from '@/shared/lib/url-query';
import { Badge } from '@/shared/ui/badge';
import { Button } from '@/shared/ui/button';
import { PageHeading } from '@/shared/ui/page';
import { SelectField } from '@/shared/ui/select-field';
import { Table, type TableColumn } from '@/shared/ui/table';
import { PillNav } from '@/shared/ui/pill-nav';
import { toast } from '@/shared/ui/toast';
import { ListSearch, ListToolbar, PagedList, useListQuery, type PagedListTexts } from '@/widgets/paged-list';
import * as styles from './coupons-page.css';

const PAGE_SIZE = 20;

/** The codes' state in the address: in force or not, the search, the page. */
const CODE_PARAMS = { active: urlParam.oneOf(['true', 'false'] as const), q: urlParam.text(100), page: urlParam.page() };
/** The assignments' state in the address: used or not, the page (with `?view=assigned`). */
const ASSIGNED_PARAMS = { used: urlParam.oneOf(['true', 'false'] as const), page: urlParam.page() };

const ACTIVE_OPTIONS = [
  { value: 'true', label: 'In force today' },
  { value: 'false', label: 'Inactive or expired' },
];
const USED_OPTIONS = [
  { value: 'false', label: 'Not used yet' },
  { value: 'true', label: 'Used' },
];

const asBool = (value: 'true' | 'false' | undefined | null) => (value ? value === 'true' : undefined);
const PARTNERS = new Set(['agent', 'franchise']);

function CodeCell({ c }: { c: Coupon }) {
  return (
    <>
      <span className={styles.code}>{c.code}</span>
      {c.description ? <span className={styles.description}>{c.description}</span> : null}
    </>
  );
}

function CouponBadges({ c }: { c: Coupon }) {
  return (
    <span className={styles.badges}>
      <Badge tone={c.is_active ? 'success' : 'neutral'}>{c.is_active ? 'Active' : 'Inactive'}</Badge>
      {c.assigned_only ? <Badge tone="info">Assigned only</Badge> : null}
    </span>
  );
}

function CodesList({ partner }: { partner: boolean }) {
  const [assigning, setAssigning] = useState<Coupon | null>(null);
  const codes = useListQuery({
    params: CODE_PARAMS,
    query: (state) => couponQueries.codes({ active: partner ? undefined : asBool(state.active), q: state.q ?? undefined, page: state.page, pageSize: PAGE_SIZE }),
  });
  const texts: PagedListTexts = {
    noun: ['coupon', 'coupons'],
    whose: 'the',
    empty: partner
      ? { title: 'No coupons to hand out', body: 'Coupons that Unipath makes for assigned students show here while they are in force.', icon: 'gift' }
      : { title: 'No coupons yet', body: 'Coupons are made by the administration; they show here with their limits.', icon: 'gift' },
    noMatch: { title: 'No coupon matches', body: 'Try another code or filter.' },
    skeleton: { rowHeight: '3rem' },
  };
  const columns: TableColumn<Coupon>[] = [
    { key: 'code', header: 'Code', cell: (c) => <CodeCell c={c} /> },
    { key: 'discount', header: 'Discount', cell: (c) => <span className={styles.nowrap}>{couponDiscount(c)}</span> },
    { key: 'valid', header: 'Valid', cell: (c) => couponValidity(c, formatDate) },
    { key: 'uses', header: 'Uses', cell: couponUses },
    { key: 'minimum', header: 'Minimum order', cell: couponMinimum },
    { key: 'state', header: 'State', cell: (c) => <CouponBadges c={c} /> },
    {
      key: 'assign',
      header: 'Action',
      cell: (c) => (
        <Button variant="secondary" size="sm" onClick={() => setAssigning(c)} aria-label={`Assign to students: ${c.code}`}>
          Assign to students
        </Button>
      ),
    },
  ];
  const done = (result: CouponAssignResult) => {
    const skipped = result.already_assigned.length ? ` ${result.already_assigned.length} already had it.` : '';
    toast.success(`Coupon assigned to ${result.assigned.length} student${result.assigned.length === 1 ? '' : 's'}.${skipped}`);
  };
  return (
    <>
      <ListToolbar list={codes}>
        <ListSearch list={codes} label="Search coupons" hint="Code or description" />
        {partner ? null : (
          <SelectField
            label="State"
            emptyOption="Any state"
            options={ACTIVE_OPTIONS}
            value={codes.state.active ?? ''}
            onChange={(event) => codes.set({ active: event.target.value === 'true' || event.target.value === 'false' ? event.target.value : null })}
          />
        )}
      </ListToolbar>
      <PagedList list={codes} texts={texts}>
        {(items) => <Table caption="Coupons" columns={columns} rows={items} rowKey={(c) => c.cc_id} cards rowProps={(c) => ({ 'aria-label': c.code })} />}
      </PagedList>
      {assigning ? (
        <AssignCouponDialog open coupon={assigning} onOpenChange={(open) => (open ? null : setAssigning(null))} onAssigned={done} />
      ) : null}
    </>
  );
}

const ASSIGNED_COLUMNS: TableColumn<CouponAssignment>[] = [
  { key: 'code', header: 'Coupon', cell: (a) => <CodeCell c={a.coupon} /> },
  { key: 'student', header: 'Student', cell: (a) => a.student.name },
  { key: 'by', header: 'Assigned by', cell: (a) => a.assigned_by.name },
  { key: 'at', header: 'Assigned', cell: (a) => formatDate(a.assigned_at) },
  {
    key: 'used',
    header: 'Used',
    cell: (a) => (a.used ? <Badge tone="success">{`Used${a.used_at ? ` ${formatDate(a.used_at)}` : ''}`}</Badge> : <Badge>Not used</Badge>),
  },
];

function AssignedList() {
  const assigned = useListQuery({
    params: ASSIGNED_PARAMS,
    query: (state) => couponQueries.assigned({ used: asBool(state.used), page: state.page, pageSize: PAGE_SIZE }),
  });
  const texts: PagedListTexts = {
    noun: ['assignment', 'assignments'],
    whose: 'the',
    empty: { title: 'No coupons assigned yet', body: 'Coupons you or others assign to your students show here.', icon: 'gift' },
    noMatch: { title: 'No assignment matches', body: 'Try the other filter.' },
    skeleton: { rowHeight: '3rem' },
  };
  return (
    <>
      <ListToolbar list={assigned}>
        <SelectField
          label="Use"
          emptyOption="Used or not"
          options={USED_OPTIONS}
          value={assigned.state.used ?? ''}
          onChange={(event) => assigned.set({ used: event.target.value === 'true' || event.target.value === 'false' ? event.target.value : null })}
        />
      </ListToolbar>
      <PagedList list={assigned} texts={texts}>
        {(items) => (
          <Table
            caption="Assigned coupons"
            columns={ASSIGNED_COLUMNS}
            rows={items}
            rowKey={(a) => a.assignment_id}
            cards
            rowProps={(a) => ({ 'aria-label': `${a.coupon.code} for ${a.student.name}` })}
          />
        )}
      </PagedList>
    </>
  );
}

/**
 * /coupons (our route): the coupon codes with their discount, validity, uses, minimum order and state, each with
 * "Assign to students"; a second list (`?view=assigned`, pill links: lighter than tabs in the page's JS budget) lists the assignments made to the students the caller reaches. Staff
 * (counselors, operations managers, accounts) see every coupon; agents and franchises the ones they may hand out.
 */
export function CouponsPage({ title }: { title: string }) {
  const { user } = useSession();
  const partner = PARTNERS.has(user?.user_type ?? '');
  const [search] = useSearchParams();
  const view = search.get('view') === 'assigned' ? 'assigned' : 'codes';
  return (
    <>
      <PageHeading
        title={title}
        lead={
          partner
            ? 'The coupons you may hand out to your students, and the coupons your students have been given.'
            : 'Every coupon with its limits; assign one to students, and see the coupons assigned.'
        }
      />
      <PillNav
        label="Coupon lists"
        groups={[
          [
            { key: 'codes', to: '/coupons', label: partner ? 'Coupons to hand out' : 'Coupon codes', current: view === 'codes' },
            { key: 'assigned', to: '/coupons?view=assigned', label: 'Assigned to students', current: view === 'assigned' },
          ],
        ]}
      />
      {view === 'codes' ? <CodesList partner={partner} /> : <AssignedList />}
    </>
  );
}
