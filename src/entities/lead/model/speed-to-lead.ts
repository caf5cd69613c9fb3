import type { Lead } from './lead.types';

/** The target time from a lead's creation to its first contact (issue 11: one hour unless a partner sets another). */
export const SPEED_TO_LEAD_TARGET_MS = 60 * 60_000;

export type SpeedToLead = { state: 'overdue'; waitingMs: number } | { state: 'waiting'; leftMs: number } | { state: 'contacted' } | { state: 'unknown' };

type SpeedFields = Pick<Lead, 'created_at'> & { first_contacted_at?: string | null; contact_overdue?: boolean | null };

/**
 * Whether a lead was contacted in time: contacted (the server says when), still within the target, or overdue (the
 * server's `contact_overdue` when it sends one, else the target against `now`). A lead whose answer carries no
 * first-contact field is `unknown` (the mark is not shown).
 */
export function speedToLead(lead: SpeedFields, now: number, targetMs = SPEED_TO_LEAD_TARGET_MS): SpeedToLead {
  if (!('first_contacted_at' in lead)) return { state: 'unknown' };
  if (lead.first_contacted_at) return { state: 'contacted' };
  const waitingMs = Math.max(0, now - Date.parse(lead.created_at));
  if (lead.contact_overdue === true || (lead.contact_overdue !== false && waitingMs > targetMs)) return { state: 'overdue', waitingMs };
  return { state: 'waiting', leftMs: Math.max(0, targetMs - waitingMs) };
}

/** "45 min", "3 h", "2 days": how long, for a mark on a row. */
export function shortDuration(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  if (minutes < 60) return `${Math.max(1, minutes)} min`;
  const hours = Math.round(minutes / 60);
  if (hours < 48) return `${hours} h`;
  return `${Math.round(hours / 24)} days`;
}
