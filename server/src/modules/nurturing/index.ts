// The nurturing module (issue 12): the credit ledger, contact lists with suppressions, email campaigns sent once per
// recipient by background jobs, and the one-click unsubscribe page. The data model of the whole issue is
// migrations/0030_nurturing.sql; single mails (0032), the Brevo adapter and its delivery webhook, drip nurturing (0035); docs/nurturing.md
// explains it and what is left.
import { defineModule } from '../../platform/module.ts';
import { EMAIL_BATCH, makeCampaignsService } from './campaigns.service.ts';
import { makeContactsService } from './contacts.service.ts';
import { makeCreditsService } from './credits.service.ts';
import { brevoWebhookRoutes } from './brevo-webhook.routes.ts';
import { inboundMailRoutes } from './inbound-mail.routes.ts';
import { makeDeliveryService } from './delivery.service.ts';
import { dripHandlers } from './drip.handlers.ts';
import { DRIP_STEP } from './drip-steps.service.ts';
import { makeDripService } from './drip.service.ts';
import { MAIL_SEND, makeMailService } from './mail.service.ts';
import { mailHandlers, mailPortalHandlers, nurturingHandlers } from './nurturing.handlers.ts';
import { makeReportsService } from './reports.service.ts';
import { makeSender } from './sender.service.ts';
import { unsubscribeRoutes } from './unsubscribe.routes.ts';
import { WHATSAPP_LOCAL_RECEIPTS } from './whatsapp-provider.ts';
import { makeWhatsAppReports } from './whatsapp-reports.service.ts';
import { makeWhatsAppSender, WHATSAPP_BATCH, WHATSAPP_SEND } from './whatsapp-sender.service.ts';
import { whatsappHandlers } from './whatsapp.handlers.ts';
import { makeWhatsAppService } from './whatsapp.service.ts';
import { whatsappWebhookRoutes } from './whatsapp-webhook.routes.ts';

export { EMAIL_BATCH, BATCH_SIZE } from './campaigns.service.ts';
export { makeSender, localMailProvider, smtpMailProvider, compose, ProviderRefused, type MailProvider, type Sender } from './sender.service.ts';
export { UNSUBSCRIBE_PREFIX } from './unsubscribe.routes.ts';
export { BREVO_WEBHOOK_PATH, SIGNATURE_HEADER, brevoWebhookKey, signBrevoBody } from './brevo-webhook.routes.ts';
export { brevoMailProvider, brevoTemplates, brevoEmailBody } from './brevo.provider.ts';
export { purchaseCredits, type CreditsService, type Purchase } from './credits.service.ts';

export const nurturingModule = defineModule({
  name: 'nurturing',
  services: (deps) => {
    const credits = makeCreditsService(deps);
    const campaignSender = makeSender(deps);
    const whatsappSender = makeWhatsAppSender(deps);
    return {
      credits,
      nurturingContacts: makeContactsService(deps),
      emailCampaigns: makeCampaignsService(deps, credits),
      nurturingReports: makeReportsService(deps),
      campaignSender,
      singleMails: makeMailService(deps, campaignSender),
      deliveryEvents: makeDeliveryService(deps),
      whatsapp: makeWhatsAppService(deps, whatsappSender.provider),
      whatsappReports: makeWhatsAppReports(deps),
      whatsappSender,
      drip: makeDripService(deps, campaignSender, whatsappSender),
    };
  },
  handlers: (s) => {
    const whatsapp = whatsappHandlers(s.whatsapp, s.whatsappReports);
    return {
      leads: { ...nurturingHandlers(s.credits, s.nurturingContacts, s.emailCampaigns, s.nurturingReports), ...mailHandlers(s.singleMails), ...whatsapp.leads, ...dripHandlers(s.drip) },
      portal: { ...mailPortalHandlers(s.singleMails), ...whatsapp.portal },
    };
  },
  jobs: [
    { kind: EMAIL_BATCH, handle: ({ campaignSender }, payload, job) => campaignSender.sendBatch(payload, job) },
    { kind: MAIL_SEND, handle: ({ campaignSender }, payload, job) => campaignSender.sendSingles(payload, job) },
    { kind: WHATSAPP_SEND, handle: ({ whatsappSender }, payload, job) => whatsappSender.sendMessage(payload, job) },
    { kind: WHATSAPP_BATCH, handle: ({ whatsappSender }, payload, job) => whatsappSender.sendBatch(payload, job) },
    { kind: DRIP_STEP, handle: ({ drip }, payload, job) => drip.runStep(payload, job) },
    { kind: WHATSAPP_LOCAL_RECEIPTS, handle: ({ whatsappSender }, payload) => whatsappSender.localReceipts(payload) },
  ],
  schedules: [
    // Campaign messages whose batch job died are given up after 6 hours and the campaign ended (its hold released).
    { name: 'stale-campaign-messages', everySeconds: 600, run: ({ campaignSender }) => campaignSender.sweepStale() },
    // WhatsApp messages nothing moved for 6 hours, or sent without a receipt for 48: failed, their credits released.
    { name: 'stale-whatsapp-messages', everySeconds: 600, run: ({ whatsappSender }) => whatsappSender.sweepStale() },
    // Drip nurturing: enrolments that must stop (converted, closed, opted out, replied) stop; due steps go on the queue.
    { name: 'drip-steps', everySeconds: 60, run: ({ drip }) => drip.tick() },
  ],
  // Pages and webhooks outside the contracts, each in its own context (each parses its bodies its own way).
  routes: ({ nurturingContacts, deliveryEvents, whatsappSender, drip }, { config }) => async (app) => {
    await app.register(unsubscribeRoutes(nurturingContacts));
    await app.register(brevoWebhookRoutes(deliveryEvents, config));
    await app.register(whatsappWebhookRoutes(whatsappSender, config));
    await app.register(inboundMailRoutes(drip, config));
  },
});
