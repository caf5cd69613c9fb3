import { portalApi, type PortalComponents } from '@/shared/api';

type Filters = PortalComponents['schemas']['SearchLogFilters'];
type Source = PortalComponents['schemas']['SearchLogSource'];

// Search analytics: fire-and-forget. The page never waits for these calls and never shows their failures.
const quietly = (call: Promise<unknown>): void => {
  call.catch(() => undefined);
};

export const searchLog = {
  search(source: Source, query: string, resultsCount: number): void {
    if (query.trim().length === 0) return;
    quietly(portalApi.POST('/common/search-logs', { body: { source, query: query.trim().slice(0, 200), results_count: resultsCount } }));
  },
  record(source: Source, query: string, filters: Filters, resultsCount: number): void {
    quietly(portalApi.POST('/common/save-search-record', { body: { source, query: query.trim().slice(0, 200), filters, results_count: resultsCount } }));
  },
  filter(source: Source, filterName: string, value: string | null): void {
    quietly(
      portalApi.POST('/common/filter-logs', {
        body: value === null
          ? { source, filter_name: filterName, action: 'removed' }
          : { source, filter_name: filterName, filter_value: value.slice(0, 200), action: 'applied' },
      }),
    );
  },
};
