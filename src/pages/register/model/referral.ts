import type { Referral } from '@/features/register-student';

const positiveId = (value: string | null): number | null => {
  if (value === null || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && Number.isSafeInteger(id) ? id : null;
};

/**
 * The registration link's referrer: `/register?agent_user_id=12` (an agent's or franchise's link) or
 * `/register?sc_user_id=34` (a school counselor's link). A malformed id is an invalid link.
 */
export function referralFromSearch(search: string): Referral | 'invalid' | null {
  const params = new URLSearchParams(search);
  const agent = params.get('agent_user_id');
  const school = params.get('sc_user_id');
  if (agent !== null) return positiveId(agent) ? { kind: 'agent', userId: positiveId(agent)! } : 'invalid';
  if (school !== null) return positiveId(school) ? { kind: 'school_counselor', userId: positiveId(school)! } : 'invalid';
  return null;
}
