// Thin handlers of the lead statistics, by operationId: each passes the caller and the query to its statistic.
import { byCallerAndQuery } from '../../http/answers.ts';
import type { LeadsHandlers } from '../../http/typed.ts';
import type { StatisticsService } from './statistics.service.ts';

export function statisticsHandlers(stats: StatisticsService): LeadsHandlers {
  return {
    listCounseledLeads: byCallerAndQuery(stats.counseled),
    getLeadCount: byCallerAndQuery(stats.count),
    getLeadCountByMember: byCallerAndQuery(stats.byMember),
    getLeadCountByMonth: byCallerAndQuery(stats.byMonth),
    listRemindedLeads: byCallerAndQuery(stats.reminded),
    getLeadDistributionCount: byCallerAndQuery(stats.distributionCount),
    getLeadDistributionDetails: byCallerAndQuery(stats.distributionDetails),
    getLeadCountByArea: byCallerAndQuery(stats.byArea),
    getLeadCountByAreaStageCounseled: byCallerAndQuery(stats.byAreaStage),
    getMasterFranchiseLeadStatistics: byCallerAndQuery(stats.masterFranchise),
    listAreaFranchiseLeadStats: byCallerAndQuery(stats.areaFranchises),
    listAcpCampaigns: byCallerAndQuery(stats.acpCampaigns),
  };
}
