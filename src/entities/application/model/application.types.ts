import type { PortalComponents } from '@/shared/api';

export type Application = PortalComponents['schemas']['Application'];
export type ApplicationStatus = PortalComponents['schemas']['ApplicationStatus'];
export type ApplicationStatusInfo = PortalComponents['schemas']['ApplicationStatusInfo'];
export type TimelineEntry = PortalComponents['schemas']['TimelineEntry'];
export type ChatMessage = PortalComponents['schemas']['ChatMessage'];

/** The label the server gives a status, or the status itself made readable. */
export function statusLabel(statuses: ApplicationStatusInfo[] | undefined, status: string): string {
  return statuses?.find((s) => s.status === status)?.label ?? status.replace(/_/g, ' ');
}

/** Counts of the student's applications per status, in the pipeline's order. */
export function countByStatus(applications: Application[], statuses: ApplicationStatusInfo[]): { status: ApplicationStatus; label: string; count: number }[] {
  return [...statuses]
    .sort((a, b) => a.order - b.order)
    .map((s) => ({ status: s.status, label: s.label, count: applications.filter((a) => a.status === s.status).length }))
    .filter((row) => row.count > 0);
}
