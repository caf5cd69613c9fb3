import { saveLeadFollowUpBody } from '@contract/forms';
import type { FollowUp, FollowUpBody, FollowUpChannel, FollowUpOutcome, Lead } from '@/entities/lead';
import { isApiFailure } from '@/shared/api';
import { checkBody, serverFieldErrors } from '@/shared/lib/form';

/**
 * The follow-up form as its inputs hold it: done now (with how it went) or planned for later (`due_at`), what
 * happened or is to happen, how, the stage it moves to and the lead's next follow-up.
 */
export type FollowUpFields = {
  kind: 'done' | 'planned';
  note: string;
  channel: FollowUpChannel;
  outcome: FollowUpOutcome | '';
  due_at: string;
  stage_id: string;
  sub_stage_id: string;
  next_follow_up_at: string;
};
export type FollowUpErrors = Partial<Record<keyof FollowUpFields, string>>;

/** A fresh form on a lead: a call, the lead's stage and sub-stage as they are. */
export function followUpFieldsOf(lead: Pick<Lead, 'stage_id' | 'sub_stage_id'>): FollowUpFields {
  return {
    kind: 'done',
    note: '',
    channel: 'call',
    outcome: '',
    due_at: '',
    stage_id: String(lead.stage_id),
    sub_stage_id: lead.sub_stage_id ? String(lead.sub_stage_id) : '',
    next_follow_up_at: '',
  };
}

/**
 * The body: the stage and sub-stage only when they change (the follow-up then records the move), the next follow-up
 * only when one is given (left out keeps the lead's).
 */
export function toFollowUpBody(fields: FollowUpFields, lead: Pick<Lead, 'lead_id' | 'stage_id' | 'sub_stage_id'>): FollowUpBody {
  const body: FollowUpBody = { lead_id: lead.lead_id, note: fields.note.trim(), channel: fields.channel };
  if (fields.kind === 'planned') body.due_at = isoOf(fields.due_at) ?? fields.due_at;
  else if (fields.outcome) body.outcome = fields.outcome;
  const stageId = Number(fields.stage_id) || lead.stage_id;
  const subStageId = Number(fields.sub_stage_id) || null;
  if (stageId !== lead.stage_id) body.stage_id = stageId;
  if (stageId !== lead.stage_id || subStageId !== lead.sub_stage_id) body.sub_stage_id = subStageId;
  const next = isoOf(fields.next_follow_up_at);
  if (next) body.next_follow_up_at = next;
  return body;
}

/** A `datetime-local` value as an instant, or null when empty or not a time. */
function isoOf(value: string): string | null {
  if (!value) return null;
  const when = new Date(value);
  return Number.isNaN(when.getTime()) ? null : when.toISOString();
}

const TEXTS = {
  note: { required: 'Say what happened or what is planned.', minLength: 'Say what happened or what is planned.' },
  due_at: 'Enter a date and time.',
};

/** What the form can tell before sending: the contract's rules, and a next follow-up that is not in the past. */
export function validateFollowUp(fields: FollowUpFields, lead: Pick<Lead, 'lead_id' | 'stage_id' | 'sub_stage_id'>, now: number): FollowUpErrors {
  const errors: FollowUpErrors = checkBody(saveLeadFollowUpBody, toFollowUpBody(fields, lead), TEXTS);
  const future = (name: 'next_follow_up_at' | 'due_at') => {
    if (!fields[name] || errors[name]) return;
    const when = new Date(fields[name]).getTime();
    if (Number.isNaN(when)) errors[name] = 'Enter a date and time.';
    else if (when < now) errors[name] = 'Choose a time from now on.';
  };
  if (fields.kind === 'planned' && !fields.due_at) errors.due_at = 'Say when to follow up.';
  if (fields.kind === 'planned') future('due_at');
  future('next_follow_up_at');
  return errors;
}

/** Completing a planned follow-up: how it went (required), what happened, and a note on the outcome. */
export type CompleteFields = { outcome: FollowUpOutcome | ''; note: string; outcome_note: string };

export const completeFieldsOf = (planned: FollowUp): CompleteFields => ({ outcome: '', note: planned.note, outcome_note: '' });

/** The body that completes `planned` (its channel kept). */
export function toCompleteBody(fields: CompleteFields, planned: FollowUp): FollowUpBody {
  const body: FollowUpBody = { lead_id: planned.lead_id, follow_up_id: planned.follow_up_id, note: fields.note.trim(), channel: planned.channel };
  if (fields.outcome) body.outcome = fields.outcome;
  if (fields.outcome_note.trim()) body.outcome_note = fields.outcome_note.trim();
  return body;
}

export function validateComplete(fields: CompleteFields, planned: FollowUp): Partial<Record<keyof CompleteFields, string>> {
  const errors: Partial<Record<keyof CompleteFields, string>> = checkBody(saveLeadFollowUpBody, toCompleteBody(fields, planned), TEXTS);
  if (!fields.outcome) errors.outcome = 'Say how it went.';
  return errors;
}

/** A refusal: the server's reasons on their fields, anything else above the form. */
export function followUpFailure(error: unknown): { fields: FollowUpErrors; form: string | null } {
  if (!isApiFailure(error)) return { fields: {}, form: 'Unipath could not be reached. Check your connection and try again; your note is kept.' };
  const fields: FollowUpErrors = serverFieldErrors(error, ['note', 'channel', 'outcome', 'due_at', 'stage_id', 'sub_stage_id', 'next_follow_up_at'] as const, (m) => `Not accepted: ${m}.`);
  if (Object.keys(fields).length > 0) return { fields, form: null };
  if (error.status === 403 || error.status === 404) return { fields, form: 'This lead is not yours to follow up, or it is gone.' };
  if (error.status === 409) return { fields, form: 'This follow-up was completed meanwhile. The list shows it as it is now.' };
  return { fields, form: error.body?.message ? `The follow-up was not saved: ${error.body.message}.` : 'The follow-up could not be saved just now. Try again in a moment.' };
}
