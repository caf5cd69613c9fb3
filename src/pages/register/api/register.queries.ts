import { queryOptions } from '@tanstack/react-query';
import type { Referral } from '@/features/register-student';
import { portalApi, unwrap } from '@/shared/api';

export const referrerQuery = (referral: Referral) =>
  queryOptions({
    queryKey: ['referrer', referral.kind, referral.userId],
    queryFn: async ({ signal }) =>
      referral.kind === 'agent'
        ? unwrap(await portalApi.GET('/home/agent-info/{agent_user_id}', { params: { path: { agent_user_id: referral.userId } }, signal })).data
        : unwrap(await portalApi.GET('/home/sc-info/{sc_user_id}', { params: { path: { sc_user_id: referral.userId } }, signal })).data,
    retry: false,
    staleTime: 300_000,
  });
