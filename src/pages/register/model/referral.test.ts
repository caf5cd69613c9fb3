import { describe, expect, it } from 'vitest';
import { referralFromSearch } from './referral';

describe('referralFromSearch', () => {
  it.each([
    ['', null],
    ['?agent_user_id=12', { kind: 'agent', userId: 12 }],
    ['?sc_user_id=34', { kind: 'school_counselor', userId: 34 }],
    ['?agent_user_id=abc', 'invalid'],
    ['?agent_user_id=0', 'invalid'],
    ['?sc_user_id=-3', 'invalid'],
    ['?agent_user_id=', 'invalid'],
  ])('%s → %j', (search, expected) => {
    expect(referralFromSearch(search)).toEqual(expected);
  });
});
