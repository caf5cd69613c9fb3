export { transactionQueries, fetchAllTransactions } from './api/transaction.queries';
export type { TransactionListParams } from './api/transaction.queries';
export { TRANSACTION_STATUSES, TRANSACTION_STATUS_LABEL, TRANSACTION_KIND_LABEL, hasReason } from './model/transaction.types';
export type { PaymentTransaction, TransactionStatus, TransactionTotal, TransactionKind } from './model/transaction.types';
export { istDateTime, istDay } from './model/india-time';
export { formatMinor, minorToDecimal } from '@/shared/lib/money';
export { transactionFixture } from './lib/transaction.fixtures';
export { TransactionStatusBadge } from './ui/transaction-status-badge';
