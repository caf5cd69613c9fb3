import { describe, expect, it } from 'vitest';
import { itMakesFreshKeys, refusal } from '@/app/test/leads-kit';
import { newIdempotencyKey, startBody, startFailure } from './start-campaign';


const preview = { campaign_id: 7, contacts: 12, suppressed: 0, recipients: 12, credit_per_email: 1, cost: 12, balance: 5, balance_after: -7, sufficient: false };

describe('a start', () => {
  itMakesFreshKeys('has a fresh key per intent, in the contract’s shape', newIdempotencyKey);

  it('says a shortfall of credits in words with the numbers the server gave, else the preview’s', () => {
    expect(startFailure(refusal(422, 'insufficient credits: the send costs 30, the balance is 12', [{ field: 'body/campaign_id', message: 'costs 30 credits, the balance is 12' }]), undefined)).toBe(
      'Not enough credits: this campaign costs 30 credits and your balance is 12 credits (18 credits short). Nothing was sent or charged.',
    );
    expect(startFailure(refusal(422, 'refused'), preview)).toBe('Not enough credits: this campaign costs 12 credits and your balance is 5 credits (7 credits short). Nothing was sent or charged.');
  });

  it('names the other refusals, and a lost answer may be tried again without sending twice', () => {
    expect(startFailure(refusal(422, 'the campaign has no recipient', [{ field: 'body/campaign_id', message: 'has no recipient' }]), undefined)).toMatch(/no contact left to mail/);
    expect(startFailure(refusal(409, 'campaign 7 is sending, not a draft'), undefined)).toMatch(/already started/);
    expect(startFailure(new TypeError('Failed to fetch'), undefined)).toMatch(/it will not send twice/);
  });
});

describe('the send time', () => {
  const now = new Date(2026, 10, 28, 9, 0);

  it('now sends the campaign id alone; later sends the chosen local time as an instant', () => {
    expect(startBody(7, { when: 'now', at: '2026-11-28T12:00' }, now)).toEqual({ body: { campaign_id: 7 } });
    expect(startBody(7, { when: 'later', at: '2026-11-28T12:30' }, now)).toEqual({
      body: { campaign_id: 7, scheduled_at: new Date(2026, 10, 28, 12, 30).toISOString() },
    });
  });

  it('refuses a missing or past time in words', () => {
    expect(startBody(7, { when: 'later', at: '' }, now)).toEqual({ error: 'Choose the day and time to send.' });
    expect(startBody(7, { when: 'later', at: '2026-11-28T09:00' }, now)).toEqual({ error: 'Choose a time at least a minute from now.' });
  });

  it('says so when the server finds the time passed', () => {
    expect(startFailure(refusal(422, 'body/scheduled_at is in the past', [{ field: 'body/scheduled_at', message: 'must be in the future' }]), undefined)).toBe(
      'Not started: the time to send has passed. Choose a later time. Nothing was sent or charged.',
    );
  });
});
