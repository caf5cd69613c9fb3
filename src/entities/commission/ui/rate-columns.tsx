import { Link } from 'react-router';
import { rateText, yourRateText, type CommissionRate } from '../model/commission.types';
import { formatDate } from '@/shared/lib/calendar-date';
import { Table, type TableColumn } from '@/shared/ui/table';

/** "1 Apr 2026 – 31 Mar 2027", or "from 1 Apr 2026" while open-ended. */
export const validityText = (rate: Pick<CommissionRate, 'valid_from' | 'valid_to'>) =>
  rate.valid_to ? `${formatDate(rate.valid_from)} – ${formatDate(rate.valid_to)}` : `From ${formatDate(rate.valid_from)}`;

const university: TableColumn<CommissionRate> = {
  key: 'university',
  header: 'University',
  cell: (r) => <Link to={`/university-commissions/${r.university.university_id}`}>{r.university.name}</Link>,
};
const country: TableColumn<CommissionRate> = { key: 'country', header: 'Country', cell: (r) => r.university.country };
const level: TableColumn<CommissionRate> = { key: 'level', header: 'Course level', cell: (r) => r.course_level?.name ?? 'Every level' };
const rate: TableColumn<CommissionRate> = { key: 'rate', header: 'Rate', cell: (r) => rateText(r) };
const yours: TableColumn<CommissionRate> = { key: 'yours', header: 'Your part', cell: (r) => yourRateText(r) ?? '—' };
const valid: TableColumn<CommissionRate> = { key: 'valid', header: 'Valid', cell: (r) => validityText(r) };
const notes: TableColumn<CommissionRate> = { key: 'notes', header: 'Notes', cell: (r) => r.notes ?? '—' };

/** The list's columns: a partner also sees its own part of each rate (its plan's share). */
export const listColumns = (partner: boolean): TableColumn<CommissionRate>[] =>
  partner ? [university, country, level, rate, yours, valid] : [university, country, level, rate, valid];

/** One university's history: level, rate, validity and notes, newest first within a level. */
export const historyColumns = (partner: boolean): TableColumn<CommissionRate>[] => (partner ? [level, rate, yours, valid, notes] : [level, rate, valid, notes]);

const TABLES = {
  list: { caption: 'Commission rates', columns: listColumns, label: (r: CommissionRate) => `${r.university.name}, ${r.course_level?.name ?? 'every level'}` },
  history: { caption: 'Rate history', columns: historyColumns, label: (r: CommissionRate) => `${r.course_level?.name ?? 'Every level'} from ${formatDate(r.valid_from)}` },
};

/** The rates as a table (cards on a phone): the list of every university's, or one university's history; each row named. */
export function RateTable({ kind, partner, rows }: { kind: keyof typeof TABLES; partner: boolean; rows: CommissionRate[] }) {
  const { caption, columns, label } = TABLES[kind];
  return <Table caption={caption} columns={columns(partner)} rows={rows} rowKey={(r) => r.commission_rate_id} cards rowProps={(r) => ({ 'aria-label': label(r) })} />;
}
