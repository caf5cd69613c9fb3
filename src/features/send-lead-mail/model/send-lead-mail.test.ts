import { describe, expect, it } from 'vitest';
import { itMakesFreshKeys, refusal } from '@/app/test/leads-kit';
import { checkMail, mailBody, mailFailure, mailOutcome, newMailKey, OWN_TEXT, textToHtml } from './send-lead-mail';


describe('a lead mail', () => {
  itMakesFreshKeys('has a fresh key per intent, in the contract’s shape', newMailKey);

  it('sends a template by its id, or the subject and the text as escaped HTML paragraphs', () => {
    expect(mailBody(8, { to: 'a@b.test', template: '4', subject: 'ignored', body: 'ignored' })).toEqual({ lead_id: 8, template_id: 4 });
    expect(textToHtml('  Dear <Meera>,\n\nfees & dates\nare below.  ')).toBe('<p>Dear &lt;Meera&gt;,</p>\n<p>fees &amp; dates<br>are below.</p>');
    expect(mailBody(8, { to: 'a@b.test', template: OWN_TEXT, subject: ' Fees ', body: 'Hi' })).toEqual({ lead_id: 8, subject: 'Fees', html_content: '<p>Hi</p>' });
  });

  it('checks the address, the choice, and a mail of one’s own', () => {
    expect(checkMail({ to: '', template: '', subject: '', body: '' })).toEqual({ to: expect.any(String), template: 'Choose a template, or write your own mail.' });
    expect(checkMail({ to: 'a@b.test', template: OWN_TEXT, subject: ' ', body: '' })).toEqual({ subject: 'Write a subject.', body: 'Write the mail.' });
    expect(checkMail({ to: 'a@b.test', template: '4', subject: '', body: '' })).toEqual({});
  });

  it('says each refusal in words, on the field it concerns', () => {
    expect(mailFailure(refusal(422, 'insufficient credits', [{ field: 'body/lead_id', message: 'costs 2 credits, the balance is 0' }])).form).toBe(
      'Not enough credits: this mail costs 2 credits and your balance is 0 credits (2 credits short). Nothing was sent or charged.',
    );
    expect(mailFailure(refusal(422, 'suppressed', [{ field: 'body/lead_id', message: 'its address is suppressed (hard_bounce)' }])).fields).toEqual({ to: 'This address bounced, so it is never mailed.' });
    expect(mailFailure(refusal(422, 'suppressed', [{ field: 'body/lead_id', message: 'its address is suppressed (complaint)' }])).fields.to).toMatch(/marked your mail as spam/);
    expect(mailFailure(refusal(422, 'no email', [{ field: 'body/lead_id', message: 'has no valid email address' }]))).toEqual({ fields: { to: 'The lead has no valid email address.' }, form: null });
    expect(mailFailure(refusal(422, 'inactive', [{ field: 'body/template_id', message: 'is inactive' }]))).toEqual({ fields: { template: 'This template is inactive.' }, form: null });
    expect(mailFailure(refusal(409, 'other body')).form).toMatch(/already sent with other content/);
    expect(mailFailure(refusal(503, 'down')).form).toMatch(/will not go out twice/);
  });

  it('says what became of an accepted mail', () => {
    const result = { log_id: 1, message_id: null, lead_id: 8, to: 'a@b.test', subject: 'Hi', sent_at: null, credits: 1, error: null };
    expect(mailOutcome({ ...result, send_status: 'sent' })).toEqual({ tone: 'success', text: 'Email “Hi” sent to a@b.test; 1 credit used.' });
    expect(mailOutcome({ ...result, send_status: 'queued' }).tone).toBe('warning');
    expect(mailOutcome({ ...result, send_status: 'failed', error: '550 no such user' }).text).toBe('Email to a@b.test was refused (550 no such user); its 1 credit came back.');
  });
});
