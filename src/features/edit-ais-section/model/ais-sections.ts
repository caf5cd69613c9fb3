import type { AisSheet } from '@/entities/student';
import { sanitizeMobile } from '@/shared/lib/validation';

export type AisSectionKey = Exclude<keyof AisSheet, 'student_user_id' | 'updated_at'>;
export type FieldKind = 'text' | 'date' | 'select' | 'country' | 'checkbox' | 'number' | 'mobile' | 'textarea';
export type FieldSpec = { name: string; label: string; kind: FieldKind; required?: boolean; options?: readonly string[]; max?: number };
export type SectionSpec = {
  key: AisSectionKey;
  label: string;
  path: '/common/ais-qualifications' | '/common/ais-gaps' | '/common/ais-certifications' | '/common/ais-travel-history' | '/common/ais-work-history' | '/common/ais-visa-rejections' | '/common/ais-family-details';
  fields: FieldSpec[];
  /** Pairs of date fields that must be in order (from, to). */
  ranges: [string, string][];
};

export type Entry = Record<string, string | boolean>;

export const AIS_SECTIONS: readonly SectionSpec[] = [
  { key: 'qualifications', label: 'Qualifications', path: '/common/ais-qualifications', ranges: [['start_date', 'end_date']], fields: [
    { name: 'level', label: 'Level', kind: 'select', required: true, options: ['secondary', 'higher_secondary', 'diploma', 'bachelors', 'masters', 'doctorate', 'other'] },
    { name: 'institution', label: 'Institution', kind: 'text', required: true, max: 200 },
    { name: 'board_or_university', label: 'Board or university', kind: 'text', required: true, max: 200 },
    { name: 'country_id', label: 'Country', kind: 'country', required: true },
    { name: 'start_date', label: 'Start date', kind: 'date', required: true },
    { name: 'end_date', label: 'End date (optional)', kind: 'date' },
    { name: 'grade_type', label: 'Grade type', kind: 'select', required: true, options: ['percentage', 'cgpa', 'grade'] },
    { name: 'grade', label: 'Grade', kind: 'text', required: true, max: 20 },
    { name: 'medium', label: 'Medium of instruction', kind: 'text', required: true, max: 50 },
  ] },
  { key: 'gaps', label: 'Gaps', path: '/common/ais-gaps', ranges: [['from_date', 'to_date']], fields: [
    { name: 'from_date', label: 'From', kind: 'date', required: true },
    { name: 'to_date', label: 'To', kind: 'date', required: true },
    { name: 'reason', label: 'Reason', kind: 'textarea', required: true, max: 1000 },
  ] },
  { key: 'certifications', label: 'Certifications', path: '/common/ais-certifications', ranges: [['issued_on', 'expires_on']], fields: [
    { name: 'name', label: 'Certification', kind: 'text', required: true, max: 200 },
    { name: 'issuer', label: 'Issuer', kind: 'text', required: true, max: 200 },
    { name: 'issued_on', label: 'Issued on', kind: 'date', required: true },
    { name: 'score', label: 'Score (optional)', kind: 'text', max: 50 },
    { name: 'expires_on', label: 'Expires on (optional)', kind: 'date' },
  ] },
  { key: 'travel_history', label: 'Travel history', path: '/common/ais-travel-history', ranges: [['from_date', 'to_date']], fields: [
    { name: 'country_id', label: 'Country', kind: 'country', required: true },
    { name: 'from_date', label: 'From', kind: 'date', required: true },
    { name: 'to_date', label: 'To', kind: 'date', required: true },
    { name: 'purpose', label: 'Purpose', kind: 'select', required: true, options: ['study', 'work', 'tourism', 'business', 'other'] },
    { name: 'visa_type', label: 'Visa type', kind: 'text', required: true, max: 100 },
  ] },
  { key: 'work_history', label: 'Work history', path: '/common/ais-work-history', ranges: [['from_date', 'to_date']], fields: [
    { name: 'employer', label: 'Employer', kind: 'text', required: true, max: 200 },
    { name: 'job_title', label: 'Job title', kind: 'text', required: true, max: 200 },
    { name: 'from_date', label: 'From', kind: 'date', required: true },
    { name: 'to_date', label: 'To (empty while working there)', kind: 'date' },
    { name: 'currently_working', label: 'I work here now', kind: 'checkbox' },
    { name: 'duties', label: 'Duties (optional)', kind: 'textarea', max: 2000 },
  ] },
  { key: 'visa_rejections', label: 'Visa rejections', path: '/common/ais-visa-rejections', ranges: [], fields: [
    { name: 'country_id', label: 'Country', kind: 'country', required: true },
    { name: 'visa_type', label: 'Visa type', kind: 'text', required: true, max: 100 },
    { name: 'rejected_on', label: 'Rejected on', kind: 'date', required: true },
    { name: 'reason', label: 'Reason (optional)', kind: 'textarea', max: 1000 },
  ] },
  { key: 'family_details', label: 'Family details', path: '/common/ais-family-details', ranges: [], fields: [
    { name: 'relation', label: 'Relation', kind: 'select', required: true, options: ['father', 'mother', 'spouse', 'brother', 'sister', 'son', 'daughter', 'guardian', 'other'] },
    { name: 'name', label: 'Name', kind: 'text', required: true, max: 120 },
    { name: 'occupation', label: 'Occupation (optional)', kind: 'text', max: 120 },
    { name: 'mobile', label: 'Mobile (optional)', kind: 'mobile' },
    { name: 'email', label: 'Email (optional)', kind: 'text', max: 254 },
    { name: 'nationality', label: 'Nationality', kind: 'text', required: true, max: 60 },
  ] },
];

/** Entries as the form edits them (strings and booleans) from what the server answered. */
export function toEntries(items: readonly object[], spec: SectionSpec): Entry[] {
  return items.map((item) => {
    const entry: Entry = {};
    for (const field of spec.fields) {
      const value = (item as Record<string, unknown>)[field.name];
      entry[field.name] = field.kind === 'checkbox' ? value === true : value === null || value === undefined ? '' : String(value);
    }
    return entry;
  });
}

export const emptyEntry = (spec: SectionSpec): Entry => Object.fromEntries(spec.fields.map((f) => [f.name, f.kind === 'checkbox' ? false : '']));

export type EntryErrors = Record<string, string>;

/** Required fields, lengths, dates in order, today or earlier where a date is history; key `${index}.${field}`. */
export function validateSection(entries: Entry[], spec: SectionSpec, today = new Date().toISOString().slice(0, 10)): EntryErrors {
  const errors: EntryErrors = {};
  entries.forEach((entry, index) => {
    for (const field of spec.fields) {
      const value = entry[field.name];
      if (typeof value !== 'string') continue;
      const text = value.trim();
      const key = `${index}.${field.name}`;
      if (field.required && text === '') errors[key] = `Enter the ${field.label.toLowerCase()}.`;
      else if (field.max && text.length > field.max) errors[key] = `At most ${field.max} characters.`;
      else if (field.kind === 'date' && text && !/^\d{4}-\d{2}-\d{2}$/.test(text)) errors[key] = 'Enter a date like 2024-06-30.';
      else if (field.kind === 'mobile' && text && !/^\+?\d{8,15}$/.test(sanitizeMobile(text))) errors[key] = 'Enter a phone number of 8 to 15 digits.';
      else if (field.name === 'email' && text && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text)) errors[key] = 'Enter an email like name@example.com.';
    }
    for (const [from, to] of spec.ranges) {
      const a = entry[from];
      const b = entry[to];
      if (typeof a === 'string' && typeof b === 'string' && a && b && a > b && !errors[`${index}.${to}`]) errors[`${index}.${to}`] = `Must be on or after ${spec.fields.find((f) => f.name === from)?.label.toLowerCase()}.`;
    }
    for (const field of spec.fields) {
      const value = entry[field.name];
      const historic = field.kind === 'date' && !['expires_on'].includes(field.name);
      if (historic && typeof value === 'string' && value > today && !errors[`${index}.${field.name}`] && spec.key !== 'qualifications') errors[`${index}.${field.name}`] = 'Cannot be in the future.';
    }
    if (spec.key === 'work_history' && entry.currently_working === true && entry.to_date) errors[`${index}.to_date`] = 'Leave empty while you work there.';
    if (spec.key === 'work_history' && entry.currently_working === false && !entry.to_date) errors[`${index}.to_date`] = 'Enter when you left, or tick “I work here now”.';
  });
  return errors;
}

/** The request items: trimmed, empty optionals as null (or left out where the contract has no null), ids as numbers. */
export function toBodyItems(entries: Entry[], spec: SectionSpec): Record<string, unknown>[] {
  const nullable = new Set(['end_date', 'score', 'expires_on', 'to_date', 'occupation', 'mobile', 'email']);
  return entries.map((entry) => {
    const item: Record<string, unknown> = {};
    for (const field of spec.fields) {
      const value = entry[field.name];
      if (typeof value === 'boolean') { item[field.name] = value; continue; }
      const text = value.trim();
      if (text === '') {
        if (nullable.has(field.name)) item[field.name] = null;
        continue;
      }
      item[field.name] = field.kind === 'country' ? Number(text) : field.kind === 'mobile' ? sanitizeMobile(text) : text;
    }
    return item;
  });
}
