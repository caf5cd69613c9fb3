import type { Application, ApplicationStatus, ApplicationStatusInfo } from '@contract/portal-schemas';

export type {
  Application, ApplicationStatus, ApplicationStatusInfo, TimelineEntry, ChatMessage,
} from '@contract/portal-schemas';

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
