import { describe } from 'vitest';
import { itMapsEach } from '@/shared/lib/testing';
import { referralFromSearch } from './referral';

describe('referralFromSearch', () => {
  itMapsEach(referralFromSearch, [
    ['', null],
    ['?agent_user_id=12', { kind: 'agent', userId: 12 }],
    ['?sc_user_id=34', { kind: 'school_counselor', userId: 34 }],
    ['?agent_user_id=abc', 'invalid'],
    ['?agent_user_id=0', 'invalid'],
    ['?sc_user_id=-3', 'invalid'],
    ['?agent_user_id=', 'invalid'],
  ], '%s → %j');
});
