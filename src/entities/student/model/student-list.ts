import { createStudent, mayCall, setStudentActiveStatus } from '@contract/access';
import type { PortalOperations } from '@/shared/api';
import type { StudentSummary, UserType } from '@contract/portal-schemas';

export type { StudentSummary, StudentCreateBody, StudentActiveStatus } from '@contract/portal-schemas';
export type StudentListQuery = NonNullable<PortalOperations['listAssignedStudents']['parameters']['query']>;

// Who may do what to the students they reach: the roles the contract's x-access lets call createStudent and
// setStudentActiveStatus (the generated access map), so a role is only offered what the server will accept.
export const canCreateStudents = (role: UserType | undefined | null): boolean => mayCall(createStudent, role);

export const canSetStudentActive = (role: UserType | undefined | null): boolean => mayCall(setStudentActiveStatus, role);

export const studentFullName = (student: Pick<StudentSummary, 'first_name' | 'last_name'>): string =>
  `${student.first_name} ${student.last_name}`.trim();
