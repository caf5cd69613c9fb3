// The rules of a lead that need no database: category field values against their definitions, the references a
// save names (as 422 field errors), and the small text helpers (trimmed-or-null, the mobile sanitiser).
import type { LeadsSchemas } from '../../contract-types.ts';
import { Unprocessable, type FieldError } from '../../domain/errors.ts';
import type { CategoryFieldDef, RefCheck } from './refs.repository.ts';

type FieldValue = LeadsSchemas['LeadFieldValue'];

export const trimmedOrNull = (value: string | null | undefined): string | null => {
  if (value === null || value === undefined) return null;
  const t = value.trim();
  return t === '' ? null : t;
};

/**
 * The spec's mobile sanitiser: keep digits and +; +91 with 13 characters or 91 with 12 become the 10-digit national
 * number; 10 digits stay; + and longer than 10 stays; otherwise a + is prefixed.
 */
export function sanitiseMobile(raw: string): string {
  const kept = raw.replace(/[^0-9+]/g, '');
  if (kept.startsWith('+91') && kept.length === 13) return kept.slice(3);
  if (kept.startsWith('91') && kept.length === 12) return kept.slice(2);
  if (/^[0-9]{10}$/.test(kept)) return kept;
  if (kept.startsWith('+') && kept.length > 10) return kept;
  return `+${kept.replace(/\+/g, '')}`;
}

/** The spec's intake formatter: split on comma or slash, each part cut to 3 letters, joined by commas. */
export function formatIntake(raw: string): string {
  return raw
    .split(/[,/]/)
    .map((p) => p.trim().slice(0, 3))
    .filter((p) => p !== '')
    .join(',');
}

/** The 422 field errors of the references a save names that do not exist or do not hang together. */
export function refErrors(check: RefCheck, base = 'body'): FieldError[] {
  const bad: FieldError[] = [];
  const add = (ok: boolean, field: string, message: string) => {
    if (!ok) bad.push({ field: `${base}/${field}`, message });
  };
  add(check.country, 'country_id', 'is not a country');
  add(check.course_level, 'course_level_id', 'is not a course level');
  add(check.state, 'state_id', 'is not a state');
  add(check.city, 'city_id', 'is not a city');
  if (check.city && check.state) add(check.city_of_state, 'city_id', 'is not a city of the state');
  add(check.source, 'source_id', 'is not an active source');
  add(check.medium, 'medium_id', 'is not an active medium');
  if (check.medium && check.source) add(check.medium_of_source, 'medium_id', 'is not a medium of the source');
  add(check.campaign, 'campaign_id', 'is not a campaign');
  if (check.campaign && check.source) add(check.campaign_of_source, 'campaign_id', 'is not a campaign of the source');
  add(check.category, 'category_id', 'is not an active category');
  if (check.category) add(check.category_of_role, 'category_id', "is not a category of the lead owner's role");
  add(check.sub_stage, 'sub_stage_id', 'is not an active sub-stage');
  if (check.sub_stage) add(check.sub_stage_of_stage, 'sub_stage_id', 'is not a sub-stage of the stage');
  return bad;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9 ()-]{6,20}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const validDate = (text: string): boolean => {
  if (!DATE.test(text)) return false;
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text;
};

const isEmpty = (v: FieldValue): boolean => v === null || v === '' || (Array.isArray(v) && v.length === 0);

/** Why a value does not fit its field; null when it fits. */
function valueProblem(def: CategoryFieldDef, value: FieldValue): string | null {
  if (isEmpty(value)) return null;
  const options = (def.options ?? []).map((o) => o.value);
  switch (def.field_type) {
    case 'number':
      return typeof value === 'number' ? null : 'must be a number';
    case 'checkbox':
      return typeof value === 'boolean' ? null : 'must be true or false';
    case 'multiselect':
      if (!Array.isArray(value)) return 'must be a list of options';
      return value.every((v) => options.includes(v)) ? null : `must be among ${options.join(', ')}`;
    default: {
      if (typeof value !== 'string') return 'must be text';
      if (def.max_length !== null && value.length > def.max_length) return `must have at most ${def.max_length} characters`;
      if (def.field_type === 'select' && !options.includes(value)) return `must be one of ${options.join(', ')}`;
      if (def.field_type === 'date' && !validDate(value)) return 'must be a date YYYY-MM-DD';
      if (def.field_type === 'email' && !EMAIL.test(value)) return 'must be an email address';
      if (def.field_type === 'phone' && !PHONE.test(value)) return 'must be a phone number';
      if (def.field_type === 'url' && !/^https?:\/\/\S+$/.test(value)) return 'must be an http(s) address';
      return null;
    }
  }
}

/**
 * Checks the values against the category's field definitions: each field is the category's and named once, each
 * value fits its type, options and length, and every required field has a value. Throws 422 naming each problem.
 */
export function checkFieldValues(
  defs: CategoryFieldDef[],
  values: { field_id: number; value: FieldValue }[],
  base = 'body/category_field_values',
): void {
  const bad: FieldError[] = [];
  const byId = new Map(defs.map((d) => [d.field_id, d]));
  const seen = new Set<number>();
  values.forEach((v, i) => {
    const def = byId.get(v.field_id);
    if (!def) bad.push({ field: `${base}/${i}/field_id`, message: 'is not a field of the category' });
    else if (seen.has(v.field_id)) bad.push({ field: `${base}/${i}/field_id`, message: 'is given twice' });
    else {
      const problem = valueProblem(def, v.value);
      if (problem) bad.push({ field: `${base}/${i}/value`, message: `${def.label}: ${problem}` });
    }
    seen.add(v.field_id);
  });
  for (const def of defs) {
    const given = values.find((v) => v.field_id === def.field_id);
    if (def.is_required && (!given || isEmpty(given.value))) {
      bad.push({ field: base, message: `${def.label} (field ${def.field_id}) is required` });
    }
  }
  if (bad.length > 0) throw new Unprocessable('a category field value does not fit its field', bad);
}
