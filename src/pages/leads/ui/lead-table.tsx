import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { leadContact, leadName, personName, shortDuration, speedToLead, type Lead, type LeadSort } from '@/entities/lead';
import { formatDateTime } from '@/shared/lib/date';
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

const SORT_LABEL: Record<LeadSort, string> = { first_name: 'name', created_at: 'created date', updated_at: 'last update', next_follow_up_at: 'next follow-up', score: 'score' };

function SortHeader({ label, sort, order, onSort }: { label: string; sort: LeadSort; order: LeadOrder; onSort: (sort: LeadSort) => void }) {
  const current = order.sort === sort;
  return (
    <th scope="col" className={styles.th} aria-sort={current ? (order.order === 'asc' ? 'ascending' : 'descending') : undefined}>
      <button type="button" className={styles.sortButton} onClick={() => onSort(sort)} aria-label={`Sort by ${SORT_LABEL[sort]}`}>
        {label}
        {current ? <span aria-hidden="true">{order.order === 'asc' ? ' ▲' : ' ▼'}</span> : null}
      </button>
    </th>
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

function Cell({ label, children }: { label?: string; children: ReactNode }) {
  return (
    <td className={styles.td} data-label={label}>
      {children}
    </td>
  );
}

/**
 * The leads of one page: a table on wider screens and a card per lead on a phone. Each row can be selected for the
 * bulk actions; the name, created, updated and next follow-up columns sort the list.
 */
export function LeadTable({ leads, caption, selected, onSelect, onSelectPage, order, onSort, now }: LeadTableProps) {
  const allSelected = leads.length > 0 && leads.every((lead) => selected.has(lead.lead_id));
  return (
    <div className={styles.wrapper}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.th}>
              <input
                type="checkbox"
                className={styles.checkbox}
                checked={allSelected}
                onChange={(event) => onSelectPage(event.target.checked)}
                aria-label="Select every lead on this page"
              />
            </th>
            <SortHeader label="Lead" sort="first_name" order={order} onSort={onSort} />
            <th scope="col" className={styles.th}>Stage</th>
            <th scope="col" className={styles.th}>Source</th>
            <th scope="col" className={styles.th}>Assigned to</th>
            <SortHeader label="Score" sort="score" order={order} onSort={onSort} />
            <SortHeader label="Next follow-up" sort="next_follow_up_at" order={order} onSort={onSort} />
            <SortHeader label="Created" sort="created_at" order={order} onSort={onSort} />
            <SortHeader label="Updated" sort="updated_at" order={order} onSort={onSort} />
          </tr>
        </thead>
        <tbody>
          {leads.map((lead) => {
            const name = leadName(lead);
            return (
              <tr key={lead.lead_id} className={lead.is_read ? undefined : styles.unreadRow} aria-label={name}>
                <Cell>
                  <input
                    type="checkbox"
                    className={styles.checkbox}
                    checked={selected.has(lead.lead_id)}
                    onChange={(event) => onSelect(lead.lead_id, event.target.checked)}
                    aria-label={`Select ${name}`}
                  />
                </Cell>
                <Cell label="Lead">
                  {lead.is_read ? null : <span className={styles.unreadDot} role="img" aria-label="Unread" />}
                  <Link to={`/my_leads/${lead.lead_id}`} className={styles.name}>
                    {name}
                  </Link>
                  <span className={styles.muted}>{leadContact(lead)}</span>
                  <SpeedMark lead={lead} now={now} />
                </Cell>
                <Cell label="Stage">
                  {lead.stage_name}
                  {lead.sub_stage_name ? <span className={styles.muted}>{lead.sub_stage_name}</span> : null}
                </Cell>
                <Cell label="Source">{[lead.source_name, lead.medium_name, lead.campaign_name].filter(Boolean).join(' · ') || '—'}</Cell>
                <Cell label="Assigned to">{lead.assigned_to ? personName(lead.assigned_to) : `${personName(lead.owner)} (owner)`}</Cell>
                <Cell label="Score">
                  <span title={lead.score_reason}>{lead.score > 0 ? `+${lead.score}` : lead.score}</span>
                  {lead.re_enquiry_count > 0 ? <span className={styles.muted}>{lead.re_enquiry_count === 1 ? '1 re-enquiry' : `${lead.re_enquiry_count} re-enquiries`}</span> : null}
                </Cell>
                <Cell label="Next follow-up">{lead.next_follow_up_at ? formatDateTime(lead.next_follow_up_at) : '—'}</Cell>
                <Cell label="Created">{formatDateTime(lead.created_at)}</Cell>
                <Cell label="Updated">{formatDateTime(lead.updated_at)}</Cell>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
