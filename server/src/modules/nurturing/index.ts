// The nurturing module (issue 12): the credit ledger, contact lists with suppressions, email campaigns sent once per
// recipient by background jobs, and the one-click unsubscribe page. The data model of the whole issue is
// migrations/0030_nurturing.sql; docs/nurturing.md explains it and what is left (WhatsApp, Brevo, webhooks, drips).
import { defineModule } from '../../platform/module.ts';
import { EMAIL_BATCH, makeCampaignsService } from './campaigns.service.ts';
import { makeContactsService } from './contacts.service.ts';
import { makeCreditsService } from './credits.service.ts';
import { nurturingHandlers } from './nurturing.handlers.ts';
import { makeReportsService } from './reports.service.ts';
import { makeSender } from './sender.service.ts';
import { unsubscribeRoutes } from './unsubscribe.routes.ts';

export { EMAIL_BATCH, BATCH_SIZE } from './campaigns.service.ts';
export { makeSender, localMailProvider, smtpMailProvider, compose, ProviderRefused, type MailProvider, type Sender } from './sender.service.ts';
export { UNSUBSCRIBE_PREFIX } from './unsubscribe.routes.ts';
export type { CreditsService } from './credits.service.ts';

export const nurturingModule = defineModule({
  name: 'nurturing',
  services: (deps) => {
    const credits = makeCreditsService(deps);
    return {
      credits,
      nurturingContacts: makeContactsService(deps),
      emailCampaigns: makeCampaignsService(deps, credits),
      nurturingReports: makeReportsService(deps),
      campaignSender: makeSender(deps),
    };
  },
  handlers: (s) => ({ leads: nurturingHandlers(s.credits, s.nurturingContacts, s.emailCampaigns, s.nurturingReports) }),
  jobs: [{ kind: EMAIL_BATCH, handle: ({ campaignSender }, payload, job) => campaignSender.sendBatch(payload, job) }],
  schedules: [
    // Campaign messages whose batch job died are given up after 6 hours and the campaign ended (its hold released).
    { name: 'stale-campaign-messages', everySeconds: 600, run: ({ campaignSender }) => campaignSender.sweepStale() },
  ],
  routes: ({ nurturingContacts }) => unsubscribeRoutes(nurturingContacts),
});
