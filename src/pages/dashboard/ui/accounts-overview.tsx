import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { accountsOverviewQuery, formatMinor, STATUS_LABEL, type AccountsOverview, type OverviewAmount, type TaxInvoiceStatus as InvoiceStatus, type UniversityCommission } from '@/entities/invoice';
import { Panel, QueryState, type PanelQuery } from '@/shared/ui/panel';
import { SelectField } from '@/shared/ui/select-field';
import { ChartPanel, type ChartSpec } from '@/widgets/lead-charts';
import * as styles from './accounts-overview.css';
import { formatCount } from '@/shared/lib/number-format';

/** The universities the chart shows at most (every one is in the commission statements). */
export const CHART_UNIVERSITIES = 10;

const plural = (n: number, one: string) => `${formatCount(n)} ${n === 1 ? one : one.endsWith('y') ? `${one.slice(0, -1)}ies` : `${one}s`}`;

/** The YYYY-MM-DD `days` before a YYYY-MM-DD (calendar arithmetic in UTC, where every day is as long). */
export function daysBefore(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d - days)).toISOString().slice(0, 10);
}

/** "1 April 2026" for "2026-04-01" (the day as the server counts it, whatever the browser's zone). */
const dayText = (day: string) => new Date(`${day}T00:00:00Z`).toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

type Sums = 'receivables' | 'overdue' | 'received_this_month';

type MoneyPanelSpec = {
  title: string;
  sums: Sums;
  /** What the count under each sum counts. */
  noun: string;
  /** The invoice statuses whose lists are behind the sums (those issued on or before the overdue day, for overdue). */
  lists: readonly InvoiceStatus[];
  empty: string;
};

/** The overdue day: invoices issued on or before it are past their payment terms today. */
const overdueDay = (data: AccountsOverview) => daysBefore(data.today, data.payment_terms_days + 1);

/** The money panels, in their order on the page; the note under each is NOTES' of its sums. */
const MONEY_PANELS: readonly MoneyPanelSpec[] = [
  { title: 'Receivables', sums: 'receivables', noun: 'invoice', lists: ['issued', 'partially_paid'], empty: 'Nothing is owed: no issued invoice has an open balance.' },
  { title: 'Overdue', sums: 'overdue', noun: 'invoice', lists: ['issued', 'partially_paid'], empty: 'Nothing is overdue.' },
  { title: 'Received this month', sums: 'received_this_month', noun: 'payment', lists: ['paid', 'partially_paid'], empty: 'No payment has been received this month.' },
];

const NOTES: Record<Sums, (data: AccountsOverview) => string> = {
  receivables: () => 'Open balances of issued and partially paid invoices, after payments and credit notes.',
  overdue: (data) => `Due ${data.payment_terms_days} days after the issue date: overdue when issued on or before ${dayText(overdueDay(data))}.`,
  received_this_month: (data) => `Payments against invoices dated ${dayText(data.month_from)} to ${dayText(data.today)} (India's time).`,
};

/** The invoice lists behind a panel's sums: "Issued invoices", or "Overdue issued invoices" up to the overdue day. */
function linksOf({ sums, lists }: MoneyPanelSpec, data: AccountsOverview) {
  const to = sums === 'overdue' ? overdueDay(data) : null;
  return lists.map((status) => ({
    to: `/invoice?status=${status}${to ? `&to=${to}` : ''}`,
    label: to ? `Overdue ${STATUS_LABEL[status].toLowerCase()} invoices` : `${STATUS_LABEL[status]} invoices`,
  }));
}

/** A panel of sums, one line per currency (never added across currencies), with the lists behind them. */
function MoneyPanel({ spec, query }: { spec: MoneyPanelSpec; query: PanelQuery<AccountsOverview> }) {
  const { title, noun, empty } = spec;
  return (
    <Panel title={title}>
      <QueryState query={query} what={title.toLowerCase()} isEmpty={() => false} empty="">
        {(data) => {
          const sums: OverviewAmount[] = data[spec.sums];
          return (
            <>
              {sums.length === 0 ? (
                <p className={styles.note}>{empty}</p>
              ) : (
                <ul className={styles.amounts} aria-label={`${title} by currency`}>
                  {sums.map((sum) => (
                    <li key={sum.currency} className={styles.amount}>
                      <span className={styles.figure}>{formatMinor(sum.amount_minor, sum.currency)}</span>
                      <span className={styles.count}>{plural(sum.count, noun)}</span>
                    </li>
                  ))}
                </ul>
              )}
              <p className={styles.note}>{NOTES[spec.sums](data)}</p>
              <ul className={styles.links} aria-label={`Lists behind ${title.toLowerCase()}`}>
                {linksOf(spec, data).map((link) => (
                  <li key={link.to}>
                    <Link to={link.to}>{link.label}</Link>
                  </li>
                ))}
              </ul>
            </>
          );
        }}
      </QueryState>
    </Panel>
  );
}

/** The currencies of the commission ledger, INR first, then as they first appear (largest expected first). */
function currenciesOf(rows: readonly UniversityCommission[]): string[] {
  const seen = [...new Set(rows.map((row) => row.currency))];
  return seen.includes('INR') ? ['INR', ...seen.filter((c) => c !== 'INR')] : seen;
}

/** Whole major units for the bars (the exact amounts are in the summary and the statements): 12 345 67 → 12 345. */
const whole = (minor: number) => Number(BigInt(minor) / 100n);

function commissionSpec(rows: readonly UniversityCommission[], currency: string): ChartSpec | null {
  const shown = rows.filter((row) => row.currency === currency).slice(0, CHART_UNIVERSITIES);
  if (shown.length === 0) return null;
  return {
    kind: 'bar',
    horizontal: true,
    labels: shown.map((row) => row.university_name),
    series: [
      { label: `Expected (${currency})`, data: shown.map((row) => whole(row.expected_minor)) },
      { label: `Invoiced (${currency})`, data: shown.map((row) => whole(row.invoiced_minor)) },
      { label: `Received (${currency})`, data: shown.map((row) => whole(row.received_minor)) },
    ],
  };
}

function commissionSummary(rows: readonly UniversityCommission[], currency: string): string {
  const of = rows.filter((row) => row.currency === currency);
  if (of.length === 0) return '';
  const total = (pick: (row: UniversityCommission) => number) => of.reduce((sum, row) => sum + BigInt(pick(row)), 0n);
  const shown = Math.min(of.length, CHART_UNIVERSITIES);
  const top = of[0];
  return (
    `In ${currency}, ${plural(of.length, 'university')}: ${formatMinor(total((r) => r.expected_minor), currency)} expected, ` +
    `${formatMinor(total((r) => r.invoiced_minor), currency)} invoiced, ${formatMinor(total((r) => r.received_minor), currency)} received. ` +
    `Most expected from ${top.university_name} (${formatMinor(top.expected_minor, currency)}).` +
    (of.length > shown ? ` The chart shows the ${shown} largest.` : '') +
    ' Bars in whole units.'
  );
}

/** Commission by university as bars, one currency at a time, with the numbers as a table (ChartPanel). */
function CommissionPanel({ query }: { query: PanelQuery<AccountsOverview> }) {
  const rows = query.data?.commission_by_university ?? [];
  const currencies = currenciesOf(rows);
  const [chosen, setChosen] = useState<string | null>(null);
  const currency = chosen && currencies.includes(chosen) ? chosen : (currencies[0] ?? 'INR');
  return (
    <ChartPanel
      title="Commission by university"
      query={query}
      spec={commissionSpec(rows, currency)}
      summary={commissionSummary(rows, currency)}
      empty="No commission is in the ledger yet: it starts when an enrolled student's commission is accrued."
      wide
      controls={
        <>
          {currencies.length > 1 ? (
            <SelectField label="Currency" options={currencies.map((c) => ({ value: c, label: c }))} value={currency} onChange={(event) => setChosen(event.target.value)} />
          ) : null}
          <Link to="/commission">Commission statements</Link>
          <Link to="/university-commissions">Commission rates</Link>
        </>
      }
    />
  );
}

/**
 * The money overview of /accounts_home (getAccountsOverview): receivables, overdue, received this month, each per
 * currency and leading to its invoices, and the commission by university as a chart. One call feeds the four panels;
 * each shows its own loading and failure.
 */
export function AccountsOverviewPanels() {
  const overview = useQuery(accountsOverviewQuery());
  return (
    <>
      {MONEY_PANELS.map((spec) => (
        <MoneyPanel key={spec.sums} spec={spec} query={overview} />
      ))}
      <CommissionPanel query={overview} />
    </>
  );
}
