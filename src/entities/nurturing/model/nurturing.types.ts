import type { LeadsComponents, LeadsOperations } from '@/shared/api';
import type { MessageLeadItem as LeadMessage } from '@contract/portal-schemas';
import type {
  EmailCampaignStatus, CreditTransactionType, CreditService, TemplateStatus as WhatsAppTemplateStatus,
  TemplateCategory as WhatsAppTemplateCategory, BroadcastStatus as WhatsAppBroadcastStatus, BroadcastRecipient,
  WhatsAppVariable, NurturingEnrolment, NurturingStep,
} from '@contract/leads-schemas';
import { formatCount } from '@/shared/lib/number-format';

// Names for the leads contract's nurturing and mail schemas (openapi/generated/leads-schemas.ts); never copies of them.
type Schemas = LeadsComponents['schemas'];
type QueryOf<Op extends keyof LeadsOperations> = NonNullable<LeadsOperations[Op]['parameters']['query']>;

export type { MessageLeadItem as LeadMessage } from '@contract/portal-schemas';
export type {
  ContactList, ContactListCreateBody, ContactImportBody, ContactRemoveBody, EmailCampaign, EmailCampaignStatus,
  EmailCampaignCreateBody, EmailCampaignStartBody, CampaignStatCounts as CampaignCounts, EmailTemplate as MailTemplate,
  EmailLog, EmailLogEvent, CreditTransaction, CreditTransactionType, CreditService,
  TemplateSummary as WhatsAppTemplate, TemplateStatus as WhatsAppTemplateStatus,
  TemplateCategory as WhatsAppTemplateCategory, BroadcastRate, Broadcast as WhatsAppBroadcast,
  BroadcastStatus as WhatsAppBroadcastStatus, BroadcastRecipient, BroadcastCreateBody, WhatsAppVariable,
  NurturingService, NurturingEnrolment, NurturingStep, NurturingManualBody, NurturingBulkBody,
  MailLeadBody as LeadMailBody, WhatsAppSendBody as LeadWhatsAppBody, GrContact as WhatsAppContact,
} from '@contract/leads-schemas';
export type ContactImportReport = Schemas['ContactImportResult']['data'];
export type ContactSkipReason = ContactImportReport['skipped_items'][number]['reason'];
export type EmailCampaignStart = Schemas['EmailCampaignStartResult']['data'];
export type CampaignPreview = Schemas['EmailCampaignPreviewResult']['data'];
export type CampaignStats = Schemas['CampaignStatResult']['data'];
export type CreditSummary = Schemas['CreditSummaryResult']['data'];
export type CreditChart = Schemas['CreditChartResult']['data'];
export type MailAllowance = Schemas['MailRemainingResult']['data'];

export type ContactListQuery = QueryOf<'listContactLists'>;
export type CampaignListQuery = QueryOf<'listEmailCampaigns'>;
export type EmailLogQuery = QueryOf<'listEmailLogs'>;
export type CreditTransactionQuery = QueryOf<'listCreditTransactions'>;
export type CreditChartGranularity = NonNullable<QueryOf<'getNurturingCreditChart'>['granularity']>;
export type WhatsAppTemplateQuery = QueryOf<'listWhatsAppTemplates'>;
export type WhatsAppBroadcastQuery = QueryOf<'listWhatsAppBroadcasts'>;
export type BroadcastRecipientQuery = QueryOf<'listWhatsAppBroadcastRecipients'>;
export type WhatsAppMessageStatus = BroadcastRecipient['status'];
export type BroadcastStart = Schemas['BroadcastStartResult']['data'];
/** A lead field a template variable can be filled from, per lead, by the server. */
export type WhatsAppLeadField = NonNullable<WhatsAppVariable['lead_field']>;

/** The lead fields a variable can take, in words (the server fills each per lead; an empty one becomes "-"). */
export const LEAD_FIELD_LABEL: Record<WhatsAppLeadField, string> = {
  first_name: 'First name',
  last_name: 'Last name',
  full_name: 'Full name',
  email: 'Email',
  mobile: 'Mobile',
  owner_name: 'Lead owner’s name',
};

/** A WhatsApp template's approval status and category in words. */
export const TEMPLATE_STATUS_LABEL: Record<WhatsAppTemplateStatus, string> = { approved: 'Approved', pending: 'Waiting for approval', rejected: 'Rejected' };
export const TEMPLATE_CATEGORY_LABEL: Record<WhatsAppTemplateCategory, string> = { marketing: 'Marketing', utility: 'Utility', authentication: 'Authentication' };
/** A broadcast's status, and one WhatsApp message's, in words. */
export const BROADCAST_STATUS_LABEL: Record<WhatsAppBroadcastStatus, string> = { scheduled: 'Scheduled', sending: 'Sending', completed: 'Completed', failed: 'Failed' };
export const MESSAGE_STATUS_LABEL: Record<WhatsAppMessageStatus, string> = { queued: 'Queued', sent: 'Sent', delivered: 'Delivered', read: 'Read', failed: 'Failed', received: 'Received' };

/** A campaign's status in words. */
export const CAMPAIGN_STATUS_LABEL: Record<EmailCampaignStatus, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
};

/** Why an imported row was skipped, in words. */
export const SKIP_REASON_LABEL: Record<ContactSkipReason, string> = {
  no_email: 'No email address',
  invalid_email: 'Not a valid email address',
  invalid_mobile: 'Not a valid mobile number',
  duplicate_in_request: 'Already earlier in the file',
  unsubscribed: 'Unsubscribed from your mails',
  blocklisted: 'Blocked: the address bounced or complained',
};

/** A credit transaction's kind in words. */
export const TRANSACTION_TYPE_LABEL: Record<CreditTransactionType, string> = {
  purchase: 'Purchase',
  debit: 'Debit',
  refund: 'Refund',
  adjustment: 'Adjustment',
};

export const CREDIT_SERVICE_LABEL: Record<CreditService, string> = {
  email_campaign: 'Email campaign',
  whatsapp_broadcast: 'WhatsApp broadcast',
  whatsapp_message: 'WhatsApp message',
  nurturing: 'Nurturing',
};

/** A campaign that is still moving (its counts change): the screens poll it. */
export const isCampaignActive = (status: EmailCampaignStatus) => status === 'sending' || status === 'scheduled';

/** A whole number of credits in words ("1,250 credits"); credits are integers on the ledger. */
export function creditsText(credits: number): string {
  const whole = Math.trunc(credits);
  return `${formatCount(whole)} ${Math.abs(whole) === 1 ? 'credit' : 'credits'}`;
}

// Drip nurturing: the services (step sequences), a lead's enrolments and their steps.
export type NurturingBulkResult = Schemas['NurturingBulkResult']['data'];
export type NurturingSkipReason = NurturingBulkResult['skipped'][number]['reason'];
export type NurturingStopReason = NonNullable<NurturingEnrolment['stop_reason']>;

export const ENROLMENT_STATUS_LABEL: Record<NurturingEnrolment['status'], string> = { active: 'Running', completed: 'Completed', stopped: 'Stopped' };
export const STOP_REASON_LABEL: Record<NurturingStopReason, string> = {
  replied: 'the lead replied',
  converted: 'the lead converted',
  closed: 'the lead was closed',
  opted_out: 'the lead opted out',
  manual: 'stopped by hand',
};
export const STEP_STATUS_LABEL: Record<NurturingStep['status'], string> = {
  scheduled: 'Scheduled',
  sending: 'Sending',
  sent: 'Sent',
  skipped: 'Skipped',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

// A lead's messages (the lead page's Messages panel) and the two single sends.
export type LeadMessageStatus = LeadMessage['delivery_status'];
export type LeadMailResult = Schemas['MailSendResult']['data'];
export type LeadWhatsAppResult = Schemas['WhatsAppSendResult']['data'];

/** A message's status in words; an email that was opened reads "Opened" (the history says `read`). */
export function leadMessageStatusText(message: Pick<LeadMessage, 'channel' | 'delivery_status'>): string {
  if (message.channel === 'email' && message.delivery_status === 'read') return 'Opened';
  return LEAD_MESSAGE_STATUS_LABEL[message.delivery_status];
}
export const LEAD_MESSAGE_STATUS_LABEL: Record<LeadMessageStatus, string> = {
  queued: 'Queued',
  sent: 'Sent',
  delivered: 'Delivered',
  read: 'Read',
  failed: 'Failed',
  bounced: 'Bounced',
  received: 'Received',
};
