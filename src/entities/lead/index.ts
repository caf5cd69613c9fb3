export { leadQueries, leadMasterQueries, leadStatsQueries, saveLead, saveLeadFollowUp, markLeadsRead, LEAD_ACTIVITY_PAGE_SIZE } from './api/lead.queries';
export { leadName, personName, leadContact } from './model/lead-people';
export { speedToLead, shortDuration, SPEED_TO_LEAD_TARGET_MS } from './model/speed-to-lead';
export type { SpeedToLead } from './model/speed-to-lead';
export { FOLLOW_UP_CHANNELS, CHANNEL_LABEL } from './model/lead.types';
export type {
  Lead,
  LeadDetails,
  LeadPage,
  LeadUserRef,
  LeadSaveBody,
  LeadFieldValue,
  LeadExistsResult,
  CategoryField,
  CategoryFieldType,
  CategoryFieldWithValue,
  FollowUp,
  FollowUpBody,
  FollowUpChannel,
  FollowUpSaveResult,
  LeadHistoryEntry,
  AssigneeTimelineEntry,
  Stage,
  SubStage,
  CategoryWithFields,
  TeamMember,
  LeadSource,
  LeadMedium,
  LeadCampaign,
  LeadState,
  LeadCity,
  LeadCountSummary,
  LeadCountMonth,
  LeadCountMember,
  LeadCountArea,
  LeadCountAreaStage,
  LeadCountStageItem,
  LeadDistributionCount,
  LeadDistributionDimension,
  LeadStatMasterFranchise,
  LeadStatAreaFranchise,
  LeadListQuery,
  LeadSort,
  LeadDateField,
  LeadStatsQuery,
} from './model/lead.types';
export { leadFixture, leadDetailsFixture, leadOwnerFixture, stageFixtures } from './lib/lead.fixtures';
export { subStageFixtures, teamFixtures, sourceFixtures, categoryFixtures, leadCountFixture } from './lib/lead-masters.fixtures';
