// Issue 10 §3–4 for the staff roles: every route each may open, at 390, 768 and 1024 px, has no sideways scroll, a
// menu that opens and closes from a visible button, and no critical or serious axe violation.
import { describe } from 'vitest';
import { walkEach } from './a11y-cases';

describe('accessibility and small screens: staff', () => {
  walkEach([
    { name: 'counselor', email: 'counselor@demo.unipath.test', userType: 'counselor', landing: '/staff_home' },
    { name: 'operations', email: 'operations@demo.unipath.test', userType: 'operations', landing: '/staff_home' },
    { name: 'visa', email: 'visa@demo.unipath.test', userType: 'visa', landing: '/staff_home' },
    { name: 'operations manager', email: 'opsmanager@demo.unipath.test', userType: 'operations_manager', landing: '/staff_home' },
    { name: 'accounts', email: 'accounts@demo.unipath.test', userType: 'accounts', landing: '/student_list' },
  ]);
});
