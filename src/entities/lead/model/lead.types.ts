import type { LeadsOperations } from '@/shared/api';
import type { FollowUpChannel, FollowUpOutcome } from '@contract/leads-schemas';

// Names for the leads contract's schemas (openapi/generated/leads-schemas.ts); never copies of them.
export type {
  Lead, LeadDetails, LeadPage, LeadUserRef, LeadSaveBody, LeadFieldValue, LeadExistsResult, CategoryField,
  CategoryFieldType, CategoryFieldWithValue, FollowUp, FollowUpBody, FollowUpChannel, FollowUpSaveResult,
  LeadHistoryEntry, AssigneeTimelineEntry, Stage, SubStage, CategoryWithFields, TeamMember, Source as LeadSource,
  Medium as LeadMedium, LeadCampaign, MasterState as LeadState, MasterCity as LeadCity, LeadCountSummary,
  LeadCountMonth, LeadCountMember, LeadCountArea, LeadCountAreaStage, LeadCountStageItem, LeadDistributionCount,
  LeadDistributionDimension, LeadStatMasterFranchise, LeadStatAreaFranchise, LeadSaveResult, FollowUpOutcome,
  LeadConvertBody, LeadConvertResult, LeadImportReport, LeadImportRow, LeadAssignResult,
} from '@contract/leads-schemas';

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
