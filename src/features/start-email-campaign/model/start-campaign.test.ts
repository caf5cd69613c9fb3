import { describe, expect, it } from 'vitest';
import { ApiFailure } from '@/shared/api';
import { newIdempotencyKey, startFailure } from './start-campaign';

const refusal = (status: number, message: string, errors?: { field: string; message: string }[]) =>
  new ApiFailure(new Response(null, { status }), { status: false, message, ...(errors ? { errors } : {}) });

const preview = { campaign_id: 7, contacts: 12, suppressed: 0, recipients: 12, credit_per_email: 1, cost: 12, balance: 5, balance_after: -7, sufficient: false };

describe('a start', () => {
  it('has a fresh key per intent, in the contract’s shape', () => {
    const one = newIdempotencyKey();
    expect(one).toMatch(/^[A-Za-z0-9_.:-]{8,128}$/);
    expect(newIdempotencyKey()).not.toBe(one);
  });

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
