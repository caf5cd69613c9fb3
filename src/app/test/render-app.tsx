import type { ReactElement } from 'react';
import { render, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { afterEach, expect } from 'vitest';
import { queryClient } from '@/shared/api/query';
import { toastStore } from '@/shared/ui/toast';
import '@/shared/ui/theme';
import { App, createAppParts, type AppParts } from '../app';
import { buildRoutes } from '../router/router';
import type { SessionUser, UserType } from '../model/session.types';
import { installMockApi, type MockApi, type TopBarPoll } from './mock-api';

export const demoUser = (user_type: UserType, overrides: Partial<SessionUser> = {}): SessionUser => ({
  user_id: 41,
  user_type,
  first_name: 'Asha',
  last_name: 'Rao',
  email: `${user_type}@demo.unipath.test`,
  ...overrides,
});

export type RenderAppOptions = {
  /** Signed in as this user (a stored token and a refresh that answers with them), or signed out. */
  user?: SessionUser | UserType | null;
  /** Where the app starts. */
  url?: string;
  /** Extra answers of the fake APIs, registered after the defaults (so they win). */
  api?: (api: MockApi) => void;
  /** A token already in storage at load (defaults to one when `user` is given). */
  storedToken?: string | null;
};

let mounted: AppParts | null = null;

afterEach(() => {
  mounted?.dispose();
  mounted = null;
  queryClient.clear();
  toastStore.clear();
});

/**
 * Renders through the app's own providers (session actor, router, loading indicator) against fake APIs typed from
 * the contracts. `ui` is a single element shown at every path, or `'app'` for the app's real route tree.
 */
export async function renderApp(ui: ReactElement | 'app', { user = null, url = '/', api, storedToken }: RenderAppOptions = {}) {
  const signedIn = typeof user === 'string' ? demoUser(user) : user;
  const mock = installMockApi();
  mock
    .portal('post', '/refresh-token', () => (signedIn ? { status: true as const, data: { token: 'token-refreshed', expires_in: 900, user: signedIn } } : { status: 401, message: 'No session' }))
    .portal('post', '/logout', () => ({ status: true as const, data: { message: 'Signed out' } }))
    // The app-wide poll of a signed-in session: nothing new unless a test says otherwise.
    .portal('get', '/common/new-notifications-messages', () => ({
      status: true as const,
      data: { notifications: [], unread_notifications_count: 0, unread_notifications: [], messages: [], unread_messages_count: 0 },
    }))
    .leads('get', '/my-lead/user-service-availed', () => ({
      status: true as const,
      data: { user_automation_avail: false, user_messages_avail: false, user_emails_avail: false },
    }))
    .portal('get', '/common/assigned-student', () => ({ status: true as const, data: { items: [], page: 1, page_size: 100, total: 0 } }));
  for (const path of ['/home/countries', '/home/states', '/home/cities', '/home/countries-and-cities', '/home/course-levels', '/home/course-categories', '/home/universities', '/home/tution-fees-filter-values', '/common/document-types', '/common/student-document-types', '/common/visa-document-types', '/common/student-visa-document-types'] as const) {
    mock.portal('get', path, () => ({ status: true as const, data: [] }));
  }
  mock.portal('get', '/home/tution-fees-filter-values-usd', () => ({ status: true as const, data: { currency: 'USD' as const, buckets: [] } }));
  api?.(mock);
  const token = storedToken === undefined ? (signedIn ? 'token-stored' : null) : storedToken;
  if (token) localStorage.setItem('access_token', token);

  const routes: RouteObject[] = ui === 'app' ? buildRoutes() : [{ path: '*', element: ui }];
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const parts = createAppParts({ router });
  mounted = parts;
  const view = render(<App parts={parts} />);
  if (signedIn) await waitFor(() => expect(parts.session.getSnapshot().matches('authenticated')).toBe(true));
  return {
    ...view,
    router,
    session: parts.session,
    api: mock,
    user: userEvent.setup(),
    /** The current path and query, as the address bar would show them. */
    location: () => `${router.state.location.pathname}${router.state.location.search}`,
  };
}

/** The app signed in as a student at `url`, the top bar's counts polled from `poll` (a topBarPoll), more answers from `api`. */
export function renderStudentWithTopBar(url: string, poll: TopBarPoll, api: (api: MockApi) => void) {
  return renderApp('app', { user: 'student', url, api: (mock) => api(mock.portal('get', '/common/new-notifications-messages', poll.reply)) });
}
