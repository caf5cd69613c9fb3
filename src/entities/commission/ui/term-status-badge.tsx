import { Badge, type BadgeTone } from '@/shared/ui/badge';
import { TERM_STATUS_LABEL, type CommissionTermStatus } from '../model/commission.types';

const TONE: Record<CommissionTermStatus, BadgeTone> = {
  expected: 'neutral',
  invoiced: 'info',
  partially_received: 'warning',
  received: 'success',
  paid_out: 'success',
  withdrawn: 'danger',
};

/** Where a term's commission stands, as a word on its tint. */
export function TermStatusBadge({ status }: { status: CommissionTermStatus }) {
  return <Badge tone={TONE[status]}>{TERM_STATUS_LABEL[status]}</Badge>;
}
