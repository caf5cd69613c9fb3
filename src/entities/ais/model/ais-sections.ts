import type { PortalComponents } from '@/shared/api';

/** A student's whole Additional Information Sheet, as the server answers it. */
export type AisSheet = PortalComponents['schemas']['AisSheet'];

/** The sections of a student's AIS sheet (its lists of entries). */
export type AisSectionKey = Exclude<keyof AisSheet, 'student_user_id' | 'updated_at'>;

/** Each section's heading, in the order a student fills the sheet in. */
export const AIS_SECTION_LABELS: Readonly<Record<AisSectionKey, string>> = {
  qualifications: 'Qualifications', gaps: 'Gaps', certifications: 'Certifications', travel_history: 'Travel history',
  work_history: 'Work history', visa_rejections: 'Visa rejections', family_details: 'Family details',
};

export const AIS_SECTION_KEYS = Object.keys(AIS_SECTION_LABELS) as AisSectionKey[];
