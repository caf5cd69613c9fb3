import { describe, expect, it } from 'vitest';
import { ApiFailure } from '@/shared/api';
import { emptyWhatsApp, toWhatsAppBody, validateWhatsApp, whatsAppFailure } from './whatsapp-student-form';

const failure = (status: number, errors: { field: string; message: string }[]) => new ApiFailure(new Response(null, { status }), { status: false, message: 'refused', errors });

describe('the WhatsApp form to a student', () => {
  it('sends the free text, or the template with its values in order (typed ones: the non-empty lines)', () => {
    expect(toWhatsAppBody(4, { ...emptyWhatsApp, message: ' Hi ' }, true)).toEqual({ student_user_id: 4, message: 'Hi' });
    expect(toWhatsAppBody(4, { ...emptyWhatsApp, mode: 'template', template: 'docs', params: [] }, true)).toEqual({ student_user_id: 4, template_name: 'docs' });
    expect(toWhatsAppBody(4, { ...emptyWhatsApp, mode: 'template', template: 'x', paramLines: 'a\n\n b \n' }, false)).toEqual({ student_user_id: 4, template_name: 'x', template_params: ['a', 'b'] });
  });

  it('asks for the field of the chosen mode and a value for every variable', () => {
    expect(validateWhatsApp(4, true)({ ...emptyWhatsApp })).toEqual({ message: 'Write the message.' });
    expect(validateWhatsApp(4, true)({ ...emptyWhatsApp, mode: 'template' })).toEqual({ template: 'Choose a template.' });
    expect(validateWhatsApp(4, true)({ ...emptyWhatsApp, mode: 'template', template: 'intake', params: ['a', ' '] })).toEqual({ 'param-1': 'Fill in this value.' });
    expect(validateWhatsApp(4, false)({ ...emptyWhatsApp, mode: 'template', template: 'Bad Name' })).toEqual({ template: 'A template name has lowercase letters, digits and _ only.' });
  });

  it('puts a refusal on its field; about the student above the form', () => {
    expect(whatsAppFailure(failure(422, [{ field: 'body/template_name', message: 'is not approved' }]), true)).toEqual({ fields: { template: 'Not accepted: is not approved.' }, form: null });
    expect(whatsAppFailure(failure(422, [{ field: 'body/template_params', message: 'needs 2 values' }]), true).fields).toEqual({ 'param-0': 'Not accepted: needs 2 values.' });
    expect(whatsAppFailure(failure(422, [{ field: 'body/student_user_id', message: 'opted out of WhatsApp' }]), true).form).toBe('Not sent: the student opted out of WhatsApp.');
    expect(whatsAppFailure(failure(404, [{ field: 'body/student_user_id', message: 'is not a student' }]), true).form).toBe('You may not message this student.');
    expect(whatsAppFailure(failure(409, []), true).form).toMatch(/already sent/);
  });
});
