import {
  saveAisCertificationsBody,
  saveAisFamilyDetailsBody,
  saveAisGapsBody,
  saveAisQualificationsBody,
  saveAisTravelHistoryBody,
  saveAisVisaRejectionsBody,
  saveAisWorkHistoryBody,
} from '@contract/forms';
import { AIS_FIELDS, AIS_SECTION_KEYS, AIS_SECTION_LABELS, type AisFieldKind, type AisSectionKey } from '@/entities/ais';
import { textFor, transforms, violationsOf, type FieldRule, type FieldTexts, type FormRules } from '@/shared/lib/form';
import { localDay } from '@/shared/lib/calendar-date';

export type { AisSectionKey };
/** How a field is edited; what it may hold (required, options, lengths, formats) is the contract's. */
export type FieldKind = AisFieldKind;
export type FieldSpec = { name: string; label: string; kind: FieldKind };
type SectionPath = '/common/ais-qualifications' | '/common/ais-gaps' | '/common/ais-certifications' | '/common/ais-travel-history' | '/common/ais-work-history' | '/common/ais-visa-rejections' | '/common/ais-family-details';
export type SectionSpec = {
  key: AisSectionKey;
  label: string;
  path: SectionPath;
  /** The rules of one item of the section's list (its body's `items`). */
  rules: Pick<FormRules, 'fields'>;
  fields: FieldSpec[];
  /** Pairs of date fields that must be in order (from, to). */
  ranges: [string, string][];
};

export type Entry = Record<string, string | boolean>;

type ItemsBody = { readonly fields: { readonly items: { readonly items?: unknown } } };
/** A section as saved: where, the body it sends, and its date ranges; its fields are the entity's (AIS_FIELDS). */
type SectionRow = { path: SectionPath; body: ItemsBody; ranges: [string, string][] };

const SECTIONS: Record<AisSectionKey, SectionRow> = {
  qualifications: { path: '/common/ais-qualifications', body: saveAisQualificationsBody, ranges: [['start_date', 'end_date']] },
  gaps: { path: '/common/ais-gaps', body: saveAisGapsBody, ranges: [['from_date', 'to_date']] },
  certifications: { path: '/common/ais-certifications', body: saveAisCertificationsBody, ranges: [['issued_on', 'expires_on']] },
  travel_history: { path: '/common/ais-travel-history', body: saveAisTravelHistoryBody, ranges: [['from_date', 'to_date']] },
  work_history: { path: '/common/ais-work-history', body: saveAisWorkHistoryBody, ranges: [['from_date', 'to_date']] },
  visa_rejections: { path: '/common/ais-visa-rejections', body: saveAisVisaRejectionsBody, ranges: [] },
  family_details: { path: '/common/ais-family-details', body: saveAisFamilyDetailsBody, ranges: [] },
};

/** Every section in the sheet's order; an item's rules are the contract's (its body's `items`). */
export const AIS_SECTIONS: readonly SectionSpec[] = AIS_SECTION_KEYS.map((key) => {
  const { path, body, ranges } = SECTIONS[key];
  return {
    key,
    label: AIS_SECTION_LABELS[key],
    path,
    rules: body.fields.items.items as Pick<FormRules, 'fields'>,
    ranges,
    fields: AIS_FIELDS[key].map(({ name, label, kind, formLabel }) => ({ name, label: formLabel ?? label, kind })),
  };
});

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
export function validateSection(entries: Entry[], spec: SectionSpec, today = localDay()): EntryErrors {
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
