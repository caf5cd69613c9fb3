import dayjs from 'dayjs';
import { useQuery } from '@tanstack/react-query';
import { nurturingQueries, type EmailLog, type EmailLogEvent } from '@/entities/nurturing';
import { toListQuery } from '@/shared/lib/url-query';
import { SelectField } from '@/shared/ui/select-field';
import { type TableColumn } from '@/shared/ui/table';
import { useListQuery } from '@/widgets/paged-list';
import { EMAIL_LOG_PARAMS, NURTURING_PAGE_SIZE } from '../model/nurturing-params';
import { TabTable, type TabTexts } from './tab-table';
import * as styles from './nurturing-page.css';

const EVENT_LABEL: Record<EmailLogEvent, string> = {
  queued: 'Queued',
  sent: 'Sent',
  delivered: 'Delivered',
  opened: 'Opened',
  clicked: 'Clicked',
  soft_bounced: 'Soft bounce',
  hard_bounced: 'Hard bounce',
  unsubscribed: 'Unsubscribed',
  spam: 'Marked as spam',
  blocked: 'Blocked (unsubscribed after the start)',
  failed: 'Failed',
};

const when = (iso: string) => dayjs(iso).format('D MMM YYYY, HH:mm');

const COLUMNS: TableColumn<EmailLog>[] = [
  { key: 'email', header: 'Recipient', cell: (log) => <span className={styles.name}>{log.email}</span> },
  { key: 'subject', header: 'Subject', cell: (log) => <span className={styles.sub}>{log.subject}</span> },
  { key: 'event', header: 'Latest event', cell: (log) => EVENT_LABEL[log.event] },
  { key: 'trail', header: 'Trail', cell: (log) => <span className={styles.sub}>{log.events.map((e) => EVENT_LABEL[e.event]).join(' → ')}</span> },
  { key: 'at', header: 'When', cell: (log) => when(log.last_event_at) },
];

const TEXTS: TabTexts = {
  caption: 'Email log',
  noun: ['mail', 'mails'],
  empty: { title: 'No mails yet', body: 'Each mail a campaign sends shows here with what happened to it.' },
  noMatch: { title: 'No mails of this campaign', body: 'Choose another campaign, or all of them.', clearLabel: 'Show all campaigns' },
};

/** Campaigns to filter by: the caller's latest 100. */
const CAMPAIGN_CHOICES = { page: 1, page_size: 100 };

/** The Email log tab: one row per mail, newest first, with its latest event and trail; filtered by campaign. */
export function EmailLogTab() {
  const logs = useListQuery({
    params: EMAIL_LOG_PARAMS,
    query: ({ campaign, ...state }) => nurturingQueries.emailLogs({ ...toListQuery(state, NURTURING_PAGE_SIZE), campaign_id: campaign }),
  });
  const campaigns = useQuery(nurturingQueries.campaigns(CAMPAIGN_CHOICES));
  return (
    <>
      <h2 className={styles.top}>Email log</h2>
      <div className={styles.filters}>
        <SelectField
          label="Campaign"
          emptyOption="All campaigns"
          options={(campaigns.data?.items ?? []).map((c) => ({ value: String(c.campaign_id), label: c.name }))}
          value={logs.state.campaign ? String(logs.state.campaign) : ''}
          onChange={(event) => logs.set({ campaign: event.target.value ? Number(event.target.value) : null })}
        />
      </div>
      <TabTable list={logs} texts={TEXTS} columns={COLUMNS} rowKey={(log) => log.log_id} />
    </>
  );
}
