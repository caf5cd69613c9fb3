import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { listLeadMessageHistory, sendLeadMail, sendLeadWhatsAppMessage, type Role } from '@contract/access';
import { leadMessageStatusText, nurturingQueries, type LeadMessage } from '@/entities/nurturing';
import { useSession } from '@/entities/session';
import { mailOutcome, SendLeadMailDialog } from '@/features/send-lead-mail';
import { SendLeadWhatsAppDialog, whatsAppOutcome } from '@/features/send-lead-whatsapp';
import { formatDateTime } from '@/shared/lib/date';
import { Button } from '@/shared/ui/button';
import { Pager } from '@/shared/ui/pager';
import { hasNoItems, QueryState } from '@/shared/ui/panel';
import type { PageNotice } from './lead-details-view';
import * as styles from './lead-details.css';

export const LEAD_MESSAGES_PAGE_SIZE = 20;
/** While a message is on its way its status changes: the list is read again this often. */
const POLL_MS = 10_000;

const may = (roles: readonly Role[], role: Role | undefined) => role !== undefined && roles.includes(role);

/** What the caller may do here, from the generated access map (the contracts' x-access). */
export function leadMessagesAccess(role: Role | undefined) {
  return { read: may(listLeadMessageHistory.roles, role), mail: may(sendLeadMail.roles, role), whatsapp: may(sendLeadWhatsAppMessage.roles, role) };
}

/** The item's line: channel, direction and the subject, the template or (when neither) the text itself. */
function heading(message: LeadMessage): { title: string; ownText: boolean } {
  const channel = message.channel === 'email' ? 'Email' : 'WhatsApp';
  const way = message.direction === 'inbound' ? 'from the lead' : 'to the lead';
  const named = message.subject ?? message.template_name;
  const what = named ?? (message.text.length > 80 ? `${message.text.slice(0, 79)}…` : message.text);
  return { title: `${channel} ${way}: ${what || '(no text)'}`, ownText: named === null && message.text.length <= 80 };
}

function metaLine(message: LeadMessage): string {
  const status = leadMessageStatusText(message);
  const reason = message.failure_reason && (message.delivery_status === 'failed' || message.delivery_status === 'bounced') ? ` (${message.failure_reason})` : '';
  const parts = [`${status}${reason}`, formatDateTime(message.created_at)];
  if (message.template_name) parts.push(`template ${message.template_name}`);
  if (message.sent_by) parts.push(`by ${[message.sent_by.user_firstname, message.sent_by.user_lastname].filter(Boolean).join(' ')}`);
  return parts.join(' · ');
}

/**
 * The lead's messages, mail and WhatsApp, both ways, newest first and paged (as the call answers them), each with its
 * status (and why it failed or bounced), its template and when; "Send email" and "Send WhatsApp" for the roles that
 * may call them. The panel is shown only to the roles that may read the history.
 */
export function LeadMessages({ leadId, leadName, onNotice }: { leadId: number; leadName: string; onNotice: (notice: PageNotice) => void }) {
  const role = useSession().user?.user_type as Role | undefined;
  const can = leadMessagesAccess(role);
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<'mail' | 'whatsapp' | null>(null);
  const query = useQuery({
    ...nurturingQueries.leadMessages(leadId, page, LEAD_MESSAGES_PAGE_SIZE),
    refetchInterval: (q) => (q.state.data?.items.some((m) => m.direction === 'outbound' && m.delivery_status === 'queued') ? POLL_MS : false),
  });
  /** The props both send dialogs take: open as chosen, over this lead. */
  const dialogProps = (which: 'mail' | 'whatsapp') => ({ open: open === which, onOpenChange: (next: boolean) => setOpen(next ? which : null), leadId, leadName });
  /** A message went: the list starts again on its first page, where it stands, and the page says what became of it. */
  const sent = (notice: PageNotice) => {
    setPage(1);
    onNotice(notice);
  };
  return (
    <>
      {can.mail || can.whatsapp ? (
        <div className={styles.assign}>
          {can.mail ? (
            <Button variant="secondary" onClick={() => setOpen('mail')}>
              Send email
            </Button>
          ) : null}
          {can.whatsapp ? (
            <Button variant="secondary" onClick={() => setOpen('whatsapp')}>
              Send WhatsApp
            </Button>
          ) : null}
        </div>
      ) : null}
      <QueryState query={query} what="the messages" isEmpty={hasNoItems} empty="No messages yet">
        {(data) => (
          <>
            <ol className={styles.timeline} aria-label="Messages">
              {data.items.map((message) => {
                const { title, ownText } = heading(message);
                const failed = message.delivery_status === 'failed' || message.delivery_status === 'bounced';
                return (
                  <li key={`${message.channel}-${message.message_id}`} className={styles.entry} aria-label={title}>
                    <strong>{title}</strong>
                    <span className={[styles.meta, failed ? styles.overdue : ''].join(' ')}>{metaLine(message)}</span>
                    {message.text && !ownText ? <span className={styles.messageText}>{message.text}</span> : null}
                  </li>
                );
              })}
            </ol>
            <Pager page={page} pageSize={LEAD_MESSAGES_PAGE_SIZE} total={data.total} onPage={setPage} label="Pages of messages" />
          </>
        )}
      </QueryState>
      {can.mail ? <SendLeadMailDialog {...dialogProps('mail')} onSent={(result) => sent(mailOutcome(result))} /> : null}
      {can.whatsapp ? <SendLeadWhatsAppDialog {...dialogProps('whatsapp')} onSent={(result) => sent({ tone: 'success', text: whatsAppOutcome(result) })} /> : null}
    </>
  );
}
