import { createAnnouncement, mayCall } from '@contract/access';
import type { UserType } from '@contract/portal-schemas';
import type { Announcement } from './whats-new';

export type { AnnouncementInput } from '@contract/portal-schemas';

/** Each user type as an audience is named: every type of the contract (the record keeps the list complete). */
export const AUDIENCE_LABEL: Readonly<Record<UserType, string>> = {
  student: 'Students',
  counselor: 'Counselors',
  operations: 'Operations staff',
  visa: 'Visa staff',
  operations_manager: 'Operations managers',
  agent: 'Agents',
  franchise: 'Franchise partners',
  student_support: 'Student support',
  accounts: 'Accounts',
  school_counselor: 'School counselors',
};

/** The user types an announcement can address, in the contract's order. */
export const AUDIENCE_TYPES = Object.keys(AUDIENCE_LABEL) as readonly UserType[];

/** Whom an announcement addresses, in words: an empty audience is everyone. */
export function audienceText(audience: readonly UserType[]): string {
  if (audience.length === 0) return 'Everyone';
  return AUDIENCE_TYPES.filter((type) => audience.includes(type))
    .map((type) => AUDIENCE_LABEL[type])
    .join(', ');
}

/** Who posts announcements: the roles createAnnouncement's x-access allows (the generated access map). */
export const canPostAnnouncements = (role: UserType | null | undefined): boolean =>
  mayCall(createAnnouncement, role);

/** Whether an announcement is still shown at `now` (ms): `never` expires, `active` until its time, then `expired`. */
export function expiryOf(announcement: Pick<Announcement, 'expires_at'>, now: number): 'never' | 'active' | 'expired' {
  if (announcement.expires_at === null) return 'never';
  return Date.parse(announcement.expires_at) > now ? 'active' : 'expired';
}
