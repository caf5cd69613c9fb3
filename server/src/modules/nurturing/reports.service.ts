// The nurturing reports: the credit chart, the totals of a period's campaigns, and the email log.
import type { Caller } from '../../domain/caller.ts';
import { Unprocessable } from '../../domain/errors.ts';
import { pageWindow } from '../../domain/lists/index.ts';
import type { Deps } from '../../platform/deps.ts';
import * as campaigns from './campaigns.repository.ts';
import * as reports from './reports.repository.ts';
import type { Answer, Query } from './nurturing-types.ts';

const DAY_MS = 86_400_000;
const isoDay = (date: Date): string => date.toISOString().slice(0, 10);
const addDays = (day: string, days: number): string => isoDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));
const daysBetween = (from: string, to: string): number => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
const monthsBetween = (from: string, to: string): number =>
  (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 + Number(to.slice(5, 7)) - Number(from.slice(5, 7)) + 1;

function checkedPeriod(from: string, to: string): void {
  if (from > to) throw new Unprocessable('from is after to', [{ field: 'querystring/from', message: 'must not be after to' }]);
}

export function makeReportsService({ db, clock }: Pick<Deps, 'db' | 'clock'>) {
  const today = () => isoDay(clock.now());

  return {
    async chart(caller: Caller, query: Query<'getNurturingCreditChart'>): Promise<Answer<'getNurturingCreditChart'>> {
      const granularity = query.granularity ?? 'day';
      const to = query.to ?? today();
      const from = query.from ?? (granularity === 'day' ? addDays(to, -29) : `${addDays(`${to.slice(0, 7)}-01`, -334).slice(0, 7)}-01`);
      checkedPeriod(from, to);
      if (granularity === 'day' && daysBetween(from, to) > 366) {
        throw new Unprocessable('the period is longer than 366 days', [{ field: 'querystring/from', message: 'makes a period longer than 366 days' }]);
      }
      if (granularity === 'month' && monthsBetween(from, to) > 36) {
        throw new Unprocessable('the period is longer than 36 months', [{ field: 'querystring/from', message: 'makes a period longer than 36 months' }]);
      }
      const userId = query.user_id ?? caller.userId;
      return { user_id: userId, granularity, from, to, points: await reports.creditChart(db, userId, granularity, from, to) };
    },

    async aggregate(caller: Caller, query: Query<'getAggregateCampaignStats'>): Promise<Answer<'getAggregateCampaignStats'>> {
      const to = query.to ?? today();
      const from = query.from ?? addDays(to, -29);
      checkedPeriod(from, to);
      if (daysBetween(from, to) > 366) throw new Unprocessable('the period is longer than 366 days', [{ field: 'querystring/from', message: 'makes a period longer than 366 days' }]);
      const userId = query.user_id ?? caller.userId;
      const started = await reports.campaignsStarted(db, userId, from, to);
      const byCampaign = await campaigns.countsOf(db, started.ids);
      const counts = { queued: 0, failed: 0, skipped: 0, sent: 0, delivered: 0, opened: 0, clicked: 0, bounced: 0, unsubscribed: 0 };
      for (const c of byCampaign.values()) for (const key of Object.keys(counts) as Array<keyof typeof counts>) counts[key] += c[key];
      const over = (n: number, of: number) => (of === 0 ? 0 : Math.min(1, n / of));
      return {
        from, to, user_id: userId, campaigns: started.ids.length,
        recipients: counts.queued + counts.sent + counts.failed + counts.skipped,
        counts,
        rates: {
          delivery_rate: over(counts.delivered, counts.sent),
          open_rate: over(counts.opened, counts.delivered),
          click_rate: over(counts.clicked, counts.delivered),
          bounce_rate: over(counts.bounced, counts.delivered),
          unsubscribe_rate: over(counts.unsubscribed, counts.delivered),
        },
        credits_debited: started.held,
      };
    },

    async emailLogs(caller: Caller, query: Query<'listEmailLogs'>): Promise<Answer<'listEmailLogs'>> {
      if (query.from && query.to) checkedPeriod(query.from, query.to);
      return reports.emailLogs(db, caller, query, pageWindow(query));
    },
  };
}

export type ReportsService = ReturnType<typeof makeReportsService>;
