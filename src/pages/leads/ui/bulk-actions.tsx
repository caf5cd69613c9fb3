import { useRef, useState, type ReactNode } from 'react';
import { mayCall, sendBulkWhatsAppMessage as whatsappAccess, startBulkLeadNurture as nurtureAccess } from '@contract/access';
import type { Lead } from '@/entities/lead';
import { useSession } from '@/entities/session';
import { Button, buttonClassName } from '@/shared/ui/button';
import { AssignLeadsControl } from '@/features/assign-leads';
import { BulkNurtureDialog, nurtureReport } from '@/features/bulk-nurture-leads';
import { BulkWhatsAppDialog, broadcastQueued } from '@/features/bulk-whatsapp-leads';
import { useMarkLeadsRead } from '@/features/mark-leads-read';
import * as styles from './leads-page.css';

export type BulkOutcome = {
  tone: 'success' | 'danger';
  text: string;
  /** A way on from the outcome (the broadcasts tab after a WhatsApp broadcast). */
  link?: { to: string; label: string };
  /** A report that stays until the user dismisses it (it says more than a line). */
  lasting?: boolean;
};

export type BulkActionsProps = {
  /** The selected leads, in the order they were selected. */
  leads: readonly Lead[];
  /** What an action did (the page says it); `clear` when the selection is done with. */
  onOutcome: (outcome: BulkOutcome, clear: boolean) => void;
  onClear: () => void;
};

const plural = (count: number, one: string, other: string) => `${count} ${count === 1 ? one : other}`;

/** Opens a dialog from a button and gives the focus back to that button when the dialog closes (the dialog loads lazily). */
function useOpener() {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) requestAnimationFrame(() => opener.current?.focus());
  };
  return { open, opener, onOpenChange, show: () => setOpen(true) };
}

type DialogState = { open: boolean; onOpenChange: (next: boolean) => void };

/** A secondary button named `label` that opens the dialog `children` renders, which gives the focus back to it on closing. */
function OpenerButton({ label, children }: { label: string; children: (dialog: DialogState) => ReactNode }) {
  const { open, opener, onOpenChange, show } = useOpener();
  return (
    <>
      <button ref={opener} type="button" className={buttonClassName('secondary')} onClick={show}>
        {label}
      </button>
      {children({ open, onOpenChange })}
    </>
  );
}

/**
 * What can be done with the selected leads: assign them to a team member, mark them read, and — for the roles whose
 * x-access allows the calls (the generated access map) — enrol them in a nurturing sequence or send them a WhatsApp
 * template.
 */
export function BulkActions({ leads, onOutcome, onClear }: BulkActionsProps) {
  const role = useSession().user?.user_type;
  const leadIds = leads.map((lead) => lead.lead_id);
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
      {mayCall(nurtureAccess, role) ? (
        <OpenerButton label="Start nurturing">
          {(dialog) => (
            <BulkNurtureDialog {...dialog} leadIds={leadIds} onEnrolled={(result, serviceName) => onOutcome({ tone: 'success', text: nurtureReport(result, serviceName), lasting: true }, true)} />
          )}
        </OpenerButton>
      ) : null}
      {mayCall(whatsappAccess, role) ? (
        <OpenerButton label="Send WhatsApp">
          {(dialog) => (
            <BulkWhatsAppDialog
              {...dialog}
              leads={leads}
              onSent={(start) =>
                onOutcome({ tone: 'success', text: broadcastQueued(start), link: { to: '/nurturing?tab=broadcasts', label: 'See its progress in WhatsApp broadcasts' }, lasting: true }, true)
              }
            />
          )}
        </OpenerButton>
      ) : null}
      <Button variant="ghost" onClick={onClear}>
        Clear selection
      </Button>
    </section>
  );
}
