import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getInvoice as taxInvoiceAccess, refundShopOrder as refundAccess } from '@contract/access';
import { useSession } from '@/entities/session';
import {
  downloadServiceInvoicePdf,
  issueServiceInvoice,
  refundShopOrder,
  SERVICE_INVOICE_STATUS_LABEL,
  SERVICE_INVOICE_STATUS_TONE,
  serviceInvoiceQueries,
  type ServiceInvoice,
} from '@/entities/service-invoice';
import { shopQueries, type ShopOrderDetails } from '@/entities/shop';
import { isApiFailure } from '@/shared/api';
import { formatMinor, parseMajor, toBodyMinor } from '@/shared/lib/money';
import { Badge } from '@/shared/ui/badge';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { FormActions } from '@/shared/ui/form-dialog';
import { Notice } from '@/shared/ui/page';
import { TextAreaField, TextField } from '@/shared/ui/text-field';
import * as styles from './shop-order-page.css';

const hasRole = (roles: readonly string[], role: string | undefined) => role !== undefined && roles.includes(role);

type Errors = { amount?: string; reason?: string; reference?: string; form?: string };

/** The refund form: an amount incl. GST (at most what is still refundable), the reason, and the provider's reference. */
function RefundForm({ order, invoice, onDone, onCancel }: { order: ShopOrderDetails; invoice: ServiceInvoice; onDone: (invoice: ServiceInvoice) => void; onCancel: () => void }) {
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [reference, setReference] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const refundable = invoice.total_minor - invoice.credited_minor;
  const send = useMutation({
    mutationFn: (body: { amount_minor: number; reason: string; reference: string }) => refundShopOrder(order.so_id, body),
    onSuccess: onDone,
    onError: (error) => {
      if (isApiFailure(error)) {
        const field = error.body?.errors?.[0]?.field;
        if (field === 'body/amount_minor') return setErrors({ amount: `${error.message}.` });
        if (field === 'body/reference') return setErrors({ reference: 'This reference was already used for a refund of another amount.' });
        if (error.status === 409 || error.status === 422) return setErrors({ form: `${error.message}.` });
        if (error.status === 403) return setErrors({ form: 'You may not refund orders.' });
      }
      setErrors({ form: 'The refund could not be recorded. Check your connection and try again.' });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const minor = parseMajor(amount);
    const next: Errors = {};
    if (minor === null || minor <= 0n) next.amount = 'Enter the amount refunded, e.g. 1500 or 1500.50.';
    else if (minor > BigInt(refundable)) next.amount = `At most ${formatMinor(refundable, invoice.currency)} can still be refunded.`;
    if (!reason.trim()) next.reason = 'Say why the money is given back: it is printed on the credit note.';
    if (!reference.trim()) next.reference = 'Enter the refund’s reference with the payment provider.';
    setErrors(next);
    if (Object.keys(next).length > 0 || minor === null) return;
    send.mutate({ amount_minor: toBodyMinor(minor), reason: reason.trim(), reference: reference.trim() });
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Refund">
      {errors.form ? <Notice tone="danger">{errors.form}</Notice> : null}
      <p>
        Still refundable: {formatMinor(refundable, invoice.currency)} incl. GST. A credit note is issued against {invoice.invoice_no} for the amount; when
        everything paid is refunded the order becomes refunded.
      </p>
      <TextField label={`Amount incl. GST (${invoice.currency})`} inputMode="decimal" value={amount} error={errors.amount} onChange={(e) => setAmount(e.target.value)} />
      <TextAreaField label="Reason" rows={2} maxLength={500} value={reason} error={errors.reason} onChange={(e) => setReason(e.target.value)} />
      <TextField label="Refund reference" hint="The provider’s refund id; sending it again does not refund twice." maxLength={100} value={reference} error={errors.reference} onChange={(e) => setReference(e.target.value)} />
      <FormActions submit="Refund" busyLabel="Refunding…" busy={send.isPending} onCancel={onCancel} />
    </form>
  );
}

/**
 * The order's GST service invoice on /shop_order_details: its number, status and PDF, its credit notes; for accounts
 * and operations managers, "Issue invoice" when it waits (no business profile when it was paid) and "Refund".
 */
export function OrderInvoice({ order }: { order: ShopOrderDetails }) {
  const { user } = useSession();
  const client = useQueryClient();
  const role = user?.user_type;
  const handler = hasRole(refundAccess.roles, role);
  const opensTaxInvoice = hasRole(taxInvoiceAccess.roles, role);
  const listed = useQuery(serviceInvoiceQueries.list({ soId: order.so_id }));
  const invId = listed.data?.items[0]?.inv_id ?? 0;
  const invoice = useQuery({ ...serviceInvoiceQueries.one(invId), enabled: invId > 0 });
  const [refunding, setRefunding] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const refresh = () => {
    void client.invalidateQueries({ queryKey: serviceInvoiceQueries.all() });
    void client.invalidateQueries({ queryKey: shopQueries.orders() });
  };
  const issue = useMutation({
    mutationFn: () => issueServiceInvoice(order.so_id),
    onSuccess: (issued) => {
      refresh();
      setOutcome({ tone: 'success', text: `Invoice ${issued.invoice_no} is issued.` });
    },
    onError: (error) =>
      setOutcome({ tone: 'danger', text: isApiFailure(error) && error.status === 422 ? `The invoice cannot be issued yet: ${error.message}.` : 'The invoice could not be issued. Try again.' }),
  });
  const download = async (doc: { inv_id: number; invoice_no: string }) => {
    try {
      await downloadServiceInvoicePdf(doc);
    } catch {
      setOutcome({ tone: 'danger', text: `The PDF of ${doc.invoice_no} could not be made. Try again.` });
    }
  };

  const current = invoice.data;
  const money = (minor: number) => <span className={styles.amount}>{formatMinor(minor, current?.currency ?? order.currency)}</span>;
  const final = order.status === 'cancelled' || order.status === 'refunded';
  let body;
  if (listed.isError || invoice.isError) body = <p>The invoice could not be loaded.</p>;
  else if (!listed.data || (invId > 0 && !current)) body = <p>Loading the invoice…</p>;
  else if (!current) {
    body = (
      <>
        <p>
          {order.payments.length === 0
            ? 'No payment yet, so no invoice.'
            : 'The GST invoice of this order is not issued yet: it waits for the business’s invoice profile (the supplier’s GSTIN), which was not saved when the order was paid. Accounts issue it here once the profile is saved.'}
        </p>
        {handler && order.payments.length > 0 && !final ? (
          <Button busy={issue.isPending} onClick={() => issue.mutate()}>
            Issue invoice
          </Button>
        ) : null}
      </>
    );
  } else {
    body = (
      <>
        <p className={styles.moves}>
          {opensTaxInvoice ? <Link to={`/tax-invoice/${current.inv_id}`}>Invoice {current.invoice_no}</Link> : <span>Invoice {current.invoice_no}</span>}
          <Badge tone={SERVICE_INVOICE_STATUS_TONE[current.status]}>{SERVICE_INVOICE_STATUS_LABEL[current.status]}</Badge>
          <span>
            {money(current.total_minor)} incl. GST ({current.tax_type === 'intra_state' ? 'CGST + SGST' : 'IGST'})
          </span>
          <Button variant="secondary" onClick={() => void download(current)}>
            Download PDF
          </Button>
          {handler && !final && current.total_minor > current.credited_minor ? (
            <Button variant="danger" onClick={() => setRefunding(true)}>
              Refund
            </Button>
          ) : null}
        </p>
        {current.credit_notes.length > 0 ? (
          <>
            <h3 className={styles.sectionTitle}>Credit notes</h3>
            <ul className={styles.list}>
              {current.credit_notes.map((note) => (
                <li key={note.inv_id}>
                  {opensTaxInvoice ? <Link to={`/tax-invoice/${note.inv_id}`}>{note.invoice_no}</Link> : note.invoice_no} · {money(note.total_minor)}
                  {note.reason ? ` · ${note.reason}` : ''}{' '}
                  <Button variant="link" aria-label={`PDF of ${note.invoice_no}`} onClick={() => void download(note)}>
                    PDF
                  </Button>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </>
    );
  }

  return (
    <section aria-labelledby="order-invoice" className={styles.section}>
      <h2 id="order-invoice" className={styles.sectionTitle}>
        GST invoice
      </h2>
      {outcome ? <Notice tone={outcome.tone}>{outcome.text}</Notice> : null}
      {body}
      {current ? (
        <Dialog open={refunding} onOpenChange={setRefunding} title={`Refund order ${order.so_id}`}>
          {refunding ? (
            <RefundForm
              order={order}
              invoice={current}
              onCancel={() => setRefunding(false)}
              onDone={(after) => {
                setRefunding(false);
                refresh();
                const note = after.credit_notes.at(-1);
                setOutcome({ tone: 'success', text: `The refund is recorded${note ? ` with credit note ${note.invoice_no}` : ''}.` });
              }}
            />
          ) : null}
        </Dialog>
      ) : null}
    </section>
  );
}
