import type { UserType } from './session.types';

/** Each role's own home (spec section 4): where it lands after sign-in and where a wrong-role visit is sent. */
export function homePathFor(userType: UserType): string {
  switch (userType) {
    case 'student':
      return '/home';
    case 'operations':
    case 'counselor':
    case 'visa':
    case 'operations_manager':
      return '/staff_home';
    case 'agent':
    case 'franchise':
    case 'student_support':
      return '/agent_home';
    default:
      return '/student_list';
  }
}

/**
 * Where the app goes once a session is known: only from the exact root path; `service_name=IELTS` wins over the
 * role's home. Null means "stay where you are".
 */
export function redirectTargetFromRoot(pathname: string, search: string, userType: UserType): string | null {
  if (pathname !== '/') return null;
  if (new URLSearchParams(search).get('service_name') === 'IELTS') return '/services?service_name=IELTS';
  return homePathFor(userType);
}
