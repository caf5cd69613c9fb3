import { isApiFailure, type LeadsComponents } from '@/shared/api';
import { serverErrorsOf } from '@/shared/lib/form';
import { formatCount } from '@/shared/lib/number-format';

type Schemas = LeadsComponents['schemas'];
export type AssignmentRules = Schemas['LeadAssignmentRules'];
export type AssignmentRulesBody = Schemas['LeadAssignmentRulesBody'];
export type AssignmentMode = AssignmentRulesBody['mode'];

/** One area a member takes, as its selects hold it (no state chosen yet while the row is new). */
export type AreaDraft = { state_id: number | null; city_id: number | null };

/** The rule as the form holds it: the chosen members in order, each member's areas, the numbers as typed. */
export type RulesFields = {
  mode: AssignmentMode;
  members: number[];
  areas: Readonly<Record<number, readonly AreaDraft[]>>;
  daily_cap: string;
  speed_to_lead_minutes: string;
};

/**
 * The form's messages by where they show: `mode`, `members`, `daily_cap`, `speed_to_lead_minutes`, one member's row
 * (`member:<user_id>`), one area of a member (`area:<user_id>:<index>`).
 */
export type RulesErrors = Partial<Record<string, string>>;

export const memberKey = (userId: number) => `member:${userId}`;
export const areaKey = (userId: number, index: number) => `area:${userId}:${index}`;

export const MODES: readonly { value: AssignmentMode; label: string; hint: string }[] = [
  { value: 'manual', label: 'By hand', hint: 'New leads stay with you until you assign them.' },
  { value: 'round_robin', label: 'In turn (round robin)', hint: 'Each new lead goes to the next of the members you choose.' },
  {
    value: 'area',
    label: 'By area',
    hint: 'A new lead goes to the member who covers its state or city (in turn when several do; in turn among all members when none does).',
  },
];

export const SPEED_MAX_MINUTES = 10_080;
export const DAILY_CAP_MAX = 10_000;

/** The saved rule (or the defaults) as the form's starting values. */
export function fieldsOf(rules: AssignmentRules): RulesFields {
  return {
    mode: rules.mode,
    members: rules.members.map((member) => member.user.user_id),
    areas: Object.fromEntries(rules.members.map((member) => [member.user.user_id, member.areas.map((area) => ({ state_id: area.state_id, city_id: area.city_id }))])),
    daily_cap: rules.daily_cap === null ? '' : String(rules.daily_cap),
    speed_to_lead_minutes: String(rules.speed_to_lead_minutes),
  };
}

const wholeNumber = (text: string): number | null => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : null);

/**
 * The body sent: each chosen member with the areas that name a state (kept under every mode, so switching back to
 * "by area" finds them), the cap or none, and the target.
 */
export function toBody(fields: RulesFields): AssignmentRulesBody {
  return {
    mode: fields.mode,
    members: fields.members.map((userId) => ({
      user_id: userId,
      areas: (fields.areas[userId] ?? []).flatMap((area) => (area.state_id === null ? [] : [{ state_id: area.state_id, city_id: area.city_id }])),
    })),
    daily_cap: fields.daily_cap.trim() === '' ? null : (wholeNumber(fields.daily_cap) ?? Number.NaN),
    speed_to_lead_minutes: wholeNumber(fields.speed_to_lead_minutes) ?? Number.NaN,
  };
}

/** What the form refuses before sending. */
export function validateRules(fields: RulesFields): RulesErrors {
  const errors: RulesErrors = {};
  if (fields.mode !== 'manual' && fields.members.length === 0) errors.members = 'Choose at least one member to take the new leads.';
  if (fields.mode === 'area') {
    for (const userId of fields.members) {
      (fields.areas[userId] ?? []).forEach((area, index) => {
        if (area.state_id === null) errors[areaKey(userId, index)] = 'Choose a state, or remove this area.';
      });
    }
  }
  const cap = wholeNumber(fields.daily_cap);
  if (fields.daily_cap.trim() !== '' && (cap === null || cap < 1 || cap > DAILY_CAP_MAX)) {
    errors.daily_cap = `Enter a whole number from 1 to ${formatCount(DAILY_CAP_MAX)}, or leave it empty for no cap.`;
  }
  const speed = wholeNumber(fields.speed_to_lead_minutes);
  if (speed === null || speed < 1 || speed > SPEED_MAX_MINUTES) {
    errors.speed_to_lead_minutes = `Enter whole minutes from 1 to ${formatCount(SPEED_MAX_MINUTES)} (a week).`;
  }
  return errors;
}

/** Which of a member's drafts the `index`-th area sent is (drafts without a state are not sent). */
function draftIndexOf(sent: RulesFields, userId: number, index: number): number {
  let seen = -1;
  const found = (sent.areas[userId] ?? []).findIndex((area) => area.state_id !== null && ++seen === index);
  return found === -1 ? index : found;
}

/**
 * A refusal on the place it names: `body/members/N/user_id` on that member's row, `body/members/N/areas/J` on that
 * area (counted among the drafts that were sent), the rest on their field; anything
 * without a field above the form.
 */
export function rulesFailure(error: unknown, sent: RulesFields): { fields: RulesErrors; form: string | null } {
  if (!isApiFailure(error)) return { fields: {}, form: 'Unipath could not be reached. Check your connection and try again.' };
  if (error.status === 403 && (error.body?.errors ?? []).length === 0) {
    return { fields: {}, form: 'Only a master franchise or an operations manager sets assignment rules.' };
  }
  const fields: RulesErrors = {};
  const put = (key: string, message: string) => {
    if (fields[key] === undefined) fields[key] = `Not accepted: ${message}.`;
  };
  for (const { path, message } of serverErrorsOf(error)) {
    const [name, index, part, areaIndex] = path;
    const userId = name === 'members' && index !== undefined ? sent.members[Number(index)] : undefined;
    if (userId !== undefined && part === 'areas' && areaIndex !== undefined) put(areaKey(userId, draftIndexOf(sent, userId, Number(areaIndex))), message);
    else if (userId !== undefined) put(memberKey(userId), message);
    else if (name === 'members' || name === 'mode' || name === 'daily_cap' || name === 'speed_to_lead_minutes') put(name, message);
  }
  if (Object.keys(fields).length > 0) return { fields, form: null };
  return { fields, form: error.body?.message ? `Not saved: ${error.body.message}.` : 'The rule could not be saved just now. Try again in a moment.' };
}

/** The saved rule in a sentence (the toast after saving). */
export function ruleSummary(rules: Pick<AssignmentRules, 'mode' | 'members' | 'daily_cap' | 'speed_to_lead_minutes'>): string {
  const count = rules.members.length;
  const members = `${count} ${count === 1 ? 'member' : 'members'}`;
  const how =
    rules.mode === 'manual' ? 'New leads stay with you until you assign them' : rules.mode === 'round_robin' ? `New leads go in turn to ${members}` : `New leads go by area to ${members}`;
  const cap = rules.mode !== 'manual' && rules.daily_cap !== null ? `, at most ${rules.daily_cap} each a day` : '';
  return `${how}${cap}; call them within ${rules.speed_to_lead_minutes} minutes.`;
}
