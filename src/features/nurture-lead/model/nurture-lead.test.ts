import { describe, expect, it } from 'vitest';
import { itMakesFreshKeys, refusal } from '@/app/test/leads-kit';
import { newNurtureKey, startFailure, stopFailure } from './nurture-lead';


describe('nurturing a lead', () => {
  itMakesFreshKeys('makes a fresh key per intent, in the contract’s shape', newNurtureKey);

  it('says why an enrolment was refused, with the server’s words for the field', () => {
    expect(startFailure(refusal(422, 'insufficient credits', [{ field: 'body/lead_id', message: 'costs 4 credits, the balance is 1' }]))).toBe(
      'The lead was not enrolled: it costs 4 credits, the balance is 1.',
    );
    expect(startFailure(refusal(422, 'no mobile', [{ field: 'body/lead_id', message: 'has no WhatsApp number' }]))).toBe('The lead was not enrolled: it has no WhatsApp number.');
    expect(startFailure(refusal(409, 'already'))).toBe('This lead is already in that sequence.');
    expect(startFailure(refusal(403, 'not yours'))).toMatch(/no longer yours/);
    expect(startFailure(new TypeError('Failed to fetch'))).toMatch(/will not be enrolled twice/);
  });

  it('says why a stop was refused', () => {
    expect(stopFailure(refusal(409, 'the enrolment is completed, not active'))).toBe('That sequence has already ended.');
    expect(stopFailure(refusal(500, 'boom'))).toMatch(/could not be stopped/);
  });
});
