import { describe, expect, it } from 'vitest';
import {
  AddressBody,
  AisFamilyDetailsBody,
  AnnouncementInput,
  createStudentBody,
  loginBody,
  QuestionResponseBody,
  refreshTokenBody,
  resetPasswordBody,
  TaskSaveBody,
} from '@contract/forms';
import { violationOf, violationsOf } from './rules';
import { checkBody } from './texts';
import { applyTransforms, transforms } from './transforms';

const broken = (rules: Parameters<typeof violationsOf>[0], body: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(violationsOf(rules, body)).map(([field, found]) => [field, found?.violation]));

describe('the contract’s rules, checked in the browser', () => {
  it('asks for what the body requires; a blank string the rule refuses counts as missing', () => {
    expect(broken(loginBody, {})).toEqual({ email: 'required', password: 'required' });
    expect(broken(loginBody, { email: '', password: '' })).toEqual({ email: 'required', password: 'required' });
    expect(broken(loginBody, { email: 'asha@example.com', password: 'x' })).toEqual({});
  });

  it('checks formats: an email, a calendar date, an instant', () => {
    for (const email of ['asha@example.com', 'a.b+c@mail.example.co.in']) expect(violationOf(loginBody.fields.email, email)).toBeNull();
    for (const email of ['asha', 'asha@', 'asha@example', 'a sha@example.com', '@example.com', 'asha@-example.com'])
      expect(violationOf(loginBody.fields.email, email), email).toBe('format');
    const due = TaskSaveBody.fields.due_date;
    expect(violationOf(due, '2028-02-29')).toBeNull();
    for (const date of ['2027-02-29', '2026-13-01', '24-11-2026', '2026-11-24T10:00']) expect(violationOf(due, date), date).toBe('format');
    expect(violationOf(due, null)).toBeNull(); // nullable: cleared
    const expiry = AnnouncementInput.fields.expires_at;
    expect(violationOf(expiry, '2026-12-01T09:30:00.000Z')).toBeNull();
    expect(violationOf(expiry, '2026-12-01T09:30')).toBe('format');
  });

  it('checks lengths in characters as JSON Schema counts them, patterns, enums and bounds', () => {
    const title = TaskSaveBody.fields.title;
    expect(violationOf(title, 'x'.repeat(200))).toBeNull();
    expect(violationOf(title, 'x'.repeat(201))).toBe('maxLength');
    expect(violationOf(title, '🎓'.repeat(200))).toBeNull();
    expect(violationOf(resetPasswordBody.fields.password, 'short', true)).toBe('minLength');
    expect(violationOf(createStudentBody.fields.mobile, '+447700900123')).toBeNull();
    expect(violationOf(createStudentBody.fields.mobile, '98765-43210')).toBe('pattern');
    expect(violationOf(TaskSaveBody.fields.priority, 'urgent')).toBe('enum');
    expect(violationOf(createStudentBody.fields.intake_year, 1999)).toBe('minimum');
    expect(violationOf(createStudentBody.fields.intake_year, 2101)).toBe('maximum');
    expect(violationOf(createStudentBody.fields.intake_year, 2026.5)).toBe('type');
    expect(violationOf(TaskSaveBody.fields.assigned_to, 0)).toBe('minimum');
    expect(violationOf(TaskSaveBody.fields.assigned_to, Number(''))).toBe('minimum');
  });

  it('checks lists: their length, unique items and each item', () => {
    const audience = AnnouncementInput.fields.audience;
    expect(violationOf(audience, ['student', 'agent'])).toBeNull();
    expect(violationOf(audience, ['student', 'student'])).toBe('uniqueItems');
    expect(violationOf(audience, ['student', 'astronaut'])).toBe('type');
    const options = QuestionResponseBody.fields.selected_option_ids;
    expect(violationOf(options, [], true)).toBe('required');
    expect(violationOf(options, [])).toBe('minItems');
  });

  it('checks the groups: any of, one of, fields required together', () => {
    const address = { address_line1: '12 MG Road', country_id: 1, postal_code: '560001' };
    expect(broken(AddressBody, address)).toEqual({ city_id: 'required' });
    expect(broken(AddressBody, { ...address, city_name: 'Bengaluru' })).toEqual({});
    const answer = { student_user_id: 41, question_id: 2 };
    expect(broken(QuestionResponseBody, answer)).toEqual({ answer_text: 'required' });
    expect(broken(QuestionResponseBody, { ...answer, answer_text: 'Analytics', selected_option_ids: [1] })).toEqual({ answer_text: 'type' });
    expect(broken(refreshTokenBody, { latitude: 12.9 })).toEqual({ longitude: 'required' });
  });

  it('checks a list item by the item’s own rules (nullable optionals may be cleared)', () => {
    const item = AisFamilyDetailsBody.fields.items.items;
    expect(broken(item, { relation: 'father', name: 'Ravi', nationality: 'Indian', mobile: null, email: null })).toEqual({});
    expect(broken(item, { relation: 'uncle', name: '', nationality: 'I', email: 'ravi@' })).toEqual({
      relation: 'enum',
      name: 'required',
      nationality: 'minLength',
      email: 'format',
    });
  });
});

describe('the messages', () => {
  it('quote the contract’s numbers unless the form has its own words', () => {
    expect(checkBody(resetPasswordBody, { token: 'x'.repeat(20), password: 'short' })).toEqual({ password: 'Use at least 8 characters.' });
    expect(checkBody(TaskSaveBody, { title: 'x'.repeat(201) })).toEqual({ title: 'Use at most 200 characters.' });
    expect(checkBody(loginBody, { email: 'asha', password: 'pw' })).toEqual({ email: 'Enter an email address like name@example.com.' });
    expect(checkBody(TaskSaveBody, { title: '' }, { title: { required: 'Say what needs doing.' } })).toEqual({ title: 'Say what needs doing.' });
    expect(checkBody(loginBody, { email: '', password: 'pw' }, { email: 'Enter the email of your account.' })).toEqual({ email: 'Enter the email of your account.' });
    expect(
      checkBody(TaskSaveBody, { title: 'x'.repeat(203) }, { title: { maxLength: ({ rule, value }) => `${String(value).length - rule.maxLength!} too many.` } }),
    ).toEqual({ title: '3 too many.' });
  });

  it('land on the form’s own field names; a blank field that needs several characters asks for that many', () => {
    expect(checkBody(resetPasswordBody, { token: 'x'.repeat(20), password: '' }, {}, { password: 'next' })).toEqual({ next: 'Use at least 8 characters.' });
    expect(checkBody(TaskSaveBody, { title: '' })).toEqual({ title: 'Fill in this field.' });
  });
});

describe('the field transforms', () => {
  it('are the spec’s mobile sanitiser and intake formatter, and trimming', () => {
    expect(transforms.mobile('+91 98765 43210')).toBe('9876543210');
    expect(transforms.intake('September, January/May')).toBe('Sep,Jan,May');
    expect(applyTransforms({ name: ' Asha ', mobile: '(987) 654 3210', agreed: true }, { name: 'trim', mobile: 'mobile' })).toEqual({
      name: 'Asha',
      mobile: '9876543210',
      agreed: true,
    });
  });

  it('run before the check, so the contract’s Mobile pattern is met by a number typed with spaces', () => {
    const typed = { first_name: 'Meera', last_name: 'Iyer', email: 'meera@example.test', mobile: '+91 98765 43210' };
    expect(checkBody(createStudentBody, typed)).toEqual({ mobile: 'Check the format of this field.' });
    expect(checkBody(createStudentBody, applyTransforms(typed, { mobile: 'mobile' }))).toEqual({});
  });
});
