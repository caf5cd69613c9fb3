import { portalApi, type PortalComponents } from '@/shared/api';
import { apiQuery } from '@/shared/api/query';

type Service = PortalComponents['schemas']['Service'];
type Plan = PortalComponents['schemas']['Plan'];

/** A plan of the services catalogue that buys lead-tool credits, with its service's name. */
export type CreditPack = Plan & { credits: number; service_name: string };

/** The credit packs among the services on sale: every plan with a `credits` amount, in the catalogue's order. */
export function creditPacksOf(services: readonly Service[]): CreditPack[] {
  return services.flatMap((service) =>
    service.plans.flatMap((plan) => (plan.credits === null ? [] : [{ ...plan, credits: plan.credits, service_name: service.name }])),
  );
}

export const creditPackQueries = {
  /** The services and plans on sale (GET /common/services-and-plans); the tab keeps the credit packs. */
  catalogue: () =>
    apiQuery(['services-and-plans', 'credit-packs'], (signal) => portalApi.GET('/common/services-and-plans', { signal }), { staleTime: 5 * 60_000 }),
};
