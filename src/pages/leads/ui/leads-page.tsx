import { useState } from 'react';
import { Link } from 'react-router';
import { leadQueries, type Lead } from '@/entities/lead';
import { Button, buttonClassName } from '@/shared/ui/button';
import { Notice, PageHeading } from '@/shared/ui/page';
import { AssignLeadsControl } from '@/features/assign-leads';
import { ExportLeadsButton } from '@/features/export-leads';
import { ImportLeadsDialog } from '@/features/import-leads';
import { useMarkLeadsRead } from '@/features/mark-leads-read';
import { ListSearch, ListToolbar, PagedList, useListQuery, type PagedListTexts } from '@/widgets/paged-list';
import { LEAD_LIST_PARAMS, nextOrder, orderOf, toLeadListQuery } from '../model/lead-list-query';
import { LeadTable } from './lead-table';
import { MainFilters, MoreFilters } from './lead-filters';
import { StageCounts } from './stage-counts';
import * as styles from './leads-page.css';

const newLeadLink = (
  <Link to="/my_leads/lead_form" className={buttonClassName('primary')}>
    New lead
  </Link>
);

const TEXTS: PagedListTexts = {
  noun: ['lead', 'leads'],
  whose: 'your',
  skeleton: { rowHeight: '3.5rem' },
  empty: { title: 'No leads yet', icon: 'target', body: 'Enquiries you add, import or are assigned show here.', action: newLeadLink },
  noMatch: { title: 'No lead matches', body: 'Try another name, email or mobile number, or fewer filters.' },
};

type Outcome = { tone: 'success' | 'danger' | 'warning'; text: string };

const plural = (count: number, one: string, other: string) => `${count} ${count === 1 ? one : other}`;

/**
 * /my_leads: the leads the caller reaches, newest first, with the counts per stage on top. The search, every filter,
 * the order and the page live in the address; rows can be selected to assign them or mark them read at once.
 */
export function LeadsPage({ title }: { title: string }) {
  const leads = useListQuery({ params: LEAD_LIST_PARAMS, query: (state) => leadQueries.list(toLeadListQuery(state)) });
  const { state, set } = leads;
  const [selection, setSelection] = useState<ReadonlyMap<number, Lead>>(new Map());
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [importing, setImporting] = useState(false);
  const markRead = useMarkLeadsRead();
  // The marks are measured at the time the rows came (they are about hours, not seconds).
  const now = leads.query.dataUpdatedAt;

  // The selection is of the rows on screen: another page, search or filter starts with none.
  const listKey = leads.params.toString();
  const [selectionKey, setSelectionKey] = useState(listKey);
  if (selectionKey !== listKey) {
    setSelectionKey(listKey);
    setSelection(new Map());
  }

  const selected = [...selection.values()];
  const select = (rows: Lead[], on: boolean) =>
    setSelection((current) => {
      const next = new Map(current);
      for (const lead of rows) {
        if (on) next.set(lead.lead_id, lead);
        else next.delete(lead.lead_id);
      }
      return next;
    });

  const handleMarkRead = () => {
    setOutcome(null);
    markRead.mutate(
      { leadIds: selected.map((lead) => lead.lead_id) },
      {
        onSuccess: (result) => {
          setOutcome({ tone: 'success', text: `${plural(result.lead_ids.length, 'lead', 'leads')} marked read.` });
          setSelection(new Map());
        },
        onError: () => setOutcome({ tone: 'danger', text: 'The leads could not be marked read just now. Try again in a moment.' }),
      },
    );
  };

  const handleAssigned = (count: number, assignee: string) => {
    setOutcome({ tone: 'success', text: `${plural(count, 'lead', 'leads')} assigned to ${assignee}.` });
    setSelection(new Map());
  };

  return (
    <>
      <div className={styles.top}>
        <PageHeading title={title} lead="Your enquiries, newest first. Call new leads within the hour; overdue ones are marked." />
        <div className={styles.topActions}>
          {newLeadLink}
          <Button variant="secondary" onClick={() => setImporting(true)}>
            Import CSV
          </Button>
          <ExportLeadsButton query={toLeadListQuery(state)} onFailed={(text) => setOutcome({ tone: 'danger', text })} />
        </div>
      </div>
      <StageCounts stageId={state.stage} onStage={(stage) => set({ stage, sub_stage: null })} />
      <ListToolbar list={leads}>
        <ListSearch list={leads} label="Search leads" hint="Name, email or mobile" />
        <MainFilters state={state} set={set} />
      </ListToolbar>
      <MoreFilters state={state} set={set} />
      {outcome ? <Notice tone={outcome.tone}>{outcome.text}</Notice> : null}
      {selected.length > 0 ? (
        <section className={styles.bulk} aria-label="Selected leads">
          <span className={styles.bulkCount}>{plural(selected.length, 'lead', 'leads')} selected</span>
          <AssignLeadsControl
            leadIds={selected.map((lead) => lead.lead_id)}
            onAssigned={(result, assignee) => handleAssigned(result.lead_ids.length, assignee)}
            onFailed={(text) => setOutcome({ tone: 'danger', text })}
          />
          <Button variant="secondary" onClick={handleMarkRead} busy={markRead.isPending}>
            Mark read
          </Button>
          <Button variant="ghost" onClick={() => setSelection(new Map())}>
            Clear selection
          </Button>
        </section>
      ) : null}
      <PagedList list={leads} texts={TEXTS}>
        {(items) => (
          <LeadTable
            leads={items}
            caption={leads.filtered ? 'Leads matching the filters' : 'Leads'}
            selected={new Set(selection.keys())}
            onSelect={(leadId, on) => {
              const lead = items.find((item) => item.lead_id === leadId);
              if (lead) select([lead], on);
            }}
            onSelectPage={(on) => select(items, on)}
            order={orderOf(state.sort)}
            onSort={(sort) => set({ sort: nextOrder(state.sort, sort) })}
            now={now}
          />
        )}
      </PagedList>
      {importing ? <ImportLeadsDialog onClose={() => setImporting(false)} /> : null}
    </>
  );
}
