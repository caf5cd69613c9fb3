import {
  payPartnerCommissionBody,
  recordCommissionReceivedBody,
  saveCommissionRateBody,
  setAnnualTargetBody,
  withdrawCommissionBody,
} from '@contract/forms';
import { isApiFailure } from '@/shared/api';
import { checkBody, serverFieldErrors } from '@/shared/lib/form';
import { notAccepted, OFFLINE_REFUSAL, reasonErrors, referenceClash, refusalOf, type ReasonFields, type Refusal, type RefusalErrors } from '@/shared/lib/form-refusal';
import { formatMinor, minorToDecimal, parseMajor, parsePercent, toBodyMinor } from '@/shared/lib/money';
import { todayIso } from '@/entities/commission';
import type { AnnualTargetBody, AnnualTargetType, CommissionPayoutBody, CommissionRateBody, CommissionReceivedBody, CommissionRateType, CommissionTerm } from '@/entities/commission';

type Errors = RefusalErrors;
type Failure = Refusal;

const OFFLINE = OFFLINE_REFUSAL;
const serverSays = (error: unknown, fallback: string) => (isApiFailure(error) ? (error.body?.message ?? fallback) : fallback);

/** The currencies a flat rate or a revenue target is usually in (the contract takes any ISO 4217 code). */
export const CURRENCIES = ['GBP', 'USD', 'CAD', 'AUD', 'EUR', 'NZD', 'SGD', 'INR'] as const;

// ---- A university's rate -----------------------------------------------------------------------------------------

export type RateFields = {
  university_id: string;
  course_level_id: string;
  rate_type: CommissionRateType;
  percent: string;
  amount: string;
  currency: string;
  valid_from: string;
  valid_to: string;
  notes: string;
};

export const rateFieldsFor = (universityId?: number, now = new Date()): RateFields => ({
  university_id: universityId ? String(universityId) : '',
  course_level_id: '',
  rate_type: 'percent',
  percent: '',
  amount: '',
  currency: 'GBP',
  valid_from: todayIso(now),
  valid_to: '',
  notes: '',
});

/** The body: a percent in basis points, or a flat amount in minor units with its currency — never both. */
export function toRateBody(fields: RateFields): CommissionRateBody {
  const notes = fields.notes.trim();
  const level = Number(fields.course_level_id);
  const common = {
    university_id: Number(fields.university_id) || (undefined as unknown as number),
    ...(level ? { course_level_id: level } : {}),
    valid_from: fields.valid_from,
    ...(fields.valid_to ? { valid_to: fields.valid_to } : {}),
    ...(notes ? { notes } : {}),
  };
  if (fields.rate_type === 'percent') {
    const bp = parsePercent(fields.percent);
    return { ...common, rate_type: 'percent', ...(bp === null ? {} : { rate_basis_points: bp }) };
  }
  const amount = parseMajor(fields.amount);
  return { ...common, rate_type: 'flat', ...(amount === null ? {} : { flat_amount_minor: toBodyMinor(amount) }), currency: fields.currency };
}

const RATE_TEXTS = {
  university_id: 'Choose the university.',
  valid_from: 'Enter the first day the rate applies.',
  rate_basis_points: { minimum: 'Enter a percent above zero.', maximum: 'Enter at most 100 %.' },
  flat_amount_minor: { minimum: 'Enter an amount above zero.' },
};

export function validateRate(fields: RateFields): Errors {
  const errors: Errors = checkBody(saveCommissionRateBody, toRateBody(fields), RATE_TEXTS, { rate_basis_points: 'percent', flat_amount_minor: 'amount' });
  if (fields.rate_type === 'percent' && !errors.percent && parsePercent(fields.percent) === null)
    errors.percent = fields.percent.trim() ? 'Enter a percent like 12.5 (at most two decimals).' : 'Enter the percent of the tuition.';
  if (fields.rate_type === 'flat' && !errors.amount && parseMajor(fields.amount) === null)
    errors.amount = fields.amount.trim() ? 'Enter an amount like 2000 or 2000.50.' : 'Enter the amount per enrolment.';
  if (fields.valid_to && fields.valid_from && fields.valid_to < fields.valid_from) errors.valid_to = 'Enter a last day on or after the first.';
  return errors;
}

const RATE_FIELDS = {
  university_id: 'university_id',
  course_level_id: 'course_level_id',
  rate_basis_points: 'percent',
  flat_amount_minor: 'amount',
  currency: 'currency',
  valid_from: 'valid_from',
  valid_to: 'valid_to',
  notes: 'notes',
} as const;

export function rateFailure(error: unknown): Failure {
  if (!isApiFailure(error)) return OFFLINE;
  if (error.status === 409)
    return {
      fields: { valid_from: 'Another rate of this university and level applies on these days.' },
      form: 'The rate was not added: another rate of this university and course level is in force in that window. A new rate may start after an open-ended one (which then ends the day before); otherwise choose days outside the existing rate.',
    };
  const fields: Errors = serverFieldErrors(error, RATE_FIELDS, notAccepted);
  if (error.status === 404) return { fields, form: `The rate was not added: ${serverSays(error, 'the university or course level no longer exists')}.` };
  if (error.status === 403) return { fields: {}, form: 'Your role may not add commission rates.' };
  if (Object.keys(fields).length > 0) return { fields, form: null };
  return { fields, form: 'The rate could not be added just now. Try again in a moment.' };
}

// ---- Term actions ----------------------------------------------------------------------------------------------------

/** A refused move on a term, in words: the census date, not invoiced yet, not received in full, paid out… */
export function termFailureText(error: unknown, what: string): string {
  if (!isApiFailure(error)) return 'Unipath could not be reached. Check your connection and try again.';
  if (error.status === 403 || error.status === 404) return `${what} was not done: this term is not one you may change.`;
  if (error.status === 409 || error.status === 422) return `${what} was not done: ${serverSays(error, 'the term changed meanwhile')}.`;
  return `${what} could not be done just now. Try again in a moment.`;
}

export type ReceivedFields = { amount: string; received_on: string; reference: string };

export const receivedFieldsFor = (term: CommissionTerm, now = new Date()): ReceivedFields => ({
  amount: minorToDecimal(term.outstanding_minor),
  received_on: todayIso(now),
  reference: '',
});

export function toReceivedBody(fields: ReceivedFields): CommissionReceivedBody {
  const amount = parseMajor(fields.amount);
  return { amount_minor: amount === null ? (undefined as unknown as number) : toBodyMinor(amount), received_on: fields.received_on, reference: fields.reference.trim() };
}

export function validateReceived(fields: ReceivedFields, term: CommissionTerm, now = new Date()): Errors {
  const errors: Errors = checkBody(recordCommissionReceivedBody, toReceivedBody(fields), {
    amount_minor: { required: 'Enter the amount received.', minimum: 'Enter an amount above zero.' },
    received_on: 'Enter the day the money was received.',
    reference: { required: 'Enter the bank’s or the university’s reference.' },
  }, { amount_minor: 'amount' });
  const amount = parseMajor(fields.amount);
  if (amount === null && fields.amount.trim()) errors.amount = 'Enter an amount like 2500.50 (at most two decimals).';
  else if (amount !== null && amount > BigInt(term.outstanding_minor)) errors.amount = `Enter at most what is outstanding, ${formatMinor(term.outstanding_minor, term.currency)}.`;
  if (!errors.received_on && fields.received_on > todayIso(now)) errors.received_on = 'Enter today or an earlier day.';
  return errors;
}

/** A refusal of a term's move that names no field of the form, in words (see termFailureText). */
const termRefusal = (what: string) => (error: unknown, fields: Errors): Failure => ({ fields, form: termFailureText(error, what) });

export const receivedFailure = (error: unknown): Failure =>
  referenceClash(error, 'This reference was recorded already with another amount. Check the reference.') ??
  refusalOf(error, { amount_minor: 'amount', received_on: 'received_on', reference: 'reference' }, termRefusal('The receipt'));

export type PayoutFields = { paid_on: string; reference: string };

export const payoutFieldsFor = (now = new Date()): PayoutFields => ({ paid_on: todayIso(now), reference: '' });

export const toPayoutBody = (fields: PayoutFields): CommissionPayoutBody => ({ paid_on: fields.paid_on, reference: fields.reference.trim() });

export function validatePayout(fields: PayoutFields, now = new Date()): Errors {
  const errors: Errors = checkBody(payPartnerCommissionBody, toPayoutBody(fields), {
    paid_on: 'Enter the day of the transfer.',
    reference: { required: 'Enter the transfer’s reference (UTR).' },
  });
  if (!errors.paid_on && fields.paid_on > todayIso(now)) errors.paid_on = 'Enter today or an earlier day.';
  return errors;
}

export const payoutFailure = (error: unknown): Failure =>
  referenceClash(error, 'This term was paid out under another reference already.') ?? refusalOf(error, ['paid_on', 'reference'], termRefusal('The payout'));

export const validateWithdrawal = (fields: ReasonFields): Errors => reasonErrors(withdrawCommissionBody, fields, 'Say why the student left.');

export const withdrawalFailure = (error: unknown): Failure => refusalOf(error, ['reason'], termRefusal('The withdrawal'));

// ---- Annual target ----------------------------------------------------------------------------------------------------

export type TargetFields = { target_type: AnnualTargetType; value: string; currency: string };

export const targetFieldsFor = (): TargetFields => ({ target_type: 'enrolments', value: '', currency: 'INR' });

export function toTargetBody(fields: TargetFields, userId: number, financialYear: string): AnnualTargetBody {
  const base = { user_id: userId, financial_year: financialYear, target_type: fields.target_type };
  if (fields.target_type === 'enrolments') {
    const count = /^\d{1,6}$/.test(fields.value.trim()) ? Number(fields.value.trim()) : undefined;
    return { ...base, target_value: count as number };
  }
  const amount = parseMajor(fields.value);
  return { ...base, target_value: amount === null ? (undefined as unknown as number) : toBodyMinor(amount), currency: fields.currency };
}

export function validateTarget(fields: TargetFields, userId: number, financialYear: string): Errors {
  const errors: Errors = checkBody(setAnnualTargetBody, toTargetBody(fields, userId, financialYear), {
    target_value: { required: fields.target_type === 'enrolments' ? 'Enter a whole number of enrolments.' : 'Enter an amount like 500000.', minimum: 'Enter a target above zero.' },
  }, { target_value: 'value' });
  return errors;
}

export const targetFailure = (error: unknown): Failure =>
  refusalOf(error, { target_value: 'value', currency: 'currency', target_type: 'target_type' }, (refused, fields) => {
    if (refused.status === 403) return { fields: {}, form: 'Your role may not set targets.' };
    return { fields, form: refused.status === 422 || refused.status === 404 ? `The target was not set: ${serverSays(refused, 'this user is not a partner')}.` : 'The target could not be set just now. Try again in a moment.' };
  });
