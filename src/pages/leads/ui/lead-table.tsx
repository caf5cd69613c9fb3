import { Link } from 'react-router';
import { leadContact, leadName, personName, shortDuration, speedToLead, type Lead, type LeadSort } from '@/entities/lead';
import { formatDateTime } from '@/shared/lib/date';
import { Table, type TableColumn } from '@/shared/ui/table';
import { SelectBox } from '@/shared/ui/selection';
import * as styles from './leads-page.css';

export type LeadOrder = { sort: LeadSort; order: 'asc' | 'desc' };

export type LeadTableProps = {
  leads: Lead[];
  caption: string;
  selected: ReadonlySet<number>;
  onSelect: (leadId: number, selected: boolean) => void;
  onSelectPage: (selected: boolean) => void;
  order: LeadOrder;
  onSort: (sort: LeadSort) => void;
  /** The time the speed-to-lead marks are measured against. */
  now: number;
};

// Each name holds the column's visible word ('Lead', 'Updated'): axe's label-content-name-mismatch otherwise.
const SORT_LABEL: Record<LeadSort, string> = { first_name: 'lead name', created_at: 'created date', updated_at: 'date updated', next_follow_up_at: 'next follow-up', score: 'score' };

/** A sortable column's header: a button that sorts by it (the other way when it sorts by it already). */
function SortButton({ label, sort, order, onSort }: { label: string; sort: LeadSort; order: LeadOrder; onSort: (sort: LeadSort) => void }) {
  return (
    <button type="button" className={styles.sortButton} onClick={() => onSort(sort)} aria-label={`Sort by ${SORT_LABEL[sort]}`}>
      {label}
      {order.sort === sort ? <span aria-hidden="true">{order.order === 'asc' ? ' ▲' : ' ▼'}</span> : null}
    </button>
  );
}

/** The speed-to-lead mark: not contacted and overdue, contacted late, or not contacted yet (within the target). */
function SpeedMark({ lead, now }: { lead: Lead; now: number }) {
  const speed = speedToLead(lead, now);
  if (speed.state === 'overdue')
    return <span className={[styles.mark, styles.overdue].join(' ')}>Overdue · not contacted for {shortDuration(speed.waitingMs)}</span>;
  if (speed.state === 'late') return <span className={[styles.mark, styles.waiting].join(' ')}>Contacted late, after {shortDuration(speed.minutes * 60_000)}</span>;
  if (speed.state === 'waiting') return <span className={[styles.mark, styles.waiting].join(' ')}>Not contacted yet</span>;
  return null;
}

/**
 * The leads of one page: a table on wider screens and a card per lead on a phone or a tablet. Each row can be selected
 * for the bulk actions; the name, score, next follow-up, created and updated columns sort the list.
 */
export function LeadTable({ leads, caption, selected, onSelect, onSelectPage, order, onSort, now }: LeadTableProps) {
  const allSelected = leads.length > 0 && leads.every((lead) => selected.has(lead.lead_id));
  const sortable = (key: LeadSort, label: string): Pick<TableColumn<Lead>, 'key' | 'header' | 'label' | 'sorted'> => ({
    key,
    label,
    header: <SortButton label={label} sort={key} order={order} onSort={onSort} />,
    sorted: order.sort === key ? (order.order === 'asc' ? 'ascending' : 'descending') : undefined,
  });
  const columns: TableColumn<Lead>[] = [
    {
      key: 'select',
      header: <SelectBox checked={allSelected} onChange={onSelectPage} label="Select every lead on this page" />,
      cell: (lead) => <SelectBox checked={selected.has(lead.lead_id)} onChange={(checked) => onSelect(lead.lead_id, checked)} label={`Select ${leadName(lead)}`} />,
    },
    {
      ...sortable('first_name', 'Lead'),
      cell: (lead) => (
        <>
          {lead.is_read ? null : <span className={styles.unreadDot} role="img" aria-label="Unread" />}
          <Link to={`/my_leads/${lead.lead_id}`} className={styles.name}>
            {leadName(lead)}
          </Link>
          <span className={styles.muted}>{leadContact(lead)}</span>
          <SpeedMark lead={lead} now={now} />
        </>
      ),
    },
    {
      key: 'stage',
      header: 'Stage',
      cell: (lead) => (
        <>
          {lead.stage_name}
          {lead.sub_stage_name ? <span className={styles.muted}>{lead.sub_stage_name}</span> : null}
        </>
      ),
    },
    { key: 'source', header: 'Source', cell: (lead) => [lead.source_name, lead.medium_name, lead.campaign_name].filter(Boolean).join(' · ') || '—' },
    { key: 'assigned', header: 'Assigned to', cell: (lead) => (lead.assigned_to ? personName(lead.assigned_to) : `${personName(lead.owner)} (owner)`) },
    {
      ...sortable('score', 'Score'),
      cell: (lead) => (
        <>
          <span title={lead.score_reason}>{lead.score > 0 ? `+${lead.score}` : lead.score}</span>
          {lead.re_enquiry_count > 0 ? <span className={styles.muted}>{lead.re_enquiry_count === 1 ? '1 re-enquiry' : `${lead.re_enquiry_count} re-enquiries`}</span> : null}
        </>
      ),
    },
    { ...sortable('next_follow_up_at', 'Next follow-up'), cell: (lead) => (lead.next_follow_up_at ? formatDateTime(lead.next_follow_up_at) : '—') },
    { ...sortable('created_at', 'Created'), cell: (lead) => formatDateTime(lead.created_at) },
    { ...sortable('updated_at', 'Updated'), cell: (lead) => formatDateTime(lead.updated_at) },
  ];
  return (
    <Table
      caption={caption}
      columns={columns}
      rows={leads}
      rowKey={(lead) => lead.lead_id}
      rowProps={(lead) => ({ className: lead.is_read ? undefined : styles.unreadRow, 'aria-label': leadName(lead) })}
      cards
    />
  );
}
