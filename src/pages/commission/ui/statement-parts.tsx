import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatBasisPoints, formatMinor } from '@/shared/lib/money';
import { formatDate } from '@/shared/lib/calendar-date';
import { TermStatusBadge, type CommissionStatement, type CommissionTerm, type CommissionTotals } from '@/entities/commission';
import { DetailList } from '@/shared/ui/detail-list';
import { Table, type TableColumn } from '@/shared/ui/table';
import * as styles from './commission-page.css';

const money = (minor: number, currency: string) => <span className={styles.amount}>{formatMinor(minor, currency)}</span>;

/** "TDS under section 194H: 2 % (PAN on file)" or "20 % (no PAN on file: section 206AA)". */
export const tdsLine = (statement: Pick<CommissionStatement, 'pan_on_file' | 'tds_rate_basis_points'>) =>
  `TDS under section 194H: ${formatBasisPoints(statement.tds_rate_basis_points)} ${statement.pan_on_file ? '(PAN on file)' : '(no PAN on file, so 20 % under section 206AA)'}`;

/** The statement's totals in one currency: the commission's flow and the partner's share with TDS. */
export function TotalsBlock({ totals }: { totals: CommissionTotals }) {
  const c = totals.currency;
  return (
    <section aria-label={`Totals in ${c}`} className={styles.section}>
      <h3 className={styles.sectionTitle}>Totals in {c}</h3>
      <DetailList
        items={[
          { term: 'Expected', value: money(totals.expected_minor, c) },
          { term: 'Invoiced', value: money(totals.invoiced_minor, c) },
          { term: 'Received', value: money(totals.received_minor, c) },
          { term: 'Outstanding', value: money(totals.outstanding_minor, c) },
          { term: 'Partner share (gross)', value: money(totals.gross_minor, c) },
          { term: 'TDS', value: money(totals.tds_minor, c) },
          { term: 'Net to the partner', value: money(totals.net_minor, c) },
          { term: 'Paid out (net)', value: money(totals.paid_net_minor, c) },
        ]}
      />
    </section>
  );
}

const share = (t: CommissionTerm, pick: (s: NonNullable<CommissionTerm['partner_share']>) => ReactNode) => (t.partner_share ? pick(t.partner_share) : '—');

/** The statement's terms as a table (cards below 1024 px); `actions` renders a term's buttons for those who may act. */
export function TermsTable({ lines, actions }: { lines: CommissionTerm[]; actions?: (term: CommissionTerm) => ReactNode }) {
  const columns: TableColumn<CommissionTerm>[] = [
    { key: 'student', header: 'Student', cell: (t) => `${t.student.name} · term ${t.term}` },
    { key: 'university', header: 'University', cell: (t) => <Link to={`/university-commissions/${t.university.university_id}`}>{t.university.name}</Link> },
    { key: 'census', header: 'Census date', cell: (t) => formatDate(t.census_date) },
    { key: 'status', header: 'Status', cell: (t) => <TermStatusBadge status={t.status} /> },
    { key: 'expected', header: 'Expected', cell: (t) => money(t.expected_minor, t.currency) },
    { key: 'invoiced', header: 'Invoiced', cell: (t) => (t.invoice_no ? <>{money(t.invoiced_minor, t.currency)} <span className={styles.muted}>{t.invoice_no}</span></> : money(t.invoiced_minor, t.currency)) },
    { key: 'received', header: 'Received', cell: (t) => money(t.received_minor, t.currency) },
    { key: 'share', header: 'Partner share', cell: (t) => share(t, (s) => <>{money(s.gross_minor, t.currency)} <span className={styles.muted}>({formatBasisPoints(s.share_basis_points)})</span></>) },
    { key: 'tds', header: 'TDS', cell: (t) => share(t, (s) => <>{money(s.tds_minor, t.currency)} <span className={styles.muted}>({formatBasisPoints(s.tds_rate_basis_points)})</span></>) },
    { key: 'net', header: 'Net', cell: (t) => share(t, (s) => money(s.net_minor, t.currency)) },
    { key: 'paid', header: 'Paid out', cell: (t) => share(t, (s) => (s.paid_on ? `${formatDate(s.paid_on)} · ${s.reference ?? ''}` : 'Not yet')) },
  ];
  if (actions) columns.push({ key: 'actions', header: 'Actions', cell: actions });
  return (
    <Table
      caption="Commission by application term"
      columns={columns}
      rows={lines}
      rowKey={(t) => `${t.sa_mapper_id}-${t.term}`}
      cards
      rowProps={(t) => ({ 'aria-label': `${t.student.name}, term ${t.term}` })}
    />
  );
}
