import { leadsApi, portalApi, unwrap } from '@/shared/api';
import { apiQuery } from '@/shared/api/query';
import type {
  NurturingManualBody,
  NurturingBulkBody,
  BroadcastCreateBody,
  CampaignListQuery,
  ContactImportBody,
  ContactListCreateBody,
  ContactListQuery,
  ContactRemoveBody,
  CreditChartGranularity,
  CreditTransactionQuery,
  EmailCampaignCreateBody,
  EmailCampaignStartBody,
  EmailLogQuery,
  WhatsAppTemplateQuery,
  WhatsAppBroadcastQuery,
  BroadcastRecipientQuery,
  LeadMailBody,
  LeadWhatsAppBody,
} from '../model/nurturing.types';

// The nurturing half of the lead API (base /lead-api): credits and their ledger, contact lists, email campaigns, their
// statistics and the per-message log. Features that change any of it invalidate by `nurturingQueries.all()`: a
// start moves the balance, the campaign list and the log at once.
export const nurturingQueries = {
  all: () => ['nurturing'] as const,
  credits: () => apiQuery([...nurturingQueries.all(), 'credits'], (signal) => leadsApi.GET('/my-lead/nurturing-credits', { signal })),
  creditChart: (granularity: CreditChartGranularity) =>
    apiQuery([...nurturingQueries.all(), 'credit-chart', granularity], (signal) =>
      leadsApi.GET('/my-lead/nurturing-credit-chart', { params: { query: { granularity } }, signal }),
    { keepPrevious: true }),
  transactions: (query: CreditTransactionQuery) =>
    apiQuery([...nurturingQueries.all(), 'transactions', query], (signal) => leadsApi.GET('/my-lead/transactions', { params: { query }, signal })),
  contactLists: (query: ContactListQuery) =>
    apiQuery([...nurturingQueries.all(), 'contact-lists', query], (signal) => leadsApi.GET('/my-lead/mail/contact-lists', { params: { query }, signal })),
  campaigns: (query: CampaignListQuery) =>
    apiQuery([...nurturingQueries.all(), 'campaigns', query], (signal) => leadsApi.GET('/my-lead/mail/campaigns', { params: { query }, signal })),
  campaignStats: (campaignId: number) =>
    apiQuery([...nurturingQueries.all(), 'campaign-stats', campaignId], (signal) =>
      leadsApi.GET('/my-lead/mail/campaign-stats', { params: { query: { campaign_id: campaignId } }, signal }),
    ),
  preview: (campaignId: number) =>
    apiQuery([...nurturingQueries.all(), 'preview', campaignId], (signal) =>
      leadsApi.GET('/my-lead/mail/campaign-preview', { params: { query: { campaign_id: campaignId } }, signal }),
    { staleTime: 0 }),
  templates: () => apiQuery([...nurturingQueries.all(), 'templates'], (signal) => leadsApi.GET('/my-lead/mail/templates', { signal }), { staleTime: 5 * 60_000 }),
  emailLogs: (query: EmailLogQuery) =>
    apiQuery([...nurturingQueries.all(), 'email-logs', query], (signal) => leadsApi.GET('/my-lead/mail/email-logs', { params: { query }, signal })),
  whatsappTemplates: (query: WhatsAppTemplateQuery) =>
    apiQuery([...nurturingQueries.all(), 'whatsapp-templates', query], (signal) => leadsApi.GET('/my-lead/whatsapp-templates', { params: { query }, signal })),
  /** The caller's WhatsApp broadcasts, newest first, with their counts and credits. */
  broadcasts: (query: WhatsAppBroadcastQuery) =>
    apiQuery([...nurturingQueries.all(), 'broadcasts', query], (signal) => leadsApi.GET('/my-lead/broadcasts', { params: { query }, signal })),
  /** One broadcast and a page of its recipients, each with its message's status. */
  broadcastRecipients: (query: BroadcastRecipientQuery) =>
    apiQuery([...nurturingQueries.all(), 'broadcast-recipients', query], (signal) => leadsApi.GET('/my-lead/whatsapp-broadcast-data', { params: { query }, signal }), {
      keepPrevious: true,
    }),
  broadcastRates: () =>
    apiQuery([...nurturingQueries.all(), 'broadcast-rates'], (signal) => leadsApi.GET('/my-lead/whatsapp-broadcast-rates', { signal }), { staleTime: 5 * 60_000 }),
  /** The drip services a lead can be enrolled in (a short catalogue). */
  services: () => apiQuery([...nurturingQueries.all(), 'services'], (signal) => leadsApi.GET('/my-lead/nurturing-services', { signal }), { staleTime: 5 * 60_000 }),
  /** A lead's drip enrolments, newest first, each with its steps. */
  leadEnrolments: (leadId: number) =>
    apiQuery([...nurturingQueries.all(), 'lead-enrolments', leadId], (signal) => leadsApi.GET('/my-lead/nurturing/{id}', { params: { path: { id: leadId } }, signal })),
  /** A lead's messages, mail and WhatsApp, both ways, newest first (the portal's listLeadMessageHistory). */
  leadMessages: (leadId: number, page: number, pageSize: number) =>
    apiQuery([...nurturingQueries.all(), 'lead-messages', leadId, page, pageSize], (signal) =>
      portalApi.GET('/common/messages/lead/{leadId}', { params: { path: { leadId }, query: { page, page_size: pageSize } }, signal }),
    { keepPrevious: true }),
  /** The lead's email address (null when it has none), as sendLeadMail will use it. */
  leadEmails: (leadId: number) =>
    apiQuery([...nurturingQueries.all(), 'lead-emails', leadId], (signal) => leadsApi.POST('/my-lead/mail/emails-by-lead', { body: { lead_ids: [leadId] }, signal }), { staleTime: 0 }),
  /** The lead's mobile, sanitised (null when it has none), as a WhatsApp message goes to it. */
  leadPhones: (leadId: number) =>
    apiQuery([...nurturingQueries.all(), 'lead-phones', leadId], (signal) => leadsApi.POST('/my-lead/phone/phone-by-lead', { body: { lead_ids: [leadId] }, signal }), { staleTime: 0 }),
  /** The lead's WhatsApp contact: opted in or out, its last message and the 24-hour window. */
  whatsappContact: (leadId: number) =>
    apiQuery([...nurturingQueries.all(), 'whatsapp-contact', leadId], (signal) => leadsApi.GET('/my-lead/gr-contact/{id}', { params: { path: { id: leadId } }, signal }), { staleTime: 0 }),
  remainingEmails: () => apiQuery([...nurturingQueries.all(), 'remaining-emails'], (signal) => leadsApi.GET('/my-lead/mail/remaining-emails', { signal })),
};

export async function createContactList(body: ContactListCreateBody) {
  return unwrap(await leadsApi.POST('/my-lead/mail/contact-list', { body })).data;
}

export async function importContacts(body: ContactImportBody) {
  return unwrap(await leadsApi.POST('/my-lead/mail/import-contacts', { body })).data;
}

export async function removeListContact(body: ContactRemoveBody) {
  return unwrap(await leadsApi.POST('/my-lead/mail/remove-contact', { body })).data;
}

export async function createEmailCampaign(body: EmailCampaignCreateBody) {
  return unwrap(await leadsApi.POST('/my-lead/mail/email-campaign', { body })).data;
}

/** Starts a draft; `idempotencyKey` is made once per intent to start and repeated on every retry of it. */
export async function startEmailCampaign(body: EmailCampaignStartBody, idempotencyKey: string) {
  return unwrap(await leadsApi.POST('/my-lead/mail/start-campaign', { body, params: { header: { 'Idempotency-Key': idempotencyKey } } })).data;
}

/** Enrols one lead in a drip service; `idempotencyKey` is made once per intent and repeated on every retry of it. */
export async function startLeadNurture(body: NurturingManualBody, idempotencyKey: string) {
  return unwrap(await leadsApi.POST('/my-lead/manual-lead-nurture', { body, params: { header: { 'Idempotency-Key': idempotencyKey } } })).data;
}

/** Stops a lead's running enrolment (the steps left are cancelled and their credits given back). */
export async function stopLeadNurture(leadId: number, enrolmentId: number) {
  return unwrap(await leadsApi.POST('/my-lead/nurturing/{id}/stop', { params: { path: { id: leadId } }, body: { enrolment_id: enrolmentId } })).data;
}

/** Enrols many leads in a drip service at once; `idempotencyKey` is made once per intent and repeated on every retry. */
export async function startBulkLeadNurture(body: NurturingBulkBody, idempotencyKey: string) {
  return unwrap(await leadsApi.POST('/my-lead/bulk-lead-nurture', { body, params: { header: { 'Idempotency-Key': idempotencyKey } } })).data;
}

/** Starts a WhatsApp broadcast of an approved template to many leads; one `idempotencyKey` per intent, repeated on retry. */
export async function sendBulkWhatsAppMessage(body: BroadcastCreateBody, idempotencyKey: string) {
  return unwrap(await leadsApi.POST('/my-lead/bulk-whatsapp-message', { body, params: { header: { 'Idempotency-Key': idempotencyKey } } })).data;
}

/** One mail to a lead; `idempotencyKey` is made once per dialog opening and repeated on every retry of it. */
export async function sendLeadMail(body: LeadMailBody, idempotencyKey: string) {
  return unwrap(await leadsApi.POST('/my-lead/mail/student', { body, params: { header: { 'Idempotency-Key': idempotencyKey } } })).data;
}

/** One WhatsApp message to a lead (a template, or a free text inside the 24-hour window); one key per intent, as above. */
export async function sendLeadWhatsApp(body: LeadWhatsAppBody, idempotencyKey: string) {
  return unwrap(await leadsApi.POST('/my-lead/whatsapp/send-message', { body, params: { header: { 'Idempotency-Key': idempotencyKey } } })).data;
}
