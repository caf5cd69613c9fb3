// Thin handlers of the lead statistics, by operationId.
import { requireCaller } from '../../http/caller.ts';
import type { LeadsHandlers } from '../../http/typed.ts';
import type { StatisticsService } from './statistics.service.ts';

export function statisticsHandlers(stats: StatisticsService): LeadsHandlers {
  return {
    listCounseledLeads: async (request) => stats.counseled(requireCaller(request), request.query),
    getLeadCount: async (request) => stats.count(requireCaller(request), request.query),
    getLeadCountByMember: async (request) => stats.byMember(requireCaller(request), request.query),
    getLeadCountByMonth: async (request) => stats.byMonth(requireCaller(request), request.query),
    listRemindedLeads: async (request) => stats.reminded(requireCaller(request), request.query),
    getLeadDistributionCount: async (request) => stats.distributionCount(requireCaller(request), request.query),
    getLeadDistributionDetails: async (request) => stats.distributionDetails(requireCaller(request), request.query),
    getLeadCountByArea: async (request) => stats.byArea(requireCaller(request), request.query),
    getLeadCountByAreaStageCounseled: async (request) => stats.byAreaStage(requireCaller(request), request.query),
    getMasterFranchiseLeadStatistics: async (request) => stats.masterFranchise(requireCaller(request), request.query),
    listAreaFranchiseLeadStats: async (request) => stats.areaFranchises(requireCaller(request), request.query),
    listAcpCampaigns: async (request) => stats.acpCampaigns(requireCaller(request), request.query),
  };
}
