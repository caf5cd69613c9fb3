import type { LeadsComponents, LeadsOperations } from '@/shared/api';

// Names for the leads contract's schemas (openapi/generated/leads.d.ts); never copies of them.
type Schemas = LeadsComponents['schemas'];

export type Lead = Schemas['Lead'];
export type LeadDetails = Schemas['LeadDetails'];
export type LeadPage = Schemas['LeadPage'];
export type LeadUserRef = Schemas['LeadUserRef'];
export type LeadSaveBody = Schemas['LeadSaveBody'];
export type LeadFieldValue = Schemas['LeadFieldValue'];
export type LeadExistsResult = Schemas['LeadExistsResult'];
export type CategoryField = Schemas['CategoryField'];
export type CategoryFieldType = Schemas['CategoryFieldType'];
export type CategoryFieldWithValue = Schemas['CategoryFieldWithValue'];
export type FollowUp = Schemas['FollowUp'];
export type FollowUpBody = Schemas['FollowUpBody'];
export type FollowUpChannel = Schemas['FollowUpChannel'];
export type FollowUpSaveResult = Schemas['FollowUpSaveResult'];
export type LeadHistoryEntry = Schemas['LeadHistoryEntry'];
export type AssigneeTimelineEntry = Schemas['AssigneeTimelineEntry'];
export type Stage = Schemas['Stage'];
export type SubStage = Schemas['SubStage'];
export type CategoryWithFields = Schemas['CategoryWithFields'];
export type TeamMember = Schemas['TeamMember'];
export type LeadSource = Schemas['Source'];
export type LeadMedium = Schemas['Medium'];
export type LeadCampaign = Schemas['LeadCampaign'];
export type LeadState = Schemas['MasterState'];
export type LeadCity = Schemas['MasterCity'];
export type LeadCountSummary = Schemas['LeadCountSummary'];
export type LeadCountMonth = Schemas['LeadCountMonth'];
export type LeadCountMember = Schemas['LeadCountMember'];
export type LeadCountArea = Schemas['LeadCountArea'];
export type LeadCountAreaStage = Schemas['LeadCountAreaStage'];
export type LeadCountStageItem = Schemas['LeadCountStageItem'];
export type LeadDistributionCount = Schemas['LeadDistributionCount'];
export type LeadDistributionDimension = Schemas['LeadDistributionDimension'];
export type LeadStatMasterFranchise = Schemas['LeadStatMasterFranchise'];
export type LeadStatAreaFranchise = Schemas['LeadStatAreaFranchise'];
export type LeadSaveResult = Schemas['LeadSaveResult'];
export type FollowUpOutcome = Schemas['FollowUpOutcome'];
export type LeadConvertBody = Schemas['LeadConvertBody'];
export type LeadConvertResult = Schemas['LeadConvertResult'];
export type LeadImportReport = Schemas['LeadImportReport'];
export type LeadImportRow = Schemas['LeadImportRow'];
export type LeadAssignResult = Schemas['LeadAssignResult'];

/** The query of GET /my-lead/all (filters, sort, page). */
export type LeadListQuery = NonNullable<LeadsOperations['listLeads']['parameters']['query']>;
export type LeadSort = NonNullable<LeadListQuery['sort']>;
export type LeadDateField = NonNullable<LeadListQuery['date_field']>;
/** A period and an assignee, as the statistics calls take them. */
export type LeadStatsQuery = { from?: string; to?: string; assigned_to?: number };

export const FOLLOW_UP_CHANNELS: readonly FollowUpChannel[] = ['call', 'email', 'whatsapp', 'meeting', 'other'];
export const FOLLOW_UP_OUTCOMES: readonly FollowUpOutcome[] = ['connected', 'no_answer', 'busy', 'wrong_number', 'call_back', 'interested', 'not_interested', 'converted', 'other'];
export const OUTCOME_LABEL: Record<FollowUpOutcome, string> = {
  connected: 'Connected',
  no_answer: 'No answer',
  busy: 'Busy',
  wrong_number: 'Wrong number',
  call_back: 'Asked to call back',
  interested: 'Interested',
  not_interested: 'Not interested',
  converted: 'Converted',
  other: 'Other',
};
export const CHANNEL_LABEL: Record<FollowUpChannel, string> = { call: 'Call', email: 'Email', whatsapp: 'WhatsApp', meeting: 'Meeting', other: 'Other' };
