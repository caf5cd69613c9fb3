import type {
  TransactionListItem as PaymentTransaction, TransactionListStatus as TransactionStatus,
} from '@contract/portal-schemas';
import { labelsOf } from '@/shared/lib/labels';

export type {
  TransactionListItem as PaymentTransaction, TransactionListStatus as TransactionStatus,
  TransactionListTotal as TransactionTotal,
} from '@contract/portal-schemas';
export type TransactionKind = PaymentTransaction['kind'];

export const TRANSACTION_STATUSES: readonly TransactionStatus[] = ['pending', 'paid', 'failed', 'cancelled', 'expired', 'refund_due'];

export const TRANSACTION_STATUS_LABEL: Record<TransactionStatus, string> = labelsOf(TRANSACTION_STATUSES);

export const TRANSACTION_KIND_LABEL: Record<TransactionKind, string> = { full: 'Full price', first_instalment: 'First instalment', balance: 'Balance' };

/** The statuses whose row says why (the server's failure reason). */
export const hasReason = (status: TransactionStatus): boolean => status !== 'paid' && status !== 'pending';
