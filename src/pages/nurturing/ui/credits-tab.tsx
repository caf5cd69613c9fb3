import { useQuery } from '@tanstack/react-query';
import {
  CREDIT_SERVICE_LABEL,
  TRANSACTION_TYPE_LABEL,
  creditsText,
  nurturingQueries,
  type CreditChart,
  type CreditSummary,
  type CreditTransaction,
} from '@/entities/nurturing';
import { formatDate } from '@/shared/lib/calendar-date';
import { toListQuery, useUrlState } from '@/shared/lib/url-query';
import { QueryState } from '@/shared/ui/panel';
import { Skeleton } from '@/shared/ui/skeleton';
import { SelectField } from '@/shared/ui/select-field';
import { type TableColumn } from '@/shared/ui/table';
import { ChartPanel, type ChartSpec } from '@/widgets/lead-charts';
import { useListQuery } from '@/widgets/paged-list';
import { CHART_PARAMS, NURTURING_PAGE_SIZE, TRANSACTION_PARAMS } from '../model/nurturing-params';
import { BuyCredits } from './buy-credits';
import { TabTable, type TabTexts } from './tab-table';
import { FigureList } from './figures';
import * as styles from './nurturing-page.css';
import { formatCount } from '@/shared/lib/number-format';

const whole = (n: number) => formatCount(Math.trunc(n));

function Balance({ summary }: { summary: CreditSummary }) {
  const items: [string, string][] = [
    ['Balance', creditsText(summary.balance)],
    ['Credits per email', whole(summary.credit_per_lead)],
    ['Contacts it covers', whole(summary.contacts_covered)],
    ['Used this month', creditsText(summary.used_this_month)],
    ['Bought in all', creditsText(summary.purchased_total)],
    ['Used in all', creditsText(summary.used_total)],
    ['Given back in all', creditsText(summary.refunded_total)],
  ];
  return <FigureList label="Your credits" items={items} />;
}

/** The ledger by period as bars: used, bought and given back. */
function specOf(chart: CreditChart): ChartSpec | null {
  const points = chart.points;
  if (!points.some((p) => p.credits_used || p.credits_purchased || p.credits_refunded)) return null;
  return {
    kind: 'bar',
    labels: points.map((p) => p.period),
    series: [
      { label: 'Used', data: points.map((p) => p.credits_used) },
      { label: 'Bought', data: points.map((p) => p.credits_purchased) },
      { label: 'Given back', data: points.map((p) => p.credits_refunded) },
    ],
  };
}

function summaryOf(chart: CreditChart | undefined): string {
  if (!chart) return '';
  const sum = (pick: (p: CreditChart['points'][number]) => number) => chart.points.reduce((total, p) => total + pick(p), 0);
  return `From ${chart.from} to ${chart.to}: ${whole(sum((p) => p.credits_used))} credits used, ${whole(sum((p) => p.credits_purchased))} bought, ${whole(sum((p) => p.credits_refunded))} given back.`;
}

const TRANSACTION_COLUMNS: TableColumn<CreditTransaction>[] = [
  { key: 'date', header: 'Date', cell: (t) => formatDate(t.created_at) },
  { key: 'type', header: 'Type', cell: (t) => (t.service ? `${TRANSACTION_TYPE_LABEL[t.type]} · ${CREDIT_SERVICE_LABEL[t.service]}` : TRANSACTION_TYPE_LABEL[t.type]) },
  { key: 'what', header: 'What', cell: (t) => <span className={styles.sub}>{t.description}</span> },
  { key: 'credits', header: 'Credits', cell: (t) => `${t.credits > 0 ? '+' : ''}${whole(t.credits)}` },
  { key: 'balance', header: 'Balance after', cell: (t) => whole(t.balance_after) },
];

const TRANSACTION_TEXTS: TabTexts = {
  caption: 'Credit transactions',
  noun: ['transaction', 'transactions'],
  empty: { title: 'No transactions yet', body: 'Credits you buy, and what campaigns hold and give back, show here.' },
};

/** The Credits tab: the balance and totals, buying a credits pack, the credits by day or month, and the transactions (paged). */
export function CreditsTab() {
  const summary = useQuery(nurturingQueries.credits());
  const period = useUrlState(CHART_PARAMS);
  const chart = useQuery(nurturingQueries.creditChart(period.state.by));
  const transactions = useListQuery({ params: TRANSACTION_PARAMS, query: (state) => nurturingQueries.transactions(toListQuery(state, NURTURING_PAGE_SIZE)) });
  return (
    <>
      <h2 className={styles.top}>Credits</h2>
      <QueryState query={summary} what="your credits" isEmpty={() => false} empty="" loading={<Skeleton label="Loading your credits" rows={2} />}>
        {(data) => <Balance summary={data} />}
      </QueryState>
      <BuyCredits />
      <ChartPanel
        title="Credits by period"
        query={chart}
        spec={chart.data ? specOf(chart.data) : null}
        summary={summaryOf(chart.data)}
        empty="No credits were used, bought or given back in this period."
        wide
        controls={
          <SelectField
            label="Show by"
            options={[
              { value: 'day', label: 'Day (last 30 days)' },
              { value: 'month', label: 'Month (last 12 months)' },
            ]}
            value={period.state.by}
            onChange={(event) => period.set({ by: event.target.value === 'month' ? 'month' : 'day' }, { keepPage: true })}
          />
        }
      />
      <section className={styles.section} aria-labelledby="credit-transactions-heading">
        <h2 id="credit-transactions-heading">Transactions</h2>
        <TabTable list={transactions} texts={TRANSACTION_TEXTS} columns={TRANSACTION_COLUMNS} rowKey={(t) => t.ct_id} />
      </section>
    </>
  );
}
