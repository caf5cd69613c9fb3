import { Badge, type BadgeTone } from '@/shared/ui/badge';
import { STATUS_LABEL, type TaxInvoiceStatus } from '../model/invoice.types';

const TONE: Record<TaxInvoiceStatus, BadgeTone> = { draft: 'neutral', issued: 'info', partially_paid: 'warning', paid: 'success', void: 'danger' };

/** An invoice's status as a word on its tint. */
export function InvoiceStatusBadge({ status }: { status: TaxInvoiceStatus }) {
  return <Badge tone={TONE[status]}>{STATUS_LABEL[status]}</Badge>;
}
