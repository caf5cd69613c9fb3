import { portalApi } from '@/shared/api';
import { apiQuery } from '@/shared/api/query';

export type { AccountsOverview, OverviewAmount, UniversityCommission } from '@contract/portal-schemas';

/**
 * The accounts dashboard's money overview (getAccountsOverview): receivables, overdue, received this month and the
 * commission by university, per currency in minor units. Keyed under the invoices' key, so every feature that changes
 * an invoice (and invalidates `invoiceQueries.all()`) refreshes it too.
 */
export const accountsOverviewQuery = () =>
  apiQuery(['invoice', 'accounts-overview'], (signal) => portalApi.GET('/common/accounts-overview', { signal }), { staleTime: 60_000 });
