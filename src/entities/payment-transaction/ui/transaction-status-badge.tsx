import { Badge, type BadgeTone } from '@/shared/ui/badge';
import { TRANSACTION_STATUS_LABEL, type TransactionStatus } from '../model/transaction.types';

const TONE: Record<TransactionStatus, BadgeTone> = { pending: 'info', paid: 'success', failed: 'danger', cancelled: 'neutral', expired: 'neutral', refund_due: 'warning' };

/** A payment's status as a word on its tint. */
export function TransactionStatusBadge({ status }: { status: TransactionStatus }) {
  return <Badge tone={TONE[status]}>{TRANSACTION_STATUS_LABEL[status]}</Badge>;
}
