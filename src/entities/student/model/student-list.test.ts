import { describe, expect, it } from 'vitest';
import { ROLES, rolesOf } from '@contract/access';
import { canCreateStudents, canSetStudentActive } from './student-list';

describe('who is offered the student changes', () => {
  it('New student goes to the roles createStudent allows, and to no one signed out', () => {
    expect(ROLES.filter(canCreateStudents)).toEqual(rolesOf('createStudent'));
    expect(ROLES.filter(canCreateStudents)).toContain('counselor');
    expect(canCreateStudents('student')).toBe(false);
    expect(canCreateStudents(undefined)).toBe(false);
  });

  it('activate and deactivate go to the roles setStudentActiveStatus allows', () => {
    expect(ROLES.filter(canSetStudentActive)).toEqual(rolesOf('setStudentActiveStatus'));
    expect(canSetStudentActive('accounts')).toBe(false);
    expect(canSetStudentActive(null)).toBe(false);
  });
});
