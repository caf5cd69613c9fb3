import { Badge, type BadgeTone } from '@/shared/ui/badge';
import { PARTNER_STATUS_LABEL, type PartnerInvoiceStatus } from '../model/partner-invoice.types';

const TONE: Record<PartnerInvoiceStatus, BadgeTone> = {
  draft: 'neutral',
  raised: 'info',
  under_review: 'warning',
  approved: 'success',
  rejected: 'danger',
  paid: 'success',
  cancelled: 'neutral',
};

/** A partner invoice's status in words on its tint. */
export function PartnerInvoiceStatusBadge({ status }: { status: PartnerInvoiceStatus }) {
  return <Badge tone={TONE[status]}>{PARTNER_STATUS_LABEL[status]}</Badge>;
}
