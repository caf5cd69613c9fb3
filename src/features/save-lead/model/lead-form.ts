import { saveLeadBody } from '@contract/forms';
import type { CategoryField, LeadDetails, LeadSaveBody } from '@/entities/lead';
import { isApiFailure } from '@/shared/api';
import { applyTransforms, checkBody, serverErrorsOf } from '@/shared/lib/form';
import { customFieldError, customKey, toCustomValue, toFieldValue, type CustomValues } from './category-fields';

/** The lead form's fields as the inputs hold them (ids as strings, '' for none; dates as the inputs write them). */
export type LeadFields = {
  first_name: string;
  last_name: string;
  email: string;
  mobile: string;
  country_id: string;
  course_level_id: string;
  intake: string;
  state_id: string;
  city_id: string;
  source_id: string;
  medium_id: string;
  campaign_id: string;
  category_id: string;
  stage_id: string;
  sub_stage_id: string;
  assigned_to: string;
  next_follow_up_at: string;
  reminder_at: string;
  reminder_note: string;
  notes: string;
  /** The category's own fields, by `field_<id>`. */
  custom: CustomValues;
};

export type LeadFieldName = Exclude<keyof LeadFields, 'custom'>;
/** Errors by form field, and by `field_<id>` for a category field. */
export type LeadErrors = Partial<Record<string, string>>;

const ID_FIELDS = ['country_id', 'course_level_id', 'state_id', 'city_id', 'source_id', 'medium_id', 'campaign_id', 'category_id', 'sub_stage_id', 'assigned_to'] as const;
const TEXT_FIELDS = ['last_name', 'reminder_note', 'notes'] as const;

export function emptyLeadFields(): LeadFields {
  return {
    first_name: '',
    last_name: '',
    email: '',
    mobile: '',
    country_id: '',
    course_level_id: '',
    intake: '',
    state_id: '',
    city_id: '',
    source_id: '',
    medium_id: '',
    campaign_id: '',
    category_id: '',
    stage_id: '',
    sub_stage_id: '',
    assigned_to: '',
    next_follow_up_at: '',
    reminder_at: '',
    reminder_note: '',
    notes: '',
    custom: {},
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a `datetime-local` input holds it (the user's local time, to the minute). */
export function toLocalInput(instant: string | null): string {
  if (!instant) return '';
  const d = new Date(instant);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A `datetime-local` value as the instant the server takes, or null when empty or not a time. */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

const idText = (id: number | null | undefined) => (id ? String(id) : '');

/** The fields of a lead being edited. */
export function leadToFields(lead: LeadDetails): LeadFields {
  const custom: Record<string, ReturnType<typeof toCustomValue>> = {};
  for (const field of lead.category_fields) custom[customKey(field.field_id)] = toCustomValue(field, field.value);
  return {
    first_name: lead.first_name,
    last_name: lead.last_name ?? '',
    email: lead.email ?? '',
    mobile: lead.mobile ?? '',
    country_id: idText(lead.country_id),
    course_level_id: idText(lead.course_level_id),
    intake: lead.intake ?? '',
    state_id: idText(lead.state_id),
    city_id: idText(lead.city_id),
    source_id: idText(lead.source_id),
    medium_id: idText(lead.medium_id),
    campaign_id: idText(lead.campaign_id),
    category_id: idText(lead.category_id),
    stage_id: idText(lead.stage_id),
    sub_stage_id: idText(lead.sub_stage_id),
    assigned_to: idText(lead.assigned_to?.user_id),
    next_follow_up_at: toLocalInput(lead.next_follow_up_at),
    reminder_at: toLocalInput(lead.reminder_at),
    reminder_note: lead.reminder_note ?? '',
    notes: lead.notes ?? '',
    custom,
  };
}

/**
 * The request body: the spec's mobile sanitiser and intake formatter applied, text trimmed, an empty choice as null
 * (which clears it on an edit), and the values of the chosen category's fields (`categoryFields`).
 */
export function toLeadBody(fields: LeadFields, editingId: number | null, categoryFields: readonly CategoryField[]): LeadSaveBody {
  const clean = applyTransforms(fields, { first_name: 'trim', email: 'trim', mobile: 'mobile', intake: 'intake', last_name: 'trim', reminder_note: 'trim', notes: 'trim' });
  const body: Record<string, unknown> = { first_name: clean.first_name };
  if (editingId !== null) body.lead_id = editingId;
  body.email = clean.email || null;
  body.mobile = fields.mobile.trim() ? clean.mobile : null;
  for (const name of TEXT_FIELDS) body[name] = clean[name] || null;
  body.intake = fields.intake.trim() ? clean.intake : null;
  for (const name of ID_FIELDS) body[name] = clean[name] ? Number(clean[name]) : null;
  if (clean.stage_id) body.stage_id = Number(clean.stage_id);
  body.next_follow_up_at = fromLocalInput(fields.next_follow_up_at);
  body.reminder_at = fromLocalInput(fields.reminder_at);
  if (fields.category_id) body.category_field_values = categoryFields.map((field) => ({ field_id: field.field_id, value: toFieldValue(field, fields.custom[customKey(field.field_id)]) }));
  return body as LeadSaveBody;
}

/** The saveLead rules (the contract's) in the form's words. */
const TEXTS = {
  first_name: { required: 'Enter the lead’s first name.', minLength: 'Enter the lead’s first name.' },
  mobile: { pattern: 'Enter a mobile number, like 98765 43210 or +44 7700 900123.' },
  intake: 'Write intakes as months, like Sep, Jan.',
  next_follow_up_at: 'Enter a date and time.',
  reminder_at: 'Enter a date and time.',
};

/** What the form can tell before asking the server; an empty object when the lead may be sent. */
export function validateLead(fields: LeadFields, editingId: number | null, categoryFields: readonly CategoryField[]): LeadErrors {
  const body = toLeadBody(fields, editingId, categoryFields) as unknown as Record<string, unknown>;
  // The anyOf of the contract counts a null as given: say it here, on the email, in the form's words.
  const errors: LeadErrors = checkBody(saveLeadBody, { ...body, email: body.email ?? undefined, mobile: body.mobile ?? undefined }, TEXTS);
  if (body.email === null && body.mobile === null) errors.email = 'Give an email address or a mobile number.';
  if (fields.category_id)
    for (const field of categoryFields) {
      const error = customFieldError(field, fields.custom[customKey(field.field_id)]);
      if (error) errors[customKey(field.field_id)] = error;
    }
  return errors;
}

const FORM_FIELDS: readonly string[] = [
  'first_name', 'last_name', 'email', 'mobile', 'country_id', 'course_level_id', 'intake', 'state_id', 'city_id', 'source_id', 'medium_id',
  'campaign_id', 'category_id', 'stage_id', 'sub_stage_id', 'assigned_to', 'next_follow_up_at', 'reminder_at', 'reminder_note', 'notes',
];

export type LeadFailure = { fields: LeadErrors; form: string | null };

/**
 * A refusal as the form shows it: the server's reason on each field it names (a category field's through its place
 * in `category_field_values`), a 409 (the contact is another lead's) on the email or mobile, anything else above
 * the form. `sentFieldIds` are the category fields of the refused body's `category_field_values`, in order.
 */
export function leadFailure(error: unknown, sentFieldIds: readonly number[] = []): LeadFailure {
  if (!isApiFailure(error)) return { fields: {}, form: 'Unipath could not be reached. Check your connection and try again; what you typed is kept.' };
  const fields: LeadErrors = {};
  for (const { path, message } of serverErrorsOf(error)) {
    let key: string | null = null;
    if (path[0] === 'category_field_values' && path[1] !== undefined) {
      const fieldId = sentFieldIds[Number(path[1])];
      key = fieldId !== undefined ? customKey(fieldId) : 'category_id';
    } else if (FORM_FIELDS.includes(path[0])) key = path[0];
    if (key && fields[key] === undefined) fields[key] = `Not accepted: ${message}.`;
  }
  if (Object.keys(fields).length > 0) return { fields, form: error.status === 409 ? 'This contact is already a lead. Open the existing lead instead.' : null };
  if (error.status === 409) return { fields: { email: error.body?.message ?? 'A lead with this email or mobile exists already.' }, form: null };
  if (error.status === 403 || error.status === 404) return { fields, form: 'This lead is not yours to change, or it is gone.' };
  return { fields, form: error.body?.message ? `The lead was not saved: ${error.body.message}.` : 'The lead could not be saved just now. Try again in a moment.' };
}
