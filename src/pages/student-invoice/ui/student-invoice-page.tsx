import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { commissionQueries, TermStatusBadge, todayIso, type CommissionTerm } from '@/entities/commission';
import { partnerInvoiceQueries, PartnerInvoiceStatusBadge, type PartnerInvoice } from '@/entities/partner-invoice';
import { useSession } from '@/entities/session';
import { studentQueries } from '@/entities/student';
import { ClaimTermButton } from '@/features/claim-commission';
import { formatDate } from '@/shared/lib/calendar-date';
import { formatMinor } from '@/shared/lib/money';
import { Notice, PageHeading } from '@/shared/ui/page';
import { Panel, PanelGrid, QueryState } from '@/shared/ui/panel';
import { ErrorState } from '@/shared/ui/state';
import { Table, type TableColumn } from '@/shared/ui/table';
import * as styles from './student-invoice-page.css';

const idOf = (raw: string | undefined) => (raw && /^\d{1,10}$/.test(raw) && Number(raw) <= 2147483647 ? Number(raw) : 0);

/** A partner invoice's name: its number once raised, its draft id before. */
const invoiceName = (invoice: Pick<PartnerInvoice, 'inv_id' | 'invoice_no'>) => invoice.invoice_no ?? `Draft #${invoice.inv_id}`;

/** Claims that still hold their term (a rejected or cancelled one frees it for a new claim). */
const HOLDS_TERM = new Set<PartnerInvoice['status']>(['draft', 'raised', 'under_review', 'approved', 'paid']);

/**
 * Whether the caller may claim this term now, as the server decides it (createPartnerInvoice): its own student's
 * term, past its census date, neither withdrawn nor paid out, and no claim holding it. The server has the last word.
 */
function claimable(term: CommissionTerm, me: number | undefined, claims: readonly PartnerInvoice[], today: string): boolean {
  if (me === undefined || term.partner?.user_id !== me) return false;
  if (term.status === 'withdrawn' || term.status === 'paid_out' || term.census_date > today) return false;
  return !claims.some((c) => c.sa_mapper_id === term.sa_mapper_id && c.term === term.term && HOLDS_TERM.has(c.status));
}

const termName = (t: CommissionTerm) => `term ${t.term} at ${t.university.name}`;

const INVOICE_COLUMNS: TableColumn<PartnerInvoice>[] = [
  { key: 'no', header: 'Invoice', cell: (i) => <Link to={`/manual-invoice/${i.inv_id}`}>{invoiceName(i)}</Link> },
  { key: 'term', header: 'Term', cell: (i) => `${i.university.name} · term ${i.term}` },
  { key: 'amount', header: 'Amount', cell: (i) => formatMinor(i.amount_minor, i.currency) },
  { key: 'status', header: 'Status', cell: (i) => <PartnerInvoiceStatusBadge status={i.status} /> },
  { key: 'by', header: 'Raised by', cell: (i) => i.raised_by.name },
];

/**
 * /invoice/{student_user_id}: one student's commission — every accrued term of the student's applications
 * (listStudentCommissionTerms) with the partner's share, the invoice still open (getFranchiseActiveInvoice) and the
 * partner invoices about the student (listPartnerInvoices). The student's own agent or franchise claims its share of
 * a term here ("Claim your share" makes the draft, whose page raises it). Our design: the spec names the route only.
 */
export function StudentInvoicePage({ title }: { title: string }) {
  const studentId = idOf(useParams().student_user_id);
  const me = useSession().user?.user_id;
  const [refusal, setRefusal] = useState<string | null>(null);
  const student = useQuery({ ...studentQueries.details(studentId), enabled: studentId > 0 });
  const terms = useQuery({ ...commissionQueries.studentTerms(studentId), enabled: studentId > 0 });
  const claims = useQuery({ ...partnerInvoiceQueries.ofStudent(studentId), enabled: studentId > 0 });
  const open = useQuery({ ...partnerInvoiceQueries.openFor(studentId), enabled: studentId > 0 });

  if (studentId === 0) {
    return (
      <>
        <PageHeading title={title} />
        <ErrorState headingLevel={2} title="This address names no student" action={<Link to="/student_list">Back to the students</Link>} />
      </>
    );
  }
  const name = student.data ? `${student.data.first_name} ${student.data.last_name}`.trim() : null;
  const today = todayIso();
  const claimList = claims.data?.items ?? [];
  const termColumns: TableColumn<CommissionTerm>[] = [
    { key: 'where', header: 'University and course', cell: (t) => `${t.university.name} · ${t.course.name}` },
    { key: 'term', header: 'Term', cell: (t) => t.term },
    { key: 'census', header: 'Census date', cell: (t) => formatDate(t.census_date) },
    { key: 'expected', header: 'Commission', cell: (t) => formatMinor(t.expected_minor, t.currency) },
    { key: 'share', header: 'Partner share', cell: (t) => (t.partner_share ? formatMinor(t.partner_share.gross_minor, t.currency) : '—') },
    { key: 'status', header: 'Status', cell: (t) => <TermStatusBadge status={t.status} /> },
    {
      key: 'claim',
      header: 'Claim',
      cell: (t) =>
        claimable(t, me, claimList, today) ? (
          <ClaimTermButton term={t} label={termName(t)} onRefused={setRefusal} />
        ) : t.census_date > today ? (
          `From ${formatDate(t.census_date)}`
        ) : (
          '—'
        ),
    },
  ];

  return (
    <>
      <div className={styles.top}>
        <PageHeading title={name ? `${title}: ${name}` : title} lead="The commission on this student’s enrolments, term by term, and the invoices raised for it." />
        <nav aria-label="This student’s documents" className={styles.links}>
          <Link to={`/student_details/${studentId}`}>Student details</Link>
          <Link to={`/termwise-invoice/${studentId}`}>Term-wise invoices</Link>
          <Link to={`/student_list-print/${studentId}`}>Statement of account</Link>
        </nav>
      </div>
      {refusal ? <Notice tone="danger">{refusal}</Notice> : null}
      {open.data ? (
        <Notice tone="info">
          An invoice is open for this student: <Link to={`/manual-invoice/${open.data.inv_id}`}>{invoiceName(open.data)}</Link> (
          {formatMinor(open.data.amount_minor, open.data.currency)}).
        </Notice>
      ) : null}
      <PanelGrid>
        <Panel title="Commission terms" wide>
          <QueryState
            query={terms}
            what="the commission terms"
            headingLevel={3}
            isEmpty={(data) => data.items.length === 0}
            empty="No commission is accrued for this student yet: it is, once an application is enrolled and its university has a rate."
          >
            {(data) => <Table caption="Commission terms" columns={termColumns} rows={data.items} rowKey={(t) => `${t.sa_mapper_id}-${t.term}`} cards />}
          </QueryState>
        </Panel>
        <Panel title="Invoices raised" wide>
          <QueryState query={claims} what="the invoices" headingLevel={3} isEmpty={(data) => data.items.length === 0} empty="No invoice has been raised for this student.">
            {(data) => <Table caption="Invoices raised" columns={INVOICE_COLUMNS} rows={data.items} rowKey={(i) => i.inv_id} cards />}
          </QueryState>
        </Panel>
      </PanelGrid>
    </>
  );
}
