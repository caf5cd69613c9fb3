// Thin handlers of the Mail and Nurturing operations built so far, by operationId. What is not here answers 501.
import { created } from '../../http/answers.ts';
import { requireCaller } from '../../http/caller.ts';
import type { LeadsHandlers, PortalHandlers } from '../../http/typed.ts';
import type { CampaignsService } from './campaigns.service.ts';
import type { ContactsService } from './contacts.service.ts';
import type { CreditsService } from './credits.service.ts';
import type { MailService } from './mail.service.ts';
import type { ReportsService } from './reports.service.ts';

export function nurturingHandlers(credits: CreditsService, contacts: ContactsService, campaigns: CampaignsService, reports: ReportsService): LeadsHandlers {
  return {
    getUserCredits: (request) => credits.account(requireCaller(request), request.query),
    getNurturingCredits: (request) => credits.summary(requireCaller(request), request.query),
    listCreditTransactions: (request) => credits.transactions(requireCaller(request), request.query),
    getNurturingCreditChart: (request) => reports.chart(requireCaller(request), request.query),

    listContactLists: (request) => contacts.list(requireCaller(request), request.query),
    createContactList: async (request, reply) => created(reply, await contacts.create(requireCaller(request), request.body)),
    importContacts: (request) => contacts.import(requireCaller(request), request.body),
    removeListContact: (request) => contacts.remove(requireCaller(request), request.body),

    createEmailCampaign: async (request, reply) => created(reply, await campaigns.create(requireCaller(request), request.body)),
    listEmailCampaigns: (request) => campaigns.list(requireCaller(request), request.query),
    previewEmailCampaign: (request) => campaigns.preview(requireCaller(request), request.query),
    startEmailCampaign: (request) => campaigns.start(requireCaller(request), String(request.headers['idempotency-key']), request.body),
    getEmailCampaignStats: (request) => campaigns.stats(requireCaller(request), request.query),
    listMailTemplates: (request) => campaigns.templates(request.query),
    getRemainingEmails: (request) => campaigns.remaining(requireCaller(request)),
    getAggregateCampaignStats: (request) => reports.aggregate(requireCaller(request), request.query),
    listEmailLogs: (request) => reports.emailLogs(requireCaller(request), request.query),
  };
}

/** The single mails and the lookups of leads' addresses (lead-management API). */
export function mailHandlers(mail: MailService): LeadsHandlers {
  return {
    sendLeadMail: async (request, reply) => created(reply, await mail.sendLeadMail(requireCaller(request), String(request.headers['idempotency-key']), request.body)),
    listLeadEmails: (request) => mail.leadEmails(request.body),
    listLeadPhones: (request) => mail.leadPhones(request.body),
    listBrevoTemplates: (request) => mail.templates(request.query),
  };
}

/** The bulk mail to students (portal API). */
export function mailPortalHandlers(mail: MailService): PortalHandlers {
  return {
    sendBulkMailToStudents: (request) => mail.bulkToStudents(requireCaller(request), request.body),
  };
}
