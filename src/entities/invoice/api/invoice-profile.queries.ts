import { portalApi } from '@/shared/api';
import { apiQuery } from '@/shared/api/query';

export type {
  InvoiceProfile, InvoiceProfileBody, BankAccount, BankSaveBody, Signature,
} from '@contract/portal-schemas';

/** The most payout accounts one partner is shown at once (the list call's page). */
export const BANKS_PAGE_SIZE = 50;

/**
 * The caller's invoicing details (for accounts: the business's, the supplier on every invoice), their payout bank
 * accounts and their signature image. Mutations (features/save-invoice-profile) invalidate by `all()`.
 */
export const invoiceProfileQueries = {
  all: () => ['invoice-profile'] as const,
  profile: () => apiQuery([...invoiceProfileQueries.all(), 'profile'], (signal) => portalApi.GET('/common/invoice-profile', { signal })),
  banks: () =>
    apiQuery([...invoiceProfileQueries.all(), 'banks'], (signal) =>
      portalApi.GET('/common/banks/all', { params: { query: { page_size: BANKS_PAGE_SIZE } }, signal }),
    ),
  mySignature: () => apiQuery([...invoiceProfileQueries.all(), 'signature'], (signal) => portalApi.GET('/common/signature', { signal })),
};
