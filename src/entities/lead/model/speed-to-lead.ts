import type { Lead } from './lead.types';

export type SpeedToLead = { state: 'overdue'; waitingMs: number } | { state: 'late'; minutes: number } | { state: 'waiting' } | { state: 'contacted'; minutes: number | null };

/**
 * A lead's speed to lead as the server judges it against the owner's target (`contact_overdue`): not contacted and
 * overdue (with how long it has waited at `now`), contacted late, not contacted but still within the target, or
 * contacted in time.
 */
export function speedToLead(lead: Pick<Lead, 'created_at' | 'first_contacted_at' | 'contact_overdue' | 'speed_to_lead_minutes'>, now: number): SpeedToLead {
  if (lead.first_contacted_at) return lead.contact_overdue ? { state: 'late', minutes: lead.speed_to_lead_minutes ?? 0 } : { state: 'contacted', minutes: lead.speed_to_lead_minutes };
  if (lead.contact_overdue) return { state: 'overdue', waitingMs: Math.max(0, now - Date.parse(lead.created_at)) };
  return { state: 'waiting' };
}

/** "45 min", "3 h", "2 days": how long, for a mark on a row. */
export function shortDuration(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  if (minutes < 60) return `${Math.max(1, minutes)} min`;
  const hours = Math.round(minutes / 60);
  if (hours < 48) return `${hours} h`;
  return `${Math.round(hours / 24)} days`;
}
