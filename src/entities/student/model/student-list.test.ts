import { describe, expect, it } from 'vitest';
import { rolesOf } from '@contract/access';
import { ROLES_WHO_CREATE_STUDENTS, ROLES_WHO_SET_STUDENT_ACTIVE } from './student-list';

/** The roles of an operation as the contract's x-access declares them (the generated access map). */
function contractRoles(operationId: 'createStudent' | 'setStudentActiveStatus'): string[] {
  return [...rolesOf(operationId)].sort();
}

describe('who is offered the student changes', () => {
  it('New student goes to the roles createStudent allows', () => {
    expect([...ROLES_WHO_CREATE_STUDENTS].sort()).toEqual(contractRoles('createStudent'));
  });

  it('activate and deactivate go to the roles setStudentActiveStatus allows', () => {
    expect([...ROLES_WHO_SET_STUDENT_ACTIVE].sort()).toEqual(contractRoles('setStudentActiveStatus'));
  });
});
