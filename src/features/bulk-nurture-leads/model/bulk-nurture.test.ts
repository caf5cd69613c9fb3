import { describe, expect, it } from 'vitest';
import { itMakesFreshKeys, refusal } from '@/app/test/leads-kit';
import { nurturingServiceFixture, type NurturingBulkResult } from '@/entities/nurturing';
import { creditsPerStep, newBulkNurtureKey, nurtureFailure, nurtureReport } from './bulk-nurture';


const result = (overrides: Partial<NurturingBulkResult>): NurturingBulkResult => ({
  ns_id: 1,
  enrolled: 12,
  enrolment_ids: [],
  skipped: [],
  charge: { contacts: 12, credit_per_lead: 4, credits_debited: 48, balance_after: 452, ct_id: 1 },
  ...overrides,
});

describe('bulk nurture', () => {
  itMakesFreshKeys('makes a fresh key per opening, in the contract’s shape', newBulkNurtureKey);

  it('reads the credits of one step from the service', () => {
    expect(creditsPerStep(nurturingServiceFixture({ steps: 4, credits_per_lead: 8 }))).toBe(2);
  });

  it('says the report in words: enrolled, already in the sequence, skipped by reason, the credits', () => {
    const skipped = [
      ...[1, 2, 3].map((lead_id) => ({ lead_id, reason: 'already_enrolled' as const })),
      { lead_id: 4, reason: 'no_email' as const },
      { lead_id: 5, reason: 'opted_out' as const },
    ];
    expect(nurtureReport(result({ skipped }), 'Welcome')).toBe(
      '12 enrolled in “Welcome”, 3 already in this sequence, 2 skipped: 1 no email, 1 opted out. 48 credits held; your balance is now 452 credits.',
    );
    expect(nurtureReport(result({ enrolled: 1, charge: { contacts: 1, credit_per_lead: 1, credits_debited: 1, balance_after: 0, ct_id: 2 } }), 'Welcome')).toBe(
      '1 enrolled in “Welcome”. 1 credit held; your balance is now 0 credits.',
    );
  });

  it('says why an enrolment was refused, with the numbers when credits are short', () => {
    expect(nurtureFailure(refusal(422, 'insufficient credits', [{ field: 'body/lead_ids', message: 'costs 30 credits, the balance is 12' }]))).toBe(
      'Not enough credits: enrolling these leads costs 30 credits and your balance is 12 credits (18 credits short). Nobody was enrolled or charged.',
    );
    expect(nurtureFailure(refusal(422, 'no lead can be enrolled', [{ field: 'body/lead_ids', message: 'has no lead that can be enrolled' }]))).toMatch(/^None of the selected leads can be enrolled/);
    expect(nurtureFailure(refusal(422, 'inactive', [{ field: 'body/ns_id', message: 'is inactive' }]))).toBe('That sequence cannot be used just now: it is inactive. Choose another one.');
    expect(nurtureFailure(refusal(409, 'other body'))).toMatch(/being enrolled already/);
    expect(nurtureFailure(refusal(403, 'not yours'))).toMatch(/no longer yours/);
    expect(nurtureFailure(new TypeError('Failed to fetch'))).toMatch(/nobody will be enrolled twice/);
  });
});
