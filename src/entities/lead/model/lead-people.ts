import type { Lead, LeadUserRef, TeamMember } from './lead.types';

/** A lead's name as the lists show it. */
export const leadName = (lead: Pick<Lead, 'first_name' | 'last_name'>): string => [lead.first_name, lead.last_name].filter(Boolean).join(' ');

/** A user's name (owner, assignee, author). */
export const personName = (person: Pick<LeadUserRef, 'first_name' | 'last_name'>): string => `${person.first_name} ${person.last_name}`.trim();

/** A team member as the pickers offer them: the caller is "Me (their name)". */
export const memberName = (member: Pick<TeamMember, 'first_name' | 'last_name' | 'is_self'>): string =>
  member.is_self ? `Me (${personName(member)})` : personName(member);

/** How the lead can be reached: mobile and email, whichever it has. */
export const leadContact = (lead: Pick<Lead, 'email' | 'mobile'>): string => [lead.mobile, lead.email].filter(Boolean).join(' · ') || '—';
