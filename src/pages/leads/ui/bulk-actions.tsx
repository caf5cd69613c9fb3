import { Button } from '@/shared/ui/button';
import { AssignLeadsControl } from '@/features/assign-leads';
import { useMarkLeadsRead } from '@/features/mark-leads-read';
import * as styles from './leads-page.css';

export type BulkOutcome = { tone: 'success' | 'danger'; text: string };

export type BulkActionsProps = {
  leadIds: number[];
  /** What an action did (the page says it); `clear` when the selection is done with. */
  onOutcome: (outcome: BulkOutcome, clear: boolean) => void;
  onClear: () => void;
};

const plural = (count: number, one: string, other: string) => `${count} ${count === 1 ? one : other}`;

/** What can be done with the selected leads: assign them to a team member, or mark them read. */
export function BulkActions({ leadIds, onOutcome, onClear }: BulkActionsProps) {
  const markRead = useMarkLeadsRead();
  const handleMarkRead = () =>
    markRead.mutate(
      { leadIds },
      {
        onSuccess: (result) => onOutcome({ tone: 'success', text: `${plural(result.lead_ids.length, 'lead', 'leads')} marked read.` }, true),
        onError: () => onOutcome({ tone: 'danger', text: 'The leads could not be marked read just now. Try again in a moment.' }, false),
      },
    );
  return (
    <section className={styles.bulk} aria-label="Selected leads">
      <span className={styles.bulkCount}>{plural(leadIds.length, 'lead', 'leads')} selected</span>
      <AssignLeadsControl
        leadIds={leadIds}
        onAssigned={(result, assignee) => onOutcome({ tone: 'success', text: `${plural(result.lead_ids.length, 'lead', 'leads')} assigned to ${assignee}.` }, true)}
        onFailed={(text) => onOutcome({ tone: 'danger', text }, false)}
      />
      <Button variant="secondary" onClick={handleMarkRead} busy={markRead.isPending}>
        Mark read
      </Button>
      <Button variant="ghost" onClick={onClear}>
        Clear selection
      </Button>
    </section>
  );
}
