import type { BroadcastRecipient, CampaignCounts, ContactList, CreditSummary, EmailCampaign, EmailLog, MailTemplate, NurturingService, WhatsAppBroadcast, WhatsAppTemplate } from '../model/nurturing.types';

// Answers of the nurturing calls for component tests, shaped by the contract's types.

const AT = '2026-11-20T10:00:00.000Z';

export const noCounts: CampaignCounts = { queued: 0, failed: 0, skipped: 0, sent: 0, delivered: 0, opened: 0, clicked: 0, bounced: 0, unsubscribed: 0 };

export const contactListFixture = (overrides: Partial<ContactList> = {}): ContactList => ({
  list_id: 1,
  name: 'September fair',
  description: null,
  contacts_count: 3,
  created_at: AT,
  updated_at: AT,
  ...overrides,
});

export const campaignFixture = (overrides: Partial<EmailCampaign> = {}): EmailCampaign => ({
  campaign_id: 1,
  name: 'Autumn intake',
  subject: 'Study in the UK this autumn',
  sender_name: 'Asha Rao',
  reply_to: 'agent@demo.unipath.test',
  template_id: 1,
  list_ids: [1],
  contacts_count: 3,
  status: 'draft',
  scheduled_at: null,
  started_at: null,
  sent_at: null,
  estimated_credits: 3,
  credits_debited: null,
  counts: noCounts,
  failure_reason: null,
  created_at: AT,
  created_by_user_id: 41,
  ...overrides,
});

export const mailTemplateFixture = (overrides: Partial<MailTemplate> = {}): MailTemplate => ({
  template_id: 1,
  name: 'Intake reminder',
  subject: 'Your next intake',
  html_content: '<p>Hello {{first_name}}</p>',
  variables: ['first_name'],
  updated_at: AT,
  ...overrides,
});

export const creditSummaryFixture = (overrides: Partial<CreditSummary> = {}): CreditSummary => ({
  user_id: 41,
  balance: 500,
  credit_per_lead: 1,
  contacts_covered: 500,
  purchased_total: 500,
  used_total: 0,
  refunded_total: 0,
  used_this_month: 0,
  by_service: [],
  last_purchase_at: AT,
  ...overrides,
});

export const emailLogFixture = (overrides: Partial<EmailLog> = {}): EmailLog => ({
  log_id: 1,
  message_id: '<nurture-1.x@unipath.test>',
  campaign_id: 1,
  lead_id: null,
  email: 'meera@example.com',
  subject: 'Study in the UK this autumn',
  event: 'delivered',
  events: [
    { event: 'queued', at: AT },
    { event: 'sent', at: AT },
    { event: 'delivered', at: AT },
  ],
  sent_at: AT,
  last_event_at: AT,
  ...overrides,
});

export const broadcastFixture = (overrides: Partial<WhatsAppBroadcast> = {}): WhatsAppBroadcast => ({
  broadcast_id: 1,
  name: 'January intake reminder',
  template_id: 3,
  template_name: 'intake_reminder',
  category: 'marketing',
  status: 'completed',
  recipients: 3,
  queued: 0,
  skipped: 0,
  counts: { sent: 3, delivered: 3, read: 1, failed: 0, replied: 0 },
  credits_debited: 9,
  credits_refunded: 0,
  scheduled_at: null,
  started_at: AT,
  completed_at: AT,
  created_at: AT,
  created_by_user_id: 41,
  ...overrides,
});

export const broadcastRecipientFixture = (overrides: Partial<BroadcastRecipient> = {}): BroadcastRecipient => ({
  lead_id: 1,
  lead_name: 'Ravi Kumar',
  whatsapp_number: '+919812345678',
  message_id: 1,
  status: 'delivered',
  failure_reason: null,
  sent_at: AT,
  delivered_at: AT,
  read_at: null,
  replied_at: null,
  ...overrides,
});

export const nurturingServiceFixture = (overrides: Partial<NurturingService> = {}): NurturingService => ({
  ns_id: 1,
  name: 'New enquiry welcome',
  description: 'A welcome mail, a WhatsApp reminder the next day and two mails after.',
  channels: ['email', 'whatsapp'],
  steps: 4,
  duration_days: 7,
  active: true,
  credits_per_lead: 4,
  sequence: [
    { step_no: 1, channel: 'email', day_offset: 0, name: 'Welcome', template_id: null },
    { step_no: 2, channel: 'whatsapp', day_offset: 1, name: 'intake_reminder', template_id: 3 },
    { step_no: 3, channel: 'email', day_offset: 3, name: 'Course options', template_id: null },
    { step_no: 4, channel: 'email', day_offset: 7, name: 'Book a call', template_id: null },
  ],
  ...overrides,
});

export const whatsappTemplateFixture = (overrides: Partial<WhatsAppTemplate> = {}): WhatsAppTemplate => ({
  template_id: 3,
  name: 'intake_reminder',
  language: 'en',
  category: 'marketing',
  status: 'approved',
  body: 'Hello {{1}}, applications for the {{2}} intake are open. Reply to this message and your counsellor will call you.',
  variables_count: 2,
  header_type: 'none',
  rejection_reason: null,
  updated_at: AT,
  ...overrides,
});
