import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { leadQueries, type Lead } from '@/entities/lead';
import { Button, buttonClassName } from '@/shared/ui/button';
import { Spinner } from '@/shared/ui/loading-overlay';
import { PageHeading } from '@/shared/ui/page';
import { ExportLeadsButton } from '@/features/export-leads';
import { ImportLeadsDialog } from '@/features/import-leads';
import { AssignmentRulesButton } from '@/features/lead-assignment-rules';
import { ListSearch, ListToolbar, PagedList, useListQuery, type PagedListTexts } from '@/widgets/paged-list';
import { LEAD_LIST_PARAMS, nextOrder, orderOf, toLeadListQuery } from '../model/lead-list-query';
import { MainFilters } from './lead-filters';
import { OutcomeNotice, type Outcome } from './outcome-notice';
import { StageCounts } from './stage-counts';
import * as styles from './leads-page.css';

// The rows (with the date formatting) are fetched as soon as the page's code runs, beside the list's call: the
// heading, counts, filters and the skeleton paint without waiting for them. The bulk actions load with a selection.
const loadTable = () => import('./lead-table');
void loadTable();
const LeadTable = lazy(() => loadTable().then((m) => ({ default: m.LeadTable })));
const BulkActions = lazy(() => import('./bulk-actions').then((m) => ({ default: m.BulkActions })));
// The filters in the "More filters" disclosure likewise (closed at first unless one of them is set).
const loadMoreFilters = () => import('./more-filters');
void loadMoreFilters();
const MoreFilters = lazy(() => loadMoreFilters().then((m) => ({ default: m.MoreFilters })));

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


/**
 * /my_leads: the leads the caller reaches, newest first, with the counts per stage on top. The search, every filter,
 * the order and the page live in the address; rows can be selected to assign them, mark them read, enrol them in a
 * nurturing sequence or send them a WhatsApp template at once.
 */
export function LeadsPage({ title }: { title: string }) {
  const leads = useListQuery({ params: LEAD_LIST_PARAMS, query: (state) => leadQueries.list(toLeadListQuery(state)) });
  const { state, set } = leads;
  const [selection, setSelection] = useState<ReadonlyMap<number, Lead>>(new Map());
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [importing, setImporting] = useState(false);
  // The marks are measured at the time the rows came (they are about hours, not seconds).
  const now = leads.query.dataUpdatedAt;

  // The selection is of the rows on screen: another page, search or filter starts with none.
  const listKey = leads.params.toString();
  const [selectionKey, setSelectionKey] = useState(listKey);
  if (selectionKey !== listKey) {
    setSelectionKey(listKey);
    setSelection(new Map());
  }
  const clear = () => setSelection(new Map());
  const select = (rows: Lead[], on: boolean) =>
    setSelection((current) => {
      const next = new Map(current);
      for (const lead of rows) {
        if (on) next.set(lead.lead_id, lead);
        else next.delete(lead.lead_id);
      }
      return next;
    });

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
          <AssignmentRulesButton />
        </div>
      </div>
      <StageCounts stageId={state.stage} onStage={(stage) => set({ stage, sub_stage: null })} />
      <ListToolbar list={leads}>
        <ListSearch list={leads} label="Search leads" hint="Name, email or mobile" />
        <MainFilters state={state} set={set} />
      </ListToolbar>
      <Suspense fallback={null}>
        <MoreFilters state={state} set={set} />
      </Suspense>
      {outcome ? <OutcomeNotice outcome={outcome} onDismiss={() => setOutcome(null)} /> : null}
      {selection.size > 0 ? (
        <Suspense fallback={<Spinner label="Loading the actions" />}>
          <BulkActions
            leads={[...selection.values()]}
            onClear={clear}
            onOutcome={(next, clearSelection) => {
              setOutcome(next);
              if (clearSelection) clear();
            }}
          />
        </Suspense>
      ) : null}
      <PagedList list={leads} texts={TEXTS} lazyLabel="Loading your leads">
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
      {importing ? <ImportLeadsDialog open onOpenChange={setImporting} /> : null}
    </>
  );
}
