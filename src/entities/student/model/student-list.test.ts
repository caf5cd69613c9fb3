import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import contractText from '../../../../openapi/portal.yaml?raw';
import { ROLES_WHO_CREATE_STUDENTS, ROLES_WHO_SET_STUDENT_ACTIVE } from './student-list';

type Operation = { operationId: string; 'x-access': { roles: string[] | 'any' } };

/** The roles of an operation as openapi/portal.yaml declares them in its x-access. */
function contractRoles(operationId: string): string[] {
  const contract = parse(contractText) as {
    paths: Record<string, Record<string, Operation>>;
  };
  for (const item of Object.values(contract.paths)) {
    for (const operation of Object.values(item)) {
      if (operation?.operationId === operationId) {
        const roles = operation['x-access'].roles;
        if (roles === 'any') throw new Error(`${operationId} is open to every role`);
        return [...roles].sort();
      }
    }
  }
  throw new Error(`no operation ${operationId}`);
}

describe('who is offered the student changes', () => {
  it('New student goes to the roles createStudent allows', () => {
    expect([...ROLES_WHO_CREATE_STUDENTS].sort()).toEqual(contractRoles('createStudent'));
  });

  it('activate and deactivate go to the roles setStudentActiveStatus allows', () => {
    expect([...ROLES_WHO_SET_STUDENT_ACTIVE].sort()).toEqual(contractRoles('setStudentActiveStatus'));
  });
});
