import {
  saveAisCertificationsBody,
  saveAisFamilyDetailsBody,
  saveAisGapsBody,
  saveAisQualificationsBody,
  saveAisTravelHistoryBody,
  saveAisVisaRejectionsBody,
  saveAisWorkHistoryBody,
} from '@contract/forms';
import type { AisSheet } from '@/entities/student';
import { textFor, transforms, violationsOf, type FieldRule, type FieldTexts, type FormRules } from '@/shared/lib/form';

export type AisSectionKey = Exclude<keyof AisSheet, 'student_user_id' | 'updated_at'>;
/** How a field is edited; what it may hold (required, options, lengths, formats) is the contract's. */
export type FieldKind = 'text' | 'date' | 'select' | 'country' | 'checkbox' | 'number' | 'mobile' | 'textarea';
export type FieldSpec = { name: string; label: string; kind: FieldKind };
export type SectionSpec = {
  key: AisSectionKey;
  label: string;
  path: '/common/ais-qualifications' | '/common/ais-gaps' | '/common/ais-certifications' | '/common/ais-travel-history' | '/common/ais-work-history' | '/common/ais-visa-rejections' | '/common/ais-family-details';
  /** The rules of one item of the section's list (its body's `items`). */
  rules: Pick<FormRules, 'fields'>;
  fields: FieldSpec[];
  /** Pairs of date fields that must be in order (from, to). */
  ranges: [string, string][];
};

export type Entry = Record<string, string | boolean>;

/** The rules of one item of a section's body. */
const itemRules = (body: { readonly fields: { readonly items: { readonly items?: unknown } } }): Pick<FormRules, 'fields'> =>
  body.fields.items.items as Pick<FormRules, 'fields'>;

export const AIS_SECTIONS: readonly SectionSpec[] = [
  { key: 'qualifications', label: 'Qualifications', path: '/common/ais-qualifications', rules: itemRules(saveAisQualificationsBody), ranges: [['start_date', 'end_date']], fields: [
    { name: 'level', label: 'Level', kind: 'select' },
    { name: 'institution', label: 'Institution', kind: 'text' },
    { name: 'board_or_university', label: 'Board or university', kind: 'text' },
    { name: 'country_id', label: 'Country', kind: 'country' },
    { name: 'start_date', label: 'Start date', kind: 'date' },
    { name: 'end_date', label: 'End date (optional)', kind: 'date' },
    { name: 'grade_type', label: 'Grade type', kind: 'select' },
    { name: 'grade', label: 'Grade', kind: 'text' },
    { name: 'medium', label: 'Medium of instruction', kind: 'text' },
  ] },
  { key: 'gaps', label: 'Gaps', path: '/common/ais-gaps', rules: itemRules(saveAisGapsBody), ranges: [['from_date', 'to_date']], fields: [
    { name: 'from_date', label: 'From', kind: 'date' },
    { name: 'to_date', label: 'To', kind: 'date' },
    { name: 'reason', label: 'Reason', kind: 'textarea' },
  ] },
  { key: 'certifications', label: 'Certifications', path: '/common/ais-certifications', rules: itemRules(saveAisCertificationsBody), ranges: [['issued_on', 'expires_on']], fields: [
    { name: 'name', label: 'Certification', kind: 'text' },
    { name: 'issuer', label: 'Issuer', kind: 'text' },
    { name: 'issued_on', label: 'Issued on', kind: 'date' },
    { name: 'score', label: 'Score (optional)', kind: 'text' },
    { name: 'expires_on', label: 'Expires on (optional)', kind: 'date' },
  ] },
  { key: 'travel_history', label: 'Travel history', path: '/common/ais-travel-history', rules: itemRules(saveAisTravelHistoryBody), ranges: [['from_date', 'to_date']], fields: [
    { name: 'country_id', label: 'Country', kind: 'country' },
    { name: 'from_date', label: 'From', kind: 'date' },
    { name: 'to_date', label: 'To', kind: 'date' },
    { name: 'purpose', label: 'Purpose', kind: 'select' },
    { name: 'visa_type', label: 'Visa type', kind: 'text' },
  ] },
  { key: 'work_history', label: 'Work history', path: '/common/ais-work-history', rules: itemRules(saveAisWorkHistoryBody), ranges: [['from_date', 'to_date']], fields: [
    { name: 'employer', label: 'Employer', kind: 'text' },
    { name: 'job_title', label: 'Job title', kind: 'text' },
    { name: 'from_date', label: 'From', kind: 'date' },
    { name: 'to_date', label: 'To (empty while working there)', kind: 'date' },
    { name: 'currently_working', label: 'I work here now', kind: 'checkbox' },
    { name: 'duties', label: 'Duties (optional)', kind: 'textarea' },
  ] },
  { key: 'visa_rejections', label: 'Visa rejections', path: '/common/ais-visa-rejections', rules: itemRules(saveAisVisaRejectionsBody), ranges: [], fields: [
    { name: 'country_id', label: 'Country', kind: 'country' },
    { name: 'visa_type', label: 'Visa type', kind: 'text' },
    { name: 'rejected_on', label: 'Rejected on', kind: 'date' },
    { name: 'reason', label: 'Reason (optional)', kind: 'textarea' },
  ] },
  { key: 'family_details', label: 'Family details', path: '/common/ais-family-details', rules: itemRules(saveAisFamilyDetailsBody), ranges: [], fields: [
    { name: 'relation', label: 'Relation', kind: 'select' },
    { name: 'name', label: 'Name', kind: 'text' },
    { name: 'occupation', label: 'Occupation (optional)', kind: 'text' },
    { name: 'mobile', label: 'Mobile (optional)', kind: 'mobile' },
    { name: 'email', label: 'Email (optional)', kind: 'text' },
    { name: 'nationality', label: 'Nationality', kind: 'text' },
  ] },
];

/** A field's rule in the contract. */
export const ruleOf = (spec: SectionSpec, field: FieldSpec): FieldRule => spec.rules.fields[field.name];

/** The choices of a select: the contract's enum. */
export const optionsOf = (spec: SectionSpec, field: FieldSpec): readonly string[] => (ruleOf(spec, field).enum ?? []).map(String);

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

/** A field's words for the contract's rules it breaks. */
function textsOf(field: FieldSpec): FieldTexts {
  return {
    required: `Enter the ${field.label.toLowerCase()}.`,
    maxLength: ({ rule }) => `At most ${rule.maxLength} characters.`,
    format: field.kind === 'date' ? 'Enter a date like 2024-06-30.' : 'Enter an email like name@example.com.',
    pattern: field.kind === 'mobile' ? 'Enter a phone number of 6 to 15 digits.' : undefined,
  };
}

/**
 * The contract's rules of each item (required fields, lengths, formats, the mobile's pattern on the sanitised number),
 * then the section's own: dates in order, today or earlier where a date is history, the end of a current job; keyed
 * `${index}.${field}`.
 */
export function validateSection(entries: Entry[], spec: SectionSpec, today = new Date().toISOString().slice(0, 10)): EntryErrors {
  const errors: EntryErrors = {};
  const items = toBodyItems(entries, spec);
  entries.forEach((entry, index) => {
    const found = violationsOf(spec.rules, items[index]);
    for (const field of spec.fields) {
      const broken = found[field.name];
      if (broken) errors[`${index}.${field.name}`] = textFor(broken.violation, broken, textsOf(field));
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

/** The request items: trimmed, empty optionals as null where the contract takes null (else left out), ids as numbers. */
export function toBodyItems(entries: Entry[], spec: SectionSpec): Record<string, unknown>[] {
  return entries.map((entry) => {
    const item: Record<string, unknown> = {};
    for (const field of spec.fields) {
      const value = entry[field.name];
      if (typeof value === 'boolean') { item[field.name] = value; continue; }
      const text = value.trim();
      if (text === '') {
        if (ruleOf(spec, field).nullable) item[field.name] = null;
        continue;
      }
      item[field.name] = field.kind === 'country' ? Number(text) : field.kind === 'mobile' ? transforms.mobile(text) : text;
    }
    return item;
  });
}
