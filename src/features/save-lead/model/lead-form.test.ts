import { describe, expect, it } from 'vitest';
import { ApiFailure } from '@/shared/api';
import { categoryFixtures, leadDetailsFixture } from '@/entities/lead';
import { emptyLeadFields, leadFailure, leadToFields, toLeadBody, validateLead, type LeadFields } from './lead-form';

const fields = (overrides: Partial<LeadFields> = {}): LeadFields => ({ ...emptyLeadFields(), first_name: 'Nisha', email: 'nisha@example.test', ...overrides });
const category = categoryFixtures[0].fields;
const failure = (status: number, body?: { message: string; errors?: { field: string; message: string }[] }) =>
  new ApiFailure(new Response(null, { status }), body ? { status: false, ...body } : undefined);

describe('the lead form', () => {
  it('sends the sanitised mobile and formatted intake, nulls for what is empty', () => {
    const body = toLeadBody(fields({ mobile: '+91 98765-43210', intake: 'September / january', email: '', stage_id: '2' }), null, []);
    expect(body).toMatchObject({ first_name: 'Nisha', email: null, mobile: '9876543210', intake: 'Sep,jan', stage_id: 2, city_id: null, assigned_to: null });
    expect('lead_id' in body).toBe(false);
    expect('category_field_values' in body).toBe(false);
  });

  it('sends the category’s fields typed, and an edit names its lead', () => {
    const body = toLeadBody(fields({ category_id: '7', custom: { field_71: '8.5', field_72: '' } }), 5, category);
    expect(body).toMatchObject({ lead_id: 5, category_id: 7, category_field_values: [{ field_id: 71, value: 8.5 }, { field_id: 72, value: null }] });
  });

  it.each<[string, Partial<LeadFields>, Record<string, string>]>([
    ['a first name is needed', { first_name: ' ' }, { first_name: 'Enter the lead’s first name.' }],
    ['an email or a mobile is needed', { email: '', mobile: '' }, { email: 'Give an email address or a mobile number.' }],
    ['an email must be one', { email: 'nisha@' }, { email: 'Enter an email address like name@example.com.' }],
    ['a mobile must be one after the sanitiser', { mobile: '12' }, { mobile: 'Enter a mobile number, like 98765 43210 or +44 7700 900123.' }],
    ['a required category field', { category_id: '7' }, { field_71: 'Fill in Bachelor’s score.' }],
    ['a number field takes a number', { category_id: '7', custom: { field_71: 'eight' } }, { field_71: 'Enter a number.' }],
    ['a mobile alone is enough', { email: '', mobile: '98765 43210' }, {}],
  ])('%s', (_, overrides, expected) => {
    expect(validateLead(fields(overrides), null, category)).toEqual(expected);
  });

  it('fills the form from a lead, category values included', () => {
    const lead = leadDetailsFixture({
      lead_id: 5,
      mobile: null,
      stage_id: 2,
      category_id: 7,
      category_fields: [{ ...category[0], value: 7.5 }, { ...category[1], value: null }],
      next_follow_up_at: null,
    });
    expect(leadToFields(lead)).toMatchObject({ mobile: '', stage_id: '2', category_id: '7', custom: { field_71: '7.5', field_72: '' } });
  });

  it('puts the server’s reasons on the fields, a category field by its place in the body', () => {
    expect(
      leadFailure(failure(422, { message: 'Invalid', errors: [{ field: 'body/category_field_values/1/value', message: 'not an option' }, { field: 'body/city_id', message: 'not a city of the state' }] }), [71, 72]),
    ).toEqual({ fields: { field_72: 'Not accepted: not an option.', city_id: 'Not accepted: not a city of the state.' }, form: null });
    expect(leadFailure(failure(409, { message: 'This mobile belongs to another partner’s lead' }))).toEqual({ fields: { email: 'This mobile belongs to another partner’s lead' }, form: null });
    expect(leadFailure(failure(500)).form).toBe('The lead could not be saved just now. Try again in a moment.');
    expect(leadFailure(new TypeError('Failed to fetch')).form).toMatch(/what you typed is kept/);
  });
});
