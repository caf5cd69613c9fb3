// The leads module: the lead book (list, details, save with deduplication, follow-ups, history, assignee timeline,
// assignment rules, import/export, conversion to a student), its masters, statistics and lead profile, and the
// schedule that sends due follow-up reminders. Handlers are spread in by part (leads core, masters, statistics,
// profile); the data model is migrations/0021_leads.sql.
import { defineModule } from '../../platform/module.ts';

export const leadsModule = defineModule({
  name: 'leads',
  services: () => ({}),
  handlers: () => ({ leads: {} }),
});
