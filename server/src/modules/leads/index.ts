// The leads module: the lead book (list, details, save with deduplication, follow-ups, history, assignee timeline,
// assignment rules, import/export, conversion to a student), its masters, statistics and lead profile, and the
// schedule that sends due follow-up reminders. Handlers are spread in by part (leads core, masters, statistics,
// profile); the data model is migrations/0021_leads.sql.
import { defineModule } from '../../platform/module.ts';
import { makeFollowUpsService } from './followups.service.ts';
import { makeLeadsCache } from './leads-cache.ts';
import { leadsHandlers, leadsPortalHandlers } from './leads.handlers.ts';
import { makeLeadsService } from './leads.service.ts';
import { mastersHandlers } from './masters.handlers.ts';
import { makeMastersService } from './masters.service.ts';
import { profileHandlers } from './profile.handlers.ts';
import { makeProfileService } from './profile.service.ts';
import { statisticsHandlers } from './statistics.handlers.ts';
import { makeStatisticsService } from './statistics.service.ts';
import { makeRulesService } from './rules.service.ts';
import { makeTransferService } from './transfer.service.ts';

export type { LeadsService } from './leads.service.ts';
export { sanitiseMobile } from './lead-rules.ts';

export const leadsModule = defineModule({
  name: 'leads',
  services: (deps) => {
    // One cache of the lists' pages and the statistics' groups per server (kept under the lead versions).
    const cache = makeLeadsCache(deps.db);
    const leads = makeLeadsService(deps, cache);
    return {
      leads,
      leadFollowUps: makeFollowUpsService(deps, leads),
      leadTransfer: makeTransferService(deps, leads),
      leadRules: makeRulesService(deps),
      leadMasters: makeMastersService(deps),
      leadStatistics: makeStatisticsService(deps, cache),
      leadProfile: makeProfileService(deps),
    };
  },
  handlers: (s) => ({
    leads: {
      ...leadsHandlers(s.leads, s.leadFollowUps, s.leadTransfer, s.leadRules),
      ...mastersHandlers(s.leadMasters),
      ...statisticsHandlers(s.leadStatistics),
      ...profileHandlers(s.leadProfile),
    },
    portal: leadsPortalHandlers(s.leads),
  }),
  schedules: [
    // Due follow-ups and reminders, notified once across servers (claimed and marked in the notification's transaction).
    // LEAD_REMINDERS_EVERY_SECONDS (default 60, README "Leads"): how often; the e2e suite shortens it to see one arrive.
    { name: 'lead-reminders', everySeconds: Number(process.env.LEAD_REMINDERS_EVERY_SECONDS ?? 60), run: ({ leadFollowUps }) => leadFollowUps.sendDueReminders() },
  ],
});
