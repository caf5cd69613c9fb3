import { Link } from 'react-router';
import { formatMinor, invoicePath, KIND_LABEL, type InvoiceLine, type InvoiceParty, type TaxInvoice } from '@/entities/invoice';
import { HSN_CODE } from '@/shared/config';
import { formatDate } from '@/shared/lib/calendar-date';
import { DetailList } from '@/shared/ui/detail-list';
import { Table, type TableColumn } from '@/shared/ui/table';
import * as styles from './invoice-page.css';

function Party({ title, party, pending }: { title: string; party: InvoiceParty | null; pending?: string }) {
  return (
    <section className={styles.party} aria-label={title}>
      <h2 className={styles.partyTitle}>{title}</h2>
      {party ? (
        <>
          <p className={styles.address}>
            <strong>{party.legal_name}</strong>
            {'\n'}
            {party.address}
          </p>
          <DetailList
            items={[
              { term: 'GSTIN', value: party.gstin ?? 'Unregistered' },
              { term: 'State code', value: party.state_code ?? (party.country_code === 'IN' ? null : `Outside India (${party.country_code})`) },
              { term: 'PAN', value: party.pan },
              { term: 'Email', value: party.email },
            ]}
          />
        </>
      ) : (
        <p>{pending}</p>
      )}
    </section>
  );
}

/** The lines' columns: CGST and SGST inside one state, IGST across states. */
function lineColumns(invoice: TaxInvoice): TableColumn<InvoiceLine>[] {
  const money = (minor: number) => <span className={styles.amount}>{formatMinor(minor, invoice.currency)}</span>;
  const tax: TableColumn<InvoiceLine>[] = invoice.inter_state
    ? [{ key: 'igst', header: 'IGST', cell: (l) => money(l.igst_minor) }]
    : [
        { key: 'cgst', header: 'CGST', cell: (l) => money(l.cgst_minor) },
        { key: 'sgst', header: 'SGST', cell: (l) => money(l.sgst_minor) },
      ];
  return [
    { key: 'no', header: '#', label: 'Line', cell: (l) => l.line_no },
    { key: 'description', header: 'Description', cell: (l) => l.description },
    { key: 'sac', header: 'SAC/HSN', cell: (l) => l.sac || HSN_CODE },
    { key: 'qty', header: 'Qty', label: 'Quantity', cell: (l) => l.quantity },
    { key: 'price', header: 'Unit price', cell: (l) => money(l.unit_price_minor) },
    { key: 'taxable', header: 'Taxable value', cell: (l) => money(l.taxable_minor) },
    { key: 'rate', header: 'GST', label: 'GST rate', cell: (l) => `${l.gst_rate} %` },
    ...tax,
    { key: 'total', header: 'Total', cell: (l) => money(l.total_minor) },
  ];
}

/** The invoice as it prints: what GST asks of a tax invoice or credit note (rule 46 and 53 of the CGST Rules). */
export function InvoiceSheet({ invoice }: { invoice: TaxInvoice }) {
  const { totals, currency } = invoice;
  const money = (minor: number) => <span className={styles.amount}>{formatMinor(minor, currency)}</span>;
  const isNote = invoice.kind === 'credit_note';
  return (
    <article className={styles.sheet} aria-label={isNote ? 'The credit note' : 'The invoice'}>
      <div className={styles.sheetHead}>
        <p className={styles.docTitle}>{invoice.status === 'draft' ? `${KIND_LABEL[invoice.kind]} (draft)` : KIND_LABEL[invoice.kind]}</p>
        <strong>{invoice.invoice_no ?? 'Number given when issued'}</strong>
      </div>
      <DetailList
        items={[
          { term: 'Date', value: invoice.issue_date ? formatDate(invoice.issue_date) : 'Not issued yet' },
          { term: 'Financial year', value: invoice.financial_year },
          { term: 'Place of supply', value: invoice.place_of_supply === '96' ? '96 (outside India)' : invoice.place_of_supply },
          { term: 'Tax', value: invoice.inter_state ? 'IGST (inter-state)' : 'CGST + SGST (intra-state)' },
          { term: 'Reverse charge', value: invoice.reverse_charge ? 'Yes — the tax is paid by the recipient' : 'No' },
          { term: 'Against invoice', value: invoice.credit_of ? <Link to={invoicePath(invoice.credit_of.inv_id)}>{invoice.credit_of.invoice_no}</Link> : null },
          { term: invoice.status === 'void' ? 'Voided because' : 'Reason', value: invoice.reason },
        ]}
      />
      <div className={styles.parties}>
        <Party title="Supplier" party={invoice.supplier} pending="The business’s invoice profile, printed when the invoice is issued." />
        <Party title={isNote ? 'Recipient' : 'Buyer'} party={invoice.buyer} />
      </div>
      <Table caption="Lines" columns={lineColumns(invoice)} rows={invoice.lines} rowKey={(l) => l.line_no} cards />
      <h2 className={styles.sectionTitle}>Totals</h2>
      <DetailList
        items={[
          { term: 'Taxable value', value: money(totals.taxable_minor) },
          ...(invoice.inter_state
            ? [{ term: 'IGST', value: money(totals.igst_minor) }]
            : [
                { term: 'CGST', value: money(totals.cgst_minor) },
                { term: 'SGST', value: money(totals.sgst_minor) },
              ]),
          { term: 'Total tax', value: money(totals.tax_minor) },
          { term: isNote ? 'Credit note total' : 'Invoice total', value: <strong>{money(totals.total_minor)}</strong> },
          ...(isNote
            ? []
            : [
                { term: 'Paid', value: money(invoice.paid_minor) },
                { term: 'Credited', value: money(invoice.credited_minor) },
                { term: 'Balance due', value: <strong>{money(invoice.balance_minor)}</strong> },
              ]),
        ]}
      />
      <p className={styles.words}>
        Amount in words: <span>{invoice.amount_in_words}</span>
      </p>
    </article>
  );
}
