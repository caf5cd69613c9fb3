import { describe, expect, it } from 'vitest';
import { ApiFailure } from '@/shared/api';
import { createStudentFailure, emptyCreateStudentFields, toCreateStudentBody, validateCreateStudent } from './create-student-form';

const filled = { ...emptyCreateStudentFields, first_name: ' Meera ', last_name: 'Iyer', email: ' meera@example.test ', mobile: '+91 98765 43210' };
const failure = (status: number, body?: ConstructorParameters<typeof ApiFailure>[1]) => new ApiFailure(new Response(null, { status }), body);

describe('the New student form', () => {
  it('asks for names, an email and a mobile the contract accepts', () => {
    expect(Object.keys(validateCreateStudent(emptyCreateStudentFields)).sort()).toEqual(['email', 'first_name', 'last_name', 'mobile']);
    expect(validateCreateStudent({ ...filled, mobile: '12' }).mobile).toBeTruthy();
    expect(validateCreateStudent({ ...filled, first_name: 'x'.repeat(81) }).first_name).toBe('Use at most 80 characters.');
    expect(validateCreateStudent(filled)).toEqual({});
  });

  it('sends trimmed fields, the sanitised mobile and only the choices made', () => {
    expect(toCreateStudentBody(filled)).toEqual({
      first_name: 'Meera', last_name: 'Iyer', email: 'meera@example.test', mobile: '9876543210', send_welcome_email: true,
    });
    expect(toCreateStudentBody({ ...filled, mobile: '+44 7700 900123', preferred_country_id: '3', send_welcome_email: false })).toEqual({
      first_name: 'Meera', last_name: 'Iyer', email: 'meera@example.test', mobile: '+447700900123', preferred_country_id: 3, send_welcome_email: false,
    });
  });

  it('puts the server’s reasons on their fields, and the rest above the form', () => {
    expect(createStudentFailure(failure(422, { status: false, message: 'a referenced record does not exist', errors: [{ field: 'body/preferred_course_level_id', message: 'no course level 99' }] })))
      .toEqual({ fields: { preferred_course_level_id: 'Not accepted: no course level 99.' }, form: null });
    expect(createStudentFailure(failure(409, { status: false, message: 'this email is already registered' })).fields.email).toMatch(/already exists/);
    expect(createStudentFailure(failure(500, { status: false, message: 'internal server error' }))).toEqual({
      fields: {}, form: 'The student was not created: internal server error.',
    });
    expect(createStudentFailure(new TypeError('Failed to fetch')).form).toMatch(/could not be reached/);
  });
});
