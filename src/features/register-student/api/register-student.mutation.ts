import { useMutation } from '@tanstack/react-query';
import { portalApi, unwrap, type PortalComponents } from '@/shared/api';

export type RegistrationBody = PortalComponents['schemas']['RegistrationBody'];
/** Who referred the student: an agent's (or franchise's) link, or a school counselor's. */
export type Referral = { kind: 'agent' | 'school_counselor'; userId: number };

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

/** Registers a student along the referral's path; the answer signs them in (the caller hands it to the session). */
export function useRegisterStudent(referral: Referral | null) {
  return useMutation({ mutationFn: (body: RegistrationBody) => registerStudent(body, referral) });
}
