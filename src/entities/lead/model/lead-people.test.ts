import { describe, expect, it } from 'vitest';
import { leadContact, leadName, memberName } from './lead-people';

describe('the names of lead people', () => {
  it('offers the caller as "Me (name)" and anyone else by name', () => {
    expect(memberName({ first_name: 'Asha', last_name: 'Rao', is_self: true })).toBe('Me (Asha Rao)');
    expect(memberName({ first_name: 'Anil', last_name: 'Kapoor', is_self: false })).toBe('Anil Kapoor');
  });

  it('names a lead without a last name, and reaches it by what it has', () => {
    expect(leadName({ first_name: 'Meera', last_name: null })).toBe('Meera');
    expect(leadContact({ mobile: '+919876500000', email: null })).toBe('+919876500000');
    expect(leadContact({ mobile: null, email: null })).toBe('—');
  });
});
