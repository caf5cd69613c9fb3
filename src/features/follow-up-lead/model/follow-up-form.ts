import { saveLeadFollowUpBody } from '@contract/forms';
import type { FollowUpBody, FollowUpChannel, Lead } from '@/entities/lead';
import { isApiFailure } from '@/shared/api';
import { checkBody, serverFieldErrors } from '@/shared/lib/form';

/** The follow-up form as its inputs hold it: what happened, how, the stage it moves to and the next follow-up. */
export type FollowUpFields = { note: string; channel: FollowUpChannel; stage_id: string; sub_stage_id: string; next_follow_up_at: string };
export type FollowUpErrors = Partial<Record<keyof FollowUpFields, string>>;

/** A fresh form on a lead: a call, the lead's stage and sub-stage as they are. */
export function followUpFieldsOf(lead: Pick<Lead, 'stage_id' | 'sub_stage_id'>): FollowUpFields {
  return { note: '', channel: 'call', stage_id: String(lead.stage_id), sub_stage_id: lead.sub_stage_id ? String(lead.sub_stage_id) : '', next_follow_up_at: '' };
}

/**
 * The body: the stage and sub-stage only when they change (the follow-up then records the move), the next follow-up
 * only when one is given (left out keeps the lead's).
 */
export function toFollowUpBody(fields: FollowUpFields, lead: Pick<Lead, 'lead_id' | 'stage_id' | 'sub_stage_id'>): FollowUpBody {
  const body: FollowUpBody = { lead_id: lead.lead_id, note: fields.note.trim(), channel: fields.channel };
  const stageId = Number(fields.stage_id) || lead.stage_id;
  const subStageId = Number(fields.sub_stage_id) || null;
  if (stageId !== lead.stage_id) body.stage_id = stageId;
  if (stageId !== lead.stage_id || subStageId !== lead.sub_stage_id) body.sub_stage_id = subStageId;
  if (fields.next_follow_up_at) {
    const when = new Date(fields.next_follow_up_at);
    if (!Number.isNaN(when.getTime())) body.next_follow_up_at = when.toISOString();
  }
  return body;
}

const TEXTS = { note: { required: 'Say what happened or what was agreed.', minLength: 'Say what happened or what was agreed.' } };

/** What the form can tell before sending: the contract's rules, and a next follow-up that is not in the past. */
export function validateFollowUp(fields: FollowUpFields, lead: Pick<Lead, 'lead_id' | 'stage_id' | 'sub_stage_id'>, now: number): FollowUpErrors {
  const errors: FollowUpErrors = checkBody(saveLeadFollowUpBody, toFollowUpBody(fields, lead), TEXTS);
  if (fields.next_follow_up_at && !errors.next_follow_up_at) {
    const when = new Date(fields.next_follow_up_at).getTime();
    if (Number.isNaN(when)) errors.next_follow_up_at = 'Enter a date and time.';
    else if (when < now) errors.next_follow_up_at = 'Choose a time from now on.';
  }
  return errors;
}

/** A refusal: the server's reasons on their fields, anything else above the form. */
export function followUpFailure(error: unknown): { fields: FollowUpErrors; form: string | null } {
  if (!isApiFailure(error)) return { fields: {}, form: 'Unipath could not be reached. Check your connection and try again; your note is kept.' };
  const fields: FollowUpErrors = serverFieldErrors(error, ['note', 'channel', 'stage_id', 'sub_stage_id', 'next_follow_up_at'] as const, (m) => `Not accepted: ${m}.`);
  if (Object.keys(fields).length > 0) return { fields, form: null };
  if (error.status === 403 || error.status === 404) return { fields, form: 'This lead is not yours to follow up, or it is gone.' };
  return { fields, form: error.body?.message ? `The follow-up was not saved: ${error.body.message}.` : 'The follow-up could not be saved just now. Try again in a moment.' };
}
