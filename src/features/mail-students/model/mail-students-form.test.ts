import { describe, expect, it } from 'vitest';
import { ApiFailure } from '@/shared/api';
import { mailFailure, mailReport, toMailBody, toMailHtml, validateMail } from './mail-students-form';

describe('the bulk email form', () => {
  it('sends plain text as escaped HTML paragraphs, line breaks kept, placeholders untouched', () => {
    expect(toMailHtml('  Hi {{first_name}},\nline two\n\n\n<b>bold</b> & "q"  ')).toBe('<p>Hi {{first_name}},<br>line two</p>\n<p>&lt;b&gt;bold&lt;/b&gt; &amp; &quot;q&quot;</p>');
    expect(toMailBody([3, 4], { subject: ' Hello ', body: 'x' })).toEqual({ student_user_ids: [3, 4], subject: 'Hello', body_html: '<p>x</p>' });
  });

  it('checks the contract’s limits in its own words', () => {
    expect(validateMail([1])({ subject: '', body: '   ' })).toEqual({ subject: 'Write a subject.', body: 'Write the message.' });
    expect(validateMail([1])({ subject: 'x'.repeat(201), body: 'ok' })).toEqual({ subject: 'Use at most 200 characters.' });
    expect(validateMail([1])({ subject: 'ok', body: 'ok' })).toEqual({});
  });

  it('says what was queued and who was skipped, and why', () => {
    expect(mailReport({ batch_id: 'mail-send-1', queued: 2, skipped: [] }, 2)).toEqual({ queued: '2 emails queued: they go out in the next minutes.', skipped: [] });
    expect(
      mailReport({ batch_id: 'mail-send-2', queued: 1, skipped: [{ student_user_id: 5, reason: 'no_email' }, { student_user_id: 6, reason: 'bounced' }, { student_user_id: 7, reason: 'bounced' }] }, 5),
    ).toEqual({
      queued: '1 email queued: it goes out in the next minutes.',
      skipped: ['1 student skipped: has no usable email address.', '2 students skipped: bounced or complained before.', '1 student shares an email address with another selected student: one email per address.'],
    });
  });

  it('reads a refusal: fields of a 400, a 422 in words, someone else’s students', () => {
    const failure = (status: number, errors: { field: string; message: string }[]) => new ApiFailure(new Response(null, { status }), { status: false, message: 'refused', errors });
    expect(mailFailure(failure(400, [{ field: 'body/body_html', message: 'must NOT be empty' }]))).toEqual({ fields: { body: 'Not accepted: must NOT be empty.' }, form: null });
    expect(mailFailure(failure(422, [{ field: 'body/student_user_ids', message: 'exceeds the daily sending limit' }])).form).toBe('Nothing was sent: exceeds the daily sending limit.');
    expect(mailFailure(failure(403, [])).form).toMatch(/not yours to mail/);
    expect(mailFailure(new TypeError('Failed to fetch')).form).toMatch(/could not be reached/);
  });
});
