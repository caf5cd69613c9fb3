import { queryOptions } from '@tanstack/react-query';
import { portalApi, unwrap, type PortalComponents } from '@/shared/api';

export type FaqCategory = PortalComponents['schemas']['FaqCategory'];
export type Faq = PortalComponents['schemas']['Faq'];

/** The FAQ call's filters: free text over questions and answers, and one category by its exact name. */
export type FaqFilter = { q?: string; category?: string };

// The FAQ of the caller's user type (GET /common/faq), grouped by category in display order. Only this page reads it,
// so its query lives here; it moves to an entity the day a second slice needs it. The answers change rarely.
export const faqQueries = {
  all: () => ['faq'] as const,
  list: ({ q, category }: FaqFilter = {}) =>
    queryOptions({
      queryKey: [...faqQueries.all(), { q, category }],
      queryFn: async ({ signal }) => unwrap(await portalApi.GET('/common/faq', { params: { query: { q, category } }, signal })).data,
      staleTime: 5 * 60_000,
    }),
};
