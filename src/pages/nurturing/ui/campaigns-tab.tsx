import { lazy, Suspense, useState } from 'react';
import { creditsText, isCampaignActive, nurturingQueries, type EmailCampaign, type EmailCampaignStart } from '@/entities/nurturing';
import { toListQuery, useUrlState } from '@/shared/lib/url-query';
import { Button } from '@/shared/ui/button';
import { Spinner } from '@/shared/ui/loading-overlay';
import { type TableColumn } from '@/shared/ui/table';
import { CampaignFormDialog } from '@/features/create-email-campaign';
import { StartCampaignDialog } from '@/features/start-email-campaign';
import { useListQuery } from '@/widgets/paged-list';
import { CAMPAIGN_LIST_PARAMS, CAMPAIGN_STATS_PARAMS, NURTURING_PAGE_SIZE, PROGRESS_POLL_MS } from '../model/nurturing-params';
import { CampaignProgress, CampaignStatus } from './campaign-progress';
import { NamedCell, TabHead, TabTable, type TabTexts } from './tab-table';
import { formatCount } from '@/shared/lib/number-format';

// The statistics (and chart.js with them) load when a campaign's statistics are first opened.
const CampaignStats = lazy(() => import('./campaign-stats').then((m) => ({ default: m.CampaignStats })));

type CampaignPage = { items: EmailCampaign[] };

const CAMPAIGN_TEXTS: TabTexts = {
  caption: 'Email campaigns',
  noun: ['campaign', 'campaigns'],
  empty: { title: 'No campaigns yet', body: 'Make a contact list, import your contacts, then create a campaign: you see its cost before anything is sent.' },
};

/** While a campaign of the page sends (or waits for its time), its counts are read again. */
const pollWhileActive = (data: CampaignPage | undefined) => (data?.items.some((campaign) => isCampaignActive(campaign.status)) ? PROGRESS_POLL_MS : false);

/**
 * The Campaigns tab: the caller's campaigns, newest first, with their status and progress (polled while one sends),
 * "New campaign", the preview and start of a draft, and the statistics of a started one (`?stats=<id>`).
 */
export function CampaignsTab() {
  const campaigns = useListQuery({
    params: CAMPAIGN_LIST_PARAMS,
    query: (state) => ({ ...nurturingQueries.campaigns(toListQuery(state, NURTURING_PAGE_SIZE)), refetchInterval: (query: { state: { data?: CampaignPage } }) => pollWhileActive(query.state.data) }),
  });
  const stats = useUrlState(CAMPAIGN_STATS_PARAMS);
  const [creating, setCreating] = useState(false);
  const [starting, setStarting] = useState<EmailCampaign | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);

  const handleCreated = (campaign: EmailCampaign) => {
    setOutcome(`“${campaign.name}” was saved as a draft.`);
    setStarting(campaign);
  };
  const handleStarted = ({ campaign, charge }: EmailCampaignStart) =>
    setOutcome(
      `“${campaign.name}” ${campaign.status === 'scheduled' ? 'is scheduled' : 'is sending'} to ${formatCount(charge.contacts)} recipients: ${creditsText(charge.credits_debited)} held, your balance is now ${creditsText(charge.balance_after)}.`,
    );

  const columns: TableColumn<EmailCampaign>[] = [
    {
      key: 'campaign',
      header: 'Campaign',
      cell: (campaign) => <NamedCell name={campaign.name} sub={campaign.subject} />,
    },
    { key: 'status', header: 'Status', cell: (campaign) => <CampaignStatus status={campaign.status} /> },
    { key: 'progress', header: 'Progress', cell: (campaign) => <CampaignProgress campaign={campaign} /> },
    {
      key: 'credits',
      header: 'Credits',
      cell: (campaign) =>
        campaign.credits_debited === null
          ? `About ${creditsText(campaign.estimated_credits)}`
          : `${creditsText(campaign.credits_debited)}${isCampaignActive(campaign.status) ? ' held' : ''}`,
    },
    {
      key: 'actions',
      header: 'Actions',
      cell: (campaign) =>
        campaign.status === 'draft' ? (
          <Button size="sm" onClick={() => setStarting(campaign)} aria-label={`Preview and start ${campaign.name}`}>
            Preview and start
          </Button>
        ) : (
          <Button size="sm" variant="secondary" onClick={() => stats.set({ stats: campaign.campaign_id }, { keepPage: true })} aria-label={`Statistics of ${campaign.name}`}>
            Statistics
          </Button>
        ),
    },
  ];

  const create = <Button onClick={() => setCreating(true)}>New campaign</Button>;
  return (
    <>
      <TabHead title="Email campaigns" action={create} outcome={outcome} />
      {stats.state.stats ? (
        <Suspense fallback={<Spinner label="Loading the statistics" />}>
          <CampaignStats campaignId={stats.state.stats} onClose={() => stats.set({ stats: null }, { keepPage: true })} />
        </Suspense>
      ) : null}
      <TabTable list={campaigns} texts={CAMPAIGN_TEXTS} emptyAction={create} columns={columns} rowKey={(campaign) => campaign.campaign_id} rowName={(campaign) => campaign.name} />
      <CampaignFormDialog open={creating} onOpenChange={setCreating} onCreated={handleCreated} />
      {starting ? <StartCampaignDialog open onOpenChange={(open) => (open ? null : setStarting(null))} campaign={starting} onStarted={handleStarted} /> : null}
    </>
  );
}
