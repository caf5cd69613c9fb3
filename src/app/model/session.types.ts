import type { LeadsComponents, PortalComponents } from '@/shared/api';

export type SessionUser = PortalComponents['schemas']['SessionUser'];
export type UserType = PortalComponents['schemas']['UserType'];
export type AuthResult = PortalComponents['schemas']['AuthResult'];
export type ServicesAvailed = LeadsComponents['schemas']['ServiceAvailedResult']['data'];
export type AssignedStudent = PortalComponents['schemas']['StudentSummary'];
export type Credentials = { email: string; password: string };

/** Why a sign-in did not work, as the login form explains it. */
export type SignInFailure = 'invalid-credentials' | 'rate-limited' | 'unreachable' | 'unknown';
