import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CHANNEL_LABEL, LEAD_ACTIVITY_PAGE_SIZE, leadQueries, OUTCOME_LABEL, personName, type FollowUp, type FollowUpSaveResult, type LeadHistoryEntry } from '@/entities/lead';
import { Button } from '@/shared/ui/button';
import { CompleteFollowUpForm } from '@/features/follow-up-lead';
import { formatDateTime } from '@/shared/lib/date';
import { Pager } from '@/shared/ui/pager';
import { hasNoItems, QueryState } from '@/shared/ui/panel';
import * as styles from './lead-details.css';

function stageMove(followUp: FollowUp): string | null {
  if (followUp.to_stage_name === null && followUp.to_sub_stage_name === null) return null;
  const from = [followUp.from_stage_name, followUp.from_sub_stage_name].filter(Boolean).join(' · ');
  const to = [followUp.to_stage_name ?? followUp.from_stage_name, followUp.to_sub_stage_name].filter(Boolean).join(' · ');
  return `Moved from ${from || 'no stage'} to ${to}`;
}

/** When a follow-up is or was: planned (due, or overdue), or done. */
function whenOf(followUp: FollowUp, now: number): { text: string; overdue: boolean } {
  if (followUp.completed_at === null && followUp.due_at !== null) {
    const overdue = Date.parse(followUp.due_at) < now;
    return { text: `${overdue ? 'Overdue since' : 'Planned for'} ${formatDateTime(followUp.due_at)}`, overdue };
  }
  return { text: `Done ${formatDateTime(followUp.completed_at ?? followUp.created_at)}`, overdue: false };
}

/** The lead's follow-ups, newest first, paged; a planned one can be completed with how it went. */
export function FollowUpList({ leadId, onCompleted }: { leadId: number; onCompleted: (result: FollowUpSaveResult) => void }) {
  const [page, setPage] = useState(1);
  const [completing, setCompleting] = useState<number | null>(null);
  const query = useQuery(leadQueries.followUps(leadId, page));
  const now = query.dataUpdatedAt;
  return (
    <QueryState query={query} what="the follow-ups" isEmpty={hasNoItems} empty="No follow-up yet: record the first call or message above.">
      {(data) => (
        <>
          <ol className={styles.timeline} aria-label="Follow-ups">
            {data.items.map((followUp) => {
              const move = stageMove(followUp);
              const when = whenOf(followUp, now);
              const planned = followUp.completed_at === null && followUp.due_at !== null;
              return (
                <li key={followUp.follow_up_id} className={styles.entry} aria-label={`${CHANNEL_LABEL[followUp.channel]}: ${followUp.note}`}>
                  <span className={[styles.meta, when.overdue ? styles.overdue : ''].join(' ')}>
                    {CHANNEL_LABEL[followUp.channel]} · {when.text} · {personName(followUp.completed_by ?? followUp.created_by)}
                  </span>
                  {followUp.note}
                  {followUp.outcome ? (
                    <span className={styles.meta}>
                      {OUTCOME_LABEL[followUp.outcome]}
                      {followUp.outcome_note ? `: ${followUp.outcome_note}` : ''}
                    </span>
                  ) : null}
                  {move ? <span className={styles.meta}>{move}</span> : null}
                  {followUp.next_follow_up_at ? <span className={styles.meta}>Next follow-up {formatDateTime(followUp.next_follow_up_at)}</span> : null}
                  {planned && completing !== followUp.follow_up_id ? (
                    <Button size="sm" variant="secondary" onClick={() => setCompleting(followUp.follow_up_id)} aria-label={`Complete “${followUp.note}”`}>
                      Complete
                    </Button>
                  ) : null}
                  {completing === followUp.follow_up_id ? (
                    <CompleteFollowUpForm
                      planned={followUp}
                      onCancel={() => setCompleting(null)}
                      onDone={(result) => {
                        setCompleting(null);
                        onCompleted(result);
                      }}
                    />
                  ) : null}
                </li>
              );
            })}
          </ol>
          <Pager label="Pages of follow-ups" page={data.page} pageSize={LEAD_ACTIVITY_PAGE_SIZE} total={data.total} onPage={setPage} />
        </>
      )}
    </QueryState>
  );
}

const ACTION_LABEL: Record<LeadHistoryEntry['action'], string> = {
  created: 'Created',
  updated: 'Edited',
  stage_changed: 'Stage changed',
  assigned: 'Assigned',
  follow_up_added: 'Follow-up added',
  reminder_set: 'Reminder set',
  marked_read: 'Marked read',
  mail_sent: 'Mail sent',
  whatsapp_sent: 'WhatsApp sent',
  nurture_started: 'Nurturing started',
  imported: 'Imported',
  follow_up_completed: 'Follow-up completed',
  re_enquiry: 'Enquired again',
  converted: 'Converted to a student',
};

/** Who changed what and when, newest first, paged. */
export function HistoryList({ leadId }: { leadId: number }) {
  const [page, setPage] = useState(1);
  const query = useQuery(leadQueries.history(leadId, page));
  return (
    <QueryState query={query} what="the history" isEmpty={hasNoItems} empty="Nothing has changed yet.">
      {(data) => (
        <>
          <ol className={styles.timeline} aria-label="History">
            {data.items.map((entry) => (
              <li key={entry.history_id} className={styles.entry}>
                <span className={styles.meta}>
                  {formatDateTime(entry.created_at)} · {entry.changed_by ? personName(entry.changed_by) : 'Unipath'}
                </span>
                {ACTION_LABEL[entry.action] ?? entry.action}
                {entry.action === 're_enquiry' && entry.source_name ? ` (from ${entry.source_name})` : null}
                {entry.changes.map((change) => (
                  <span key={change.field} className={styles.meta}>
                    {change.field.replace(/_/g, ' ')}: {change.old_value ?? '—'} → {change.new_value ?? '—'}
                  </span>
                ))}
              </li>
            ))}
          </ol>
          <Pager label="Pages of history" page={data.page} pageSize={LEAD_ACTIVITY_PAGE_SIZE} total={data.total} onPage={setPage} />
        </>
      )}
    </QueryState>
  );
}

/** Who the lead was assigned to, by whom and when, oldest first. */
export function AssigneeTimeline({ leadId }: { leadId: number }) {
  const query = useQuery(leadQueries.timeline(leadId));
  return (
    <QueryState query={query} what="the assignments" isEmpty={(data) => data.length === 0} empty="Never assigned: the owner works it.">
      {(data) => (
        <ol className={styles.timeline} aria-label="Assignments">
          {data.map((entry) => (
            <li key={entry.assigned_at} className={styles.entry}>
              {entry.assignee ? personName(entry.assignee) : 'Back to the owner'}
              <span className={styles.meta}>
                {formatDateTime(entry.assigned_at)}
                {entry.ended_at ? ` to ${formatDateTime(entry.ended_at)}` : ' · current'} ·{' '}
                {entry.method === 'manual' ? `by ${entry.assigned_by ? personName(entry.assigned_by) : 'Unipath'}` : `by the assignment rule (${entry.method === 'area' ? 'by area' : 'round robin'})`}
              </span>
            </li>
          ))}
        </ol>
      )}
    </QueryState>
  );
}
