import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import {
  clubbedServiceInvoiceQueries,
  downloadServiceInvoicePdf,
  SERVICE_INVOICE_STATUS_LABEL,
  SERVICE_INVOICE_STATUS_TONE,
  type ServiceInvoiceClubbed,
  type ServiceInvoiceSummary,
} from '@/entities/service-invoice';
import { formatMinor } from '@/shared/lib/money';
import { Badge } from '@/shared/ui/badge';
import { Button } from '@/shared/ui/button';
import { DetailList } from '@/shared/ui/detail-list';
import { loadGate } from '@/shared/ui/load-gate';
import { Notice, PageHeading } from '@/shared/ui/page';
import { A4_PAGE, noPrint, sheet } from '@/shared/ui/print-sheet';
import { Table, type TableColumn } from '@/shared/ui/table';
import { issuedOn } from '../model/clubbed-list-params';
import * as styles from './clubbed-service-invoice-page.css';

type Line = ServiceInvoiceClubbed['lines'][number];
type Party = ServiceInvoiceClubbed['supplier'];


function lineColumns(currency: string, interState: boolean): TableColumn<Line>[] {
  const money = (minor: number) => <span className={styles.amount}>{formatMinor(minor, currency)}</span>;
  return [
    { key: 'what', header: 'Student · service · plan', cell: (l) => l.description },
    { key: 'sac', header: 'SAC', cell: (l) => l.hsn_sac_code },
    { key: 'taxable', header: 'Taxable value', cell: (l) => money(l.taxable_minor) },
    interState
      ? { key: 'tax', header: 'IGST', cell: (l) => <>{money(l.igst_minor)} <span className={styles.muted}>{l.igst_rate} %</span></> }
      : { key: 'tax', header: 'CGST + SGST', cell: (l) => <>{money(l.cgst_minor + l.sgst_minor)} <span className={styles.muted}>{l.cgst_rate} % + {l.sgst_rate} %</span></> },
    { key: 'total', header: 'Total', cell: (l) => money(l.line_total_minor) },
  ];
}

function memberColumns(currency: string): TableColumn<ServiceInvoiceSummary>[] {
  const money = (minor: number) => <span className={styles.amount}>{formatMinor(minor, currency)}</span>;
  return [
    { key: 'no', header: 'Line', cell: (m) => m.invoice_no },
    { key: 'student', header: 'Student', cell: (m) => m.student.name },
    { key: 'service', header: 'Service', cell: (m) => m.service_name },
    { key: 'total', header: 'Total incl. GST', cell: (m) => money(m.total_minor) },
    { key: 'paid', header: 'Paid', cell: (m) => money(m.paid_minor) },
    { key: 'credited', header: 'Refunded', cell: (m) => (m.credited_minor > 0 ? money(m.credited_minor) : '—') },
    { key: 'status', header: 'Status', cell: (m) => <Badge tone={SERVICE_INVOICE_STATUS_TONE[m.status]}>{SERVICE_INVOICE_STATUS_LABEL[m.status]}</Badge> },
  ];
}

function PartyBlock({ heading, party }: { heading: string; party: Party }) {
  return (
    <section aria-label={heading}>
      <h2 className={styles.sectionTitle}>{heading}</h2>
      <DetailList
        items={[
          { term: 'Name', value: party.name },
          { term: 'Address', value: party.address },
          { term: 'State', value: party.state_code ? `${party.state ?? ''} (${party.state_code})` : null },
          { term: 'GSTIN', value: party.gstin ?? 'Unregistered' },
          { term: 'PAN', value: party.pan ?? null },
        ]}
      />
    </section>
  );
}

/** One clubbed service invoice (`?sci_id=`): parties, place of supply, the tax split, its lines and orders, PDF. */
export default function ClubbedDetail({ sciId, title, back }: { sciId: number; title: string; back: string }) {
  const query = useQuery(clubbedServiceInvoiceQueries.one(sciId));
  const [failed, setFailed] = useState<string | null>(null);
  const backLink = <Link to={back}>All clubbed service invoices</Link>;
  const gate = loadGate(sciId, query, {
    heading: title,
    gone: 'This clubbed service invoice is not one you may see, or it does not exist',
    failed: 'The clubbed service invoice could not be loaded',
    loading: 'Loading the clubbed service invoice',
    back: backLink,
  });
  if (gate.screen) return gate.screen;
  const c = gate.data;
  const money = (minor: number) => <span className={styles.amount}>{formatMinor(minor, c.currency)}</span>;
  const inter = c.tax_type === 'inter_state';
  const download = async () => {
    setFailed(null);
    try {
      await downloadServiceInvoicePdf({ inv_id: c.inv_id, invoice_no: c.clubbed_invoice_no });
    } catch {
      setFailed(`The PDF of ${c.clubbed_invoice_no} could not be made. Try again.`);
    }
  };
  // On paper (Print, or the browser's own), the sheet alone on A4: the actions and the rest of the page are left off.
  return (
    <div className={sheet}>
      <style>{A4_PAGE}</style>
      <PageHeading
        title={`Clubbed service invoice ${c.clubbed_invoice_no}`}
        lead={<Badge tone={SERVICE_INVOICE_STATUS_TONE[c.status]}>{SERVICE_INVOICE_STATUS_LABEL[c.status]}</Badge>}
      />
      <div className={`${styles.actions} ${noPrint}`}>
        <Button variant="secondary" onClick={() => window.print()}>
          Print
        </Button>
        <Button variant="secondary" onClick={() => void download()}>
          Download PDF
        </Button>
        {backLink}
      </div>
      {failed ? <div className={noPrint}><Notice tone="danger">{failed}</Notice></div> : null}
      <DetailList
        items={[
          { term: 'Billed to', value: `${c.billed_to.name} (${c.billed_to.user_type})` },
          { term: 'Month billed', value: c.month },
          { term: 'Issued', value: issuedOn(c.issued_at) },
          { term: 'Place of supply', value: c.place_of_supply },
          { term: 'Tax', value: inter ? 'IGST (another state)' : 'CGST + SGST (same state)' },
        ]}
      />
      <div className={styles.parties}>
        <PartyBlock heading="Supplier" party={c.supplier} />
        <PartyBlock heading="Recipient" party={c.recipient} />
      </div>
      <Table caption="Lines" columns={lineColumns(c.currency, inter)} rows={c.lines} rowKey={(l) => `${l.description}-${l.taxable_minor}`} cards />
      <h2 className={styles.sectionTitle}>Totals</h2>
      <DetailList
        items={[
          { term: 'Taxable value', value: money(c.taxable_minor) },
          ...(inter
            ? [{ term: 'IGST', value: money(c.igst_minor) }]
            : [
                { term: 'CGST', value: money(c.cgst_minor) },
                { term: 'SGST', value: money(c.sgst_minor) },
              ]),
          { term: 'Total incl. GST', value: money(c.total_minor) },
          { term: 'In words', value: c.total_in_words ?? null },
          { term: 'Paid', value: money(c.paid_minor) },
          { term: 'Refunded (credit notes)', value: money(c.credited_minor) },
          { term: 'Balance', value: money(c.balance_minor) },
        ]}
      />
      <Table caption="Orders on this invoice" columns={memberColumns(c.currency)} rows={c.invoices} rowKey={(m) => m.so_id} cards rowProps={(m) => ({ 'aria-label': m.invoice_no })} />
    </div>
  );
}
