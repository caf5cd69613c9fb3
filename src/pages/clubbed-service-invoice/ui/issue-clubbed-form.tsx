import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clubbedServiceInvoiceQueries, issueServiceClubbedInvoice, serviceInvoiceQueries, type ServiceInvoiceClubbed } from '@/entities/service-invoice';
import { fieldErrorOf, isApiFailure } from '@/shared/api';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { Notice } from '@/shared/ui/page';
import { TextField } from '@/shared/ui/text-field';
import * as styles from './clubbed-service-invoice-page.css';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

type Errors = { partner?: string; month?: string; form?: string };

/** The month now in India's time (YYYY-MM): what accounts most often bill early. */
const monthNow = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit' }).format(new Date()).slice(0, 7);

/**
 * "Issue clubbed invoice" (issueServiceClubbedInvoice) for accounts and operations managers: a partner's orders of a
 * month billed now. The contract's rules are checked before sending; the server's refusals show on their field.
 */
export default function IssueClubbedDialog({ open, onOpenChange, onIssued }: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onIssued: (clubbed: ServiceInvoiceClubbed, created: boolean) => void;
}) {
  const client = useQueryClient();
  const [partner, setPartner] = useState('');
  const [month, setMonth] = useState(monthNow);
  const [errors, setErrors] = useState<Errors>({});
  const issue = useMutation({
    mutationFn: (body: { partner_user_id: number; month: string }) => issueServiceClubbedInvoice(body),
    onSuccess: ({ clubbed, created }) => {
      void client.invalidateQueries({ queryKey: clubbedServiceInvoiceQueries.all() });
      void client.invalidateQueries({ queryKey: serviceInvoiceQueries.all() });
      onIssued(clubbed, created);
    },
    onError: (error) => {
      if (!isApiFailure(error)) return setErrors({ form: 'The invoice could not be issued. Try again.' });
      const onPartner = fieldErrorOf(error, 'partner_user_id');
      const onMonth = fieldErrorOf(error, 'month');
      if (onPartner || onMonth) return setErrors({ partner: onPartner && `The partner ${onPartner}.`, month: onMonth && `The month ${onMonth}.` });
      setErrors({ form: error.status === 422 ? `It cannot be issued yet: ${error.message}.` : 'The invoice could not be issued. Try again.' });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const id = /^\d{1,10}$/.test(partner.trim()) ? Number(partner.trim()) : 0;
    const found: Errors = {};
    if (id < 1 || id > 2147483647) found.partner = "Enter the partner's user ID (a whole number).";
    if (!MONTH.test(month.trim())) found.month = 'Enter the month as YYYY-MM, e.g. 2026-11.';
    setErrors(found);
    if (found.partner || found.month) return;
    issue.mutate({ partner_user_id: id, month: month.trim() });
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Issue clubbed invoice" description="Bill the orders an agent or franchise paid for in a month as one GST invoice.">
      <form onSubmit={submit} noValidate aria-label="Issue clubbed invoice">
        {errors.form ? <Notice tone="danger">{errors.form}</Notice> : null}
        <TextField label="Partner user ID" inputMode="numeric" value={partner} error={errors.partner} hint="The agent or franchise billed" onChange={(e) => setPartner(e.target.value)} />
        <TextField label="Month" value={month} error={errors.month} hint="YYYY-MM, in India’s time" onChange={(e) => setMonth(e.target.value)} />
        <div className={styles.actions}>
          <Button type="submit" busy={issue.isPending}>
            Issue
          </Button>
          <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
