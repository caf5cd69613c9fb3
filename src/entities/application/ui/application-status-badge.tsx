import { Badge, type BadgeTone } from '@/shared/ui/badge';
import type { ApplicationStatus, ApplicationStatusInfo } from '../model/application.types';
import { statusLabel } from '../model/application.types';

/** How each status reads at a glance: moving on, a good outcome, waiting on the student, or ended badly. */
const TONES: Record<ApplicationStatus, BadgeTone> = {
  applied: 'info',
  submitted: 'info',
  conditional_offer: 'warning',
  unconditional_offer: 'success',
  offer_accepted: 'success',
  deposit_paid: 'success',
  visa_applied: 'info',
  visa_granted: 'success',
  visa_refused: 'danger',
  enrolled: 'success',
  deferred: 'warning',
  rejected: 'danger',
  withdrawn: 'neutral',
};

export const applicationStatusTone = (status: ApplicationStatus): BadgeTone => TONES[status] ?? 'neutral';

/** An application's status as a coloured badge with the server's label ("Rejected" never looks like "Offer accepted"). */
export function ApplicationStatusBadge({ status, statuses }: { status: ApplicationStatus; statuses: ApplicationStatusInfo[] | undefined }) {
  return <Badge tone={applicationStatusTone(status)}>{statusLabel(statuses, status)}</Badge>;
}
