// Issue 10 §3–4 for the partners: every route each may open, at 390, 768 and 1024 px, has no sideways scroll, a menu
// that opens and closes from a visible button, and no critical or serious axe violation.
import { describe } from 'vitest';
import { walkEach } from './a11y-cases';

describe('accessibility and small screens: partners', () => {
  walkEach([
    { name: 'agent', email: 'agent@demo.unipath.test', userType: 'agent', landing: '/agent_home' },
    { name: 'franchise (master)', email: 'franchise@demo.unipath.test', userType: 'franchise', landing: '/agent_home' },
    { name: 'franchise (area)', email: 'area-franchise@demo.unipath.test', userType: 'franchise', landing: '/agent_home' },
    { name: 'student support', email: 'support@demo.unipath.test', userType: 'student_support', landing: '/agent_home' },
    { name: 'school counselor', email: 'schoolcounselor@demo.unipath.test', userType: 'school_counselor', landing: '/student_list' },
  ]);
});
