import { queryOptions } from '@tanstack/react-query';
import { portalApi, unwrap, type PortalComponents } from '@/shared/api';

export type RegistrationBody = PortalComponents['schemas']['RegistrationBody'];
export type Referral = { kind: 'agent' | 'school_counselor'; userId: number };

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

/** The registration call of each path: plain, through an agent's link, through a school counselor's link. */
export async function registerStudent(body: RegistrationBody, referral: Referral | null) {
  if (referral?.kind === 'agent')
    return unwrap(
      await portalApi.POST('/agent-student-register/{agent_user_id}', { params: { path: { agent_user_id: referral.userId } }, body }),
    );
  if (referral?.kind === 'school_counselor')
    return unwrap(await portalApi.POST('/sc-student-register/{sc_user_id}', { params: { path: { sc_user_id: referral.userId } }, body }));
  return unwrap(await portalApi.POST('/student-register', { body }));
}
