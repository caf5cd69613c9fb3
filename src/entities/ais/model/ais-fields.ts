import type { AisSectionKey } from './ais-sections';

/** How a field is shown and edited; what it may hold (required, options, lengths, formats) is the contract's. */
export type AisFieldKind = 'text' | 'date' | 'select' | 'country' | 'checkbox' | 'number' | 'mobile' | 'textarea';
/** One field of an entry: its name in the contract, its label when read, its kind, and its label in the form where that says more. */
export type AisField = { name: string; label: string; kind: AisFieldKind; formLabel?: string };

type Row = [name: string, label: string, kind: AisFieldKind, formLabel?: string];

const ROWS: Record<AisSectionKey, Row[]> = {
  qualifications: [
    ['level', 'Level', 'select'], ['institution', 'Institution', 'text'], ['board_or_university', 'Board or university', 'text'],
    ['country_id', 'Country', 'country'], ['start_date', 'Start date', 'date'], ['end_date', 'End date', 'date', 'End date (optional)'],
    ['grade_type', 'Grade type', 'select'], ['grade', 'Grade', 'text'], ['medium', 'Medium of instruction', 'text'],
  ],
  gaps: [['from_date', 'From', 'date'], ['to_date', 'To', 'date'], ['reason', 'Reason', 'textarea']],
  certifications: [
    ['name', 'Certification', 'text'], ['issuer', 'Issuer', 'text'], ['issued_on', 'Issued on', 'date'],
    ['score', 'Score', 'text', 'Score (optional)'], ['expires_on', 'Expires on', 'date', 'Expires on (optional)'],
  ],
  travel_history: [
    ['country_id', 'Country', 'country'], ['from_date', 'From', 'date'], ['to_date', 'To', 'date'],
    ['purpose', 'Purpose', 'select'], ['visa_type', 'Visa type', 'text'],
  ],
  work_history: [
    ['employer', 'Employer', 'text'], ['job_title', 'Job title', 'text'], ['from_date', 'From', 'date'],
    ['to_date', 'To', 'date', 'To (empty while working there)'], ['currently_working', 'Works there now', 'checkbox', 'I work here now'],
    ['duties', 'Duties', 'textarea', 'Duties (optional)'],
  ],
  visa_rejections: [
    ['country_id', 'Country', 'country'], ['visa_type', 'Visa type', 'text'], ['rejected_on', 'Rejected on', 'date'], ['reason', 'Reason', 'textarea', 'Reason (optional)'],
  ],
  family_details: [
    ['relation', 'Relation', 'select'], ['name', 'Name', 'text'], ['occupation', 'Occupation', 'text', 'Occupation (optional)'],
    ['mobile', 'Mobile', 'mobile', 'Mobile (optional)'], ['email', 'Email', 'text', 'Email (optional)'], ['nationality', 'Nationality', 'text'],
  ],
};

/** Each section's fields, in the order a student fills them in. */
export const AIS_FIELDS: Readonly<Record<AisSectionKey, readonly AisField[]>> = Object.fromEntries(
  Object.entries(ROWS).map(([key, rows]) => [key, rows.map(([name, label, kind, formLabel]) => ({ name, label, kind, ...(formLabel ? { formLabel } : {}) }))]),
) as Record<AisSectionKey, AisField[]>;

/** The words for the contract's choices where a plain reading of the value would not do. */
const CHOICES: Readonly<Record<string, string>> = {
  secondary: 'Secondary (10th)', higher_secondary: 'Higher secondary (12th)', bachelors: 'Bachelor’s degree', masters: 'Master’s degree',
  doctorate: 'Doctorate', cgpa: 'CGPA', grade: 'Letter grade',
};

/** A choice as a person reads it: `higher_secondary` → "Higher secondary (12th)", `tourism` → "Tourism". */
export function choiceLabel(value: string): string {
  const known = CHOICES[value];
  if (known) return known;
  const words = value.replace(/_/g, ' ');
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
}
