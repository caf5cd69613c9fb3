import createClient, { type Client } from 'openapi-fetch';
import { LEADS_API_BASE, PORTAL_API_BASE } from '@/shared/config';
import { tokenStorage } from '@/shared/lib/storage';
import { apiEvents, type ApiEventBus } from './api-events';
import { createActivityMiddleware, createAuthMiddleware, createErrorPolicyMiddleware } from './middleware';
import type { paths as PortalPaths } from '@contract/portal';
import type { paths as LeadsPaths } from '@contract/leads';

export type PortalClient = Client<PortalPaths>;
export type LeadsClient = Client<LeadsPaths>;

export type ClientDeps = {
  baseUrl: string;
  getToken: () => string | null;
  events: ApiEventBus;
  fetch?: typeof fetch;
  log?: (message: string) => void;
};

/** One typed client per contract, with the bearer token, the loading reports and the error policy. */
export function createApiClient<Paths extends object>(deps: ClientDeps): Client<Paths> {
  const client = createClient<Paths>({
    baseUrl: deps.baseUrl,
    credentials: 'include',
    ...(deps.fetch ? { fetch: deps.fetch } : {}),
  });
  client.use(
    createAuthMiddleware(deps.getToken),
    createActivityMiddleware(deps.events.emit),
    createErrorPolicyMiddleware(deps.events.emit, deps.log),
  );
  return client;
}

// `fetch` is looked up at call time, so tests can stub the global after these clients are made.
const lateFetch: typeof fetch = (input, init) => globalThis.fetch(input, init);

export const portalApi: PortalClient = createApiClient<PortalPaths>({
  baseUrl: PORTAL_API_BASE,
  getToken: tokenStorage.get,
  events: apiEvents,
  fetch: lateFetch,
});

export const leadsApi: LeadsClient = createApiClient<LeadsPaths>({
  baseUrl: LEADS_API_BASE,
  getToken: tokenStorage.get,
  events: apiEvents,
  fetch: lateFetch,
});
