// Issue 10 §3–4 for the signed-out visitor and the student: every route they may open, at 390, 768 and 1024 px, has no
// sideways scroll, a menu that opens and closes from a visible button, and no critical or serious axe violation.
import { describe } from 'vitest';
import { walkEach } from './a11y-cases';

describe('accessibility and small screens: visitor and student', () => {
  walkEach([
    { name: 'visitor', email: null, userType: null, landing: '/' },
    { name: 'student', email: 'student@demo.unipath.test', userType: 'student', landing: '/home' },
  ]);
});
