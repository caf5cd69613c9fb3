import { describe, expect, it } from 'vitest';
import { itMapsEach } from '@/shared/lib/testing';
import { homePathFor, redirectTargetFromRoot } from './home-path';
import type { UserType } from './session.types';

describe('homePathFor', () => {
  itMapsEach<UserType, string>(homePathFor, [
    ['student', '/home'],
    ['operations', '/staff_home'],
    ['counselor', '/staff_home'],
    ['visa', '/staff_home'],
    ['operations_manager', '/staff_home'],
    ['agent', '/agent_home'],
    ['franchise', '/agent_home'],
    ['student_support', '/agent_home'],
    ['accounts', '/student_list'],
    ['school_counselor', '/student_list'],
  ], '%s → %s');
});

describe('redirectTargetFromRoot', () => {
  it('redirects only from the exact root path', () => {
    expect(redirectTargetFromRoot('/', '', 'student')).toBe('/home');
    expect(redirectTargetFromRoot('/chat', '', 'student')).toBeNull();
    expect(redirectTargetFromRoot('/home', '', 'agent')).toBeNull();
    expect(redirectTargetFromRoot('//', '', 'agent')).toBeNull();
  });

  it('sends service_name=IELTS to the IELTS services page, whatever the role', () => {
    expect(redirectTargetFromRoot('/', '?service_name=IELTS', 'student')).toBe('/services?service_name=IELTS');
    expect(redirectTargetFromRoot('/', '?service_name=IELTS', 'accounts')).toBe('/services?service_name=IELTS');
    expect(redirectTargetFromRoot('/', '?service_name=GRE', 'counselor')).toBe('/staff_home');
  });
});
