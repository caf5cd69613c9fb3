import dayjs from 'dayjs';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  BROADCAST_STATUS_LABEL,
  MESSAGE_STATUS_LABEL,
  TEMPLATE_CATEGORY_LABEL,
  creditsText,
  nurturingQueries,
  type BroadcastRecipient,
  type WhatsAppBroadcast,
  type WhatsAppBroadcastStatus,
  type WhatsAppMessageStatus,
} from '@/entities/nurturing';
import { toListQuery } from '@/shared/lib/url-query';
import { Badge, type BadgeTone } from '@/shared/ui/badge';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { Muted } from '@/shared/ui/page';
import { Pager } from '@/shared/ui/pager';
import { Table, type TableColumn } from '@/shared/ui/table';
import { useListQuery } from '@/widgets/paged-list';
import { BROADCAST_PARAMS, NURTURING_PAGE_SIZE, PROGRESS_POLL_MS } from '../model/nurturing-params';
import { ItemsState, NamedCell, StatusCell, TabHead, TabTable, type TabTexts } from './tab-table';
import * as styles from './nurturing-page.css';
import { formatCount } from '@/shared/lib/number-format';

const STATUS_TONE: Record<WhatsAppBroadcastStatus, BadgeTone> = { scheduled: 'info', sending: 'warning', completed: 'success', failed: 'danger' };
const MESSAGE_TONE: Record<WhatsAppMessageStatus, BadgeTone> = { queued: 'neutral', sent: 'info', delivered: 'success', read: 'success', failed: 'danger', received: 'info' };

const when = (iso: string) => dayjs(iso).format('D MMM YYYY, HH:mm');
const whole = (n: number) => formatCount(n);

/** When a broadcast goes or went: its time if scheduled, else when it started (or was made) and when it ended. */
function whenText(broadcast: WhatsAppBroadcast): string {
  if (broadcast.status === 'scheduled' && broadcast.scheduled_at) return `For ${when(broadcast.scheduled_at)}`;
  const started = `Started ${when(broadcast.started_at ?? broadcast.created_at)}`;
  return broadcast.completed_at ? `${started}, ended ${when(broadcast.completed_at)}` : started;
}

/** The messages of a broadcast in words: how many wait, went, arrived, were read, failed, were answered, were skipped. */
function countsText(broadcast: WhatsAppBroadcast): string {
  const { sent, delivered, read, failed, replied } = broadcast.counts;
  const parts = [`${whole(broadcast.queued)} queued`, `${whole(sent)} sent`, `${whole(delivered)} delivered`, `${whole(read)} read`, `${whole(failed)} failed`];
  if (replied > 0) parts.push(`${whole(replied)} replied`);
  if (broadcast.skipped > 0) parts.push(`${whole(broadcast.skipped)} skipped`);
  return parts.join(' · ');
}

/** The credits a broadcast held and, once it ended, gave back. */
function creditsOf(broadcast: WhatsAppBroadcast): string {
  const held = creditsText(broadcast.credits_debited);
  if (broadcast.status === 'scheduled' || broadcast.status === 'sending') return `${held} held`;
  return broadcast.credits_refunded > 0 ? `${held}, ${whole(Math.trunc(broadcast.credits_refunded))} given back` : held;
}

type BroadcastPage = { items: WhatsAppBroadcast[] };

const TEXTS: TabTexts = {
  caption: 'WhatsApp broadcasts',
  noun: ['WhatsApp broadcast', 'WhatsApp broadcasts'],
  empty: { title: 'No WhatsApp broadcasts yet', body: 'A broadcast sends an approved template to the leads you choose; each one shows here with how its messages fared.' },
};

/** While a broadcast of the page sends (or waits for its time), its counts are read again. */
const pollWhileActive = (data: BroadcastPage | undefined) => (data?.items.some((b) => b.status === 'scheduled' || b.status === 'sending') ? PROGRESS_POLL_MS : false);

const RECIPIENT_COLUMNS: TableColumn<BroadcastRecipient>[] = [
  {
    key: 'lead',
    header: 'Recipient',
    cell: (recipient) => <NamedCell name={recipient.lead_name} sub={recipient.whatsapp_number} />,
  },
  {
    key: 'status',
    header: 'Status',
    cell: (recipient) => <StatusCell tone={MESSAGE_TONE[recipient.status]} label={MESSAGE_STATUS_LABEL[recipient.status]} reason={recipient.failure_reason} />,
  },
  {
    key: 'times',
    header: 'Times',
    cell: (recipient) => {
      const steps: [string, string | null][] = [
        ['Sent', recipient.sent_at],
        ['Delivered', recipient.delivered_at],
        ['Read', recipient.read_at],
        ['Replied', recipient.replied_at],
      ];
      const done = steps.filter((step): step is [string, string] => step[1] !== null);
      return done.length === 0 ? <span className={styles.muted}>Not sent yet</span> : <span className={styles.sub}>{done.map(([label, at]) => `${label} ${when(at)}`).join(' · ')}</span>;
    },
  },
];

/** One broadcast's recipients, a page at a time, each with its message's status (a dialog: Escape closes it). */
function RecipientsDialog({ broadcast, onClose }: { broadcast: WhatsAppBroadcast; onClose: () => void }) {
  const [page, setPage] = useState(1);
  const recipients = useQuery(nurturingQueries.broadcastRecipients({ broadcast_id: broadcast.broadcast_id, page, page_size: NURTURING_PAGE_SIZE }));
  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())} title={`Recipients of ${broadcast.name}`} description={`${broadcast.template_name} · ${countsText(broadcast)}`}>
      <ItemsState query={recipients} what="the recipients" empty="No recipients: every lead was skipped.">
        {(data) => (
          <>
            <Table caption={`Recipients of ${broadcast.name}`} cards columns={RECIPIENT_COLUMNS} rows={data.items} rowKey={(recipient) => recipient.message_id} rowProps={(recipient) => ({ 'aria-label': recipient.lead_name })} />
            <Pager page={data.page} pageSize={data.page_size} total={data.total} onPage={setPage} label="Pages of recipients" />
          </>
        )}
      </ItemsState>
    </Dialog>
  );
}

/**
 * The WhatsApp broadcasts tab: the caller's broadcasts, newest first, with their template, category, time, status,
 * message counts (polled while one sends) and credits; a row's "Recipients" opens who it went to and how each fared.
 */
export function WhatsAppBroadcastsTab() {
  const broadcasts = useListQuery({
    params: BROADCAST_PARAMS,
    query: (state) => ({
      ...nurturingQueries.broadcasts(toListQuery(state, NURTURING_PAGE_SIZE)),
      refetchInterval: (query: { state: { data?: BroadcastPage } }) => pollWhileActive(query.state.data),
    }),
  });
  const [open, setOpen] = useState<WhatsAppBroadcast | null>(null);

  const columns: TableColumn<WhatsAppBroadcast>[] = [
    {
      key: 'name',
      header: 'Broadcast',
      cell: (broadcast) => <NamedCell name={broadcast.name} sub={`Template ${broadcast.template_name}`} />,
    },
    { key: 'category', header: 'Category', cell: (broadcast) => TEMPLATE_CATEGORY_LABEL[broadcast.category] },
    { key: 'when', header: 'When', cell: (broadcast) => whenText(broadcast) },
    { key: 'status', header: 'Status', cell: (broadcast) => <Badge tone={STATUS_TONE[broadcast.status]}>{BROADCAST_STATUS_LABEL[broadcast.status]}</Badge> },
    {
      key: 'messages',
      header: 'Messages',
      cell: (broadcast) => (
        <>
          <span>{`${whole(broadcast.recipients)} recipient${broadcast.recipients === 1 ? '' : 's'}`}</span>
          <span className={styles.sub}>{countsText(broadcast)}</span>
        </>
      ),
    },
    { key: 'credits', header: 'Credits', cell: (broadcast) => creditsOf(broadcast) },
    {
      key: 'actions',
      header: 'Actions',
      cell: (broadcast) => (
        <Button size="sm" variant="secondary" onClick={() => setOpen(broadcast)} aria-label={`Recipients of ${broadcast.name}`}>
          Recipients
        </Button>
      ),
    },
  ];

  return (
    <>
      <TabHead title="WhatsApp broadcasts" />
      <Muted>An approved template sent to many leads at once. Its credits are held at the start; a message is charged only when it is delivered, and the rest is given back when it ends.</Muted>
      <TabTable list={broadcasts} texts={TEXTS} columns={columns} rowKey={(broadcast) => broadcast.broadcast_id} rowName={(broadcast) => broadcast.name} />
      {open ? <RecipientsDialog key={open.broadcast_id} broadcast={open} onClose={() => setOpen(null)} /> : null}
    </>
  );
}
