import { CAMPAIGN_STATUS_LABEL, type EmailCampaign, type EmailCampaignStatus } from '@/entities/nurturing';
import { Badge, type BadgeTone } from '@/shared/ui/badge';
import * as styles from './nurturing-page.css';
import { formatCount } from '@/shared/lib/number-format';

const STATUS_TONE: Record<EmailCampaignStatus, BadgeTone> = { draft: 'neutral', scheduled: 'info', sending: 'warning', sent: 'success', failed: 'danger' };

export function CampaignStatus({ status }: { status: EmailCampaignStatus }) {
  return <Badge tone={STATUS_TONE[status]}>{CAMPAIGN_STATUS_LABEL[status]}</Badge>;
}

/** Messages that reached an end: accepted, refused or skipped. */
const doneOf = (campaign: EmailCampaign) => campaign.counts.sent + campaign.counts.failed + campaign.counts.skipped;

/** A started campaign's progress: a bar, and the queued / sent / delivered / failed counts in words. */
export function CampaignProgress({ campaign }: { campaign: EmailCampaign }) {
  if (campaign.status === 'draft') return <span className={styles.muted}>Not started</span>;
  const { queued, sent, delivered, failed, skipped } = campaign.counts;
  const total = Math.max(campaign.contacts_count, doneOf(campaign) + queued);
  return (
    <div className={styles.progress}>
      <progress className={styles.bar} max={Math.max(total, 1)} value={doneOf(campaign)} aria-label={`Progress of ${campaign.name}`} />
      <span>
        {formatCount(queued)} queued · {formatCount(sent)} sent · {formatCount(delivered)} delivered · {formatCount(failed)} failed
        {skipped > 0 ? ` · ${formatCount(skipped)} skipped` : ''}
      </span>
    </div>
  );
}
