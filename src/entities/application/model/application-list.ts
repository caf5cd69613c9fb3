import type { PortalOperations } from '@/shared/api';
import type { Application, ApplicationStatusInfo } from './application.types';

export type ApplicationListQuery = NonNullable<PortalOperations['listApplications']['parameters']['query']>;

/** The label the server gives a sub-status of `status`, or the sub-status made readable; null when there is none. */
export function subStatusLabel(statuses: ApplicationStatusInfo[] | undefined, status: string, subStatus: string | null): string | null {
  if (!subStatus) return null;
  const info = statuses?.find((s) => s.status === status);
  return info?.sub_statuses.find((s) => s.sub_status === subStatus)?.label ?? subStatus.replace(/_/g, ' ');
}

/** Where staff follow one application: its student's details (the applications tab), scrolled to it. */
export const applicationDetailsPath = (application: Pick<Application, 'student_user_id' | 'sa_mapper_id'>): string =>
  `/student_details/${application.student_user_id}?scrollTo=app-${application.sa_mapper_id}`;
