import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { isCampaignActive, nurturingQueries, type CampaignStats as Stats } from '@/entities/nurturing';
import { Button } from '@/shared/ui/button';
import { QueryState } from '@/shared/ui/panel';
import { ChartPanel, type ChartSpec } from '@/widgets/lead-charts';
import { PROGRESS_POLL_MS } from '../model/nurturing-params';
import { CampaignStatus } from './campaign-progress';
import { FigureList } from './figures';
import * as styles from './nurturing-page.css';
import { formatCount } from '@/shared/lib/number-format';

const percent = (rate: number) => `${Math.round(rate * 1000) / 10}%`;

/** The counts as bars: how far the mails got. */
function specOf(stats: Stats): ChartSpec | null {
  const { sent, delivered, opened, clicked, bounced, unsubscribed, failed } = stats.counts;
  if (stats.recipients === 0) return null;
  return {
    kind: 'bar',
    labels: ['Sent', 'Delivered', 'Opened', 'Clicked', 'Bounced', 'Unsubscribed', 'Failed'],
    series: [{ label: 'Recipients', data: [sent, delivered, opened, clicked, bounced, unsubscribed, failed] }],
  };
}

function Figures({ stats }: { stats: Stats }) {
  const { counts, rates } = stats;
  const items: [string, string][] = [
    ['Recipients', formatCount(stats.recipients)],
    ['Queued', formatCount(counts.queued)],
    ['Sent', formatCount(counts.sent)],
    ['Delivered', `${formatCount(counts.delivered)} (${percent(rates.delivery_rate)} of sent)`],
    ['Opened', `${formatCount(counts.opened)} (${percent(rates.open_rate)})`],
    ['Clicked', `${formatCount(counts.clicked)} (${percent(rates.click_rate)})`],
    ['Bounced', formatCount(counts.bounced)],
    ['Unsubscribed', formatCount(counts.unsubscribed)],
    ['Failed', formatCount(counts.failed)],
  ];
  return <FigureList label={`Figures of ${stats.name}`} items={items} />;
}

/** One campaign's statistics: its figures (rates over delivered) and a bar chart of them; read again while it sends. */
export function CampaignStats({ campaignId, onClose }: { campaignId: number; onClose: () => void }) {
  const stats = useQuery({
    ...nurturingQueries.campaignStats(campaignId),
    refetchInterval: (query) => (query.state.data && isCampaignActive(query.state.data.status) ? PROGRESS_POLL_MS : false),
  });
  const data = stats.data;
  const spec = data ? specOf(data) : null;
  // Opened from a row below: the heading takes the focus, so keyboard and screen-reader users land on what opened.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [campaignId]);
  return (
    <section className={styles.section} aria-labelledby="campaign-stats-heading">
      <div className={styles.top}>
        <h2 id="campaign-stats-heading" ref={heading} tabIndex={-1}>{data ? `Statistics of “${data.name}”` : 'Campaign statistics'}</h2>
        <Button variant="ghost" size="sm" onClick={onClose}>
          Close the statistics
        </Button>
      </div>
      <QueryState query={stats} what="the statistics" isEmpty={() => false} empty="">
        {(loaded) => (
          <>
            <p>
              <CampaignStatus status={loaded.status} /> Rates are over delivered mails.
            </p>
            <Figures stats={loaded} />
          </>
        )}
      </QueryState>
      {data ? (
        <ChartPanel
          title="How far the mails got"
          query={stats}
          spec={spec}
          summary={data ? `${data.counts.sent} sent, ${data.counts.delivered} delivered, ${data.counts.opened} opened, ${data.counts.clicked} clicked, ${data.counts.failed} failed.` : ''}
          empty="No recipients to chart."
          wide
        />
      ) : null}
    </section>
  );
}
