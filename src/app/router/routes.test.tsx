import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { REFERENCE_LISTS_LATEST_MS } from '../providers/reference-data-loader';
import { portalRefusing } from '../test/mock-api';
import { renderApp } from '../test/render-app';
import { ROUTE_TABLE } from './route-table';

const SPEC_ROUTES = [
  '/', '/register', '/forgotpassword', '/resetpassword', '/error-404',
  '/home', '/agent_home', '/staff_home', '/school_counselor_home', '/accounts_home',
  '/training', '/training/:tr_id', '/academy', '/academy-details/:fa_id', '/training-videos/:ft_id', '/trainings_resources',
  '/training_details', '/marketing-insights', '/utility-details/:ut_id', '/community-help', '/events', '/event-detail',
  '/sample_document', '/faq', '/shop', '/shop/orders', '/shop/cart', '/shop/checkout', '/shop_orders',
  '/shop_order_details/:so_id', '/test', '/application', '/student-support', '/universitysearch', '/university-usp',
  '/university-detail/:university_id', '/profile_form', '/ais', '/documents', '/recommendations', '/student_list',
  '/student_details/:student_user_id', '/student_applications', '/assigned_agents', '/tasks', '/tasks-assigned',
  '/tasks-important', '/tasks-completed', '/tasks-deleted', '/tasks/:filter', '/tasks/tag/:tag', '/services', '/chat',
  '/Settings', '/Announcements', '/notifications', '/university-commissions', '/university-commissions/:university_id',
  '/commission', '/my_leads', '/my_leads/lead_form', '/my_leads/:lead_id', '/nurturing', '/transactions', '/invoice',
  '/invoice/:student_user_id', '/termwise-invoice/:student_user_id', '/service-invoice/:student_user_id',
  '/clubbed-service-invoice', '/invoice/clubbed_invoice', '/student_list-print/:student_user_id', '/manual-invoice/:mi_id',
  '/terms-and-conditions', '/privacy-policy', '/cancellation-and-refund-policy', '/unipath-gpt', '/ai-chat', '/tree-diagram',
];
/** Routes of our own where the spec names none (each written down in its area's docs). */
const OUR_ROUTES = ['/tax-invoice/:inv_id', '/coupons', '/accommodation'];

const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 5000 });

describe('route table', () => {
  it('registers every route of spec section 2 and our own, once', () => {
    const paths = ROUTE_TABLE.map((entry) => entry.path);
    expect([...paths].sort()).toEqual([...SPEC_ROUTES, ...OUR_ROUTES].sort());
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe('the 404 rules', () => {
  it('an unknown path goes to /error-404', async () => {
    const app = await renderApp('app', { url: '/no-such-page' });
    expect(await heading('Page not found')).toBeTruthy();
    expect(app.location()).toBe('/error-404');
  });

  it.each(['important', 'completed', 'deleted'])('/tasks/%s opens the tasks page', async (filter) => {
    const app = await renderApp('app', { url: `/tasks/${filter}`, user: 'counselor' });
    expect(await heading('Tasks')).toBeTruthy();
    expect(app.location()).toBe(`/tasks/${filter}`);
  });

  it.each(['urgent', 'tag', 'Important'])('/tasks/%s is the 404 page', async (filter) => {
    const app = await renderApp('app', { url: `/tasks/${filter}`, user: 'counselor' });
    expect(await heading('Page not found')).toBeTruthy();
    expect(app.location()).toBe('/error-404');
  });

  it.each(['low', 'medium', 'high'])('/tasks/tag/%s opens the tasks page', async (tag) => {
    const app = await renderApp('app', { url: `/tasks/tag/${tag}`, user: 'operations' });
    expect(await heading('Tasks by priority')).toBeTruthy();
    expect(app.location()).toBe(`/tasks/tag/${tag}`);
  });

  it.each(['urgent', 'none'])('/tasks/tag/%s is the 404 page', async (tag) => {
    const app = await renderApp('app', { url: `/tasks/tag/${tag}`, user: 'operations' });
    expect(await heading('Page not found')).toBeTruthy();
    expect(app.location()).toBe('/error-404');
  });
});

describe('access by role', () => {
  it.each([
    ['a signed-out visitor of a signed-in page is sent to the root', '/student_list', undefined, 'Sign in', '/'],
    ['a signed-in user at the root goes home (refresh redirect from /)', '/', 'franchise', 'Partner dashboard', '/agent_home'],
    ['service_name=IELTS at the root goes to the IELTS services page', '/?service_name=IELTS', 'student', 'Services', '/services?service_name=IELTS'],
  ] as const)('%s', async (_, url, user, title, landing) => {
    const app = await renderApp('app', { url, user });
    expect(await heading(title)).toBeTruthy();
    expect(app.location()).toBe(landing);
  });

  it('a wrong role is sent to its own home, and a toast says why', async () => {
    const app = await renderApp('app', { url: '/staff_home', user: 'student' });
    expect(await heading('Home')).toBeTruthy();
    expect(app.location()).toBe('/home');
    expect(await screen.findByText(/is not open to you/)).toBeTruthy();
    expect(screen.getByText(/Your account \(Student\) has no access to that page/)).toBeTruthy();
  });

  it('a reload keeps the page when the refresh succeeds (no redirect away from a deep link)', async () => {
    const app = await renderApp('app', { url: '/chat', user: 'visa' });
    expect(await heading('Chat')).toBeTruthy();
    expect(app.location()).toBe('/chat');
    expect(app.api.calls()).toContain('POST /api/refresh-token');
    expect(localStorage.getItem('access_token')).toBe('token-refreshed');
  });

  it('a failed refresh removes the stored token and shows the login', async () => {
    const app = await renderApp('app', { url: '/home', storedToken: 'stale', api: portalRefusing('post', '/refresh-token', 401, 'No session') });
    expect(await heading('Sign in')).toBeTruthy();
    expect(app.location()).toBe('/');
    expect(localStorage.getItem('access_token')).toBeNull();
  });
});

describe('the app layout', () => {
  it('a student gets the menu open, with student entries only', async () => {
    await renderApp('app', { url: '/home', user: 'student' });
    await heading('Home');
    const menu = screen.getByRole('navigation', { name: 'Main' });
    expect(within(menu).getByRole('link', { name: /Documents/ })).toBeTruthy();
    expect(within(menu).queryByRole('link', { name: /Students/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Collapse the menu' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('a non-student gets the menu collapsed and can open it', async () => {
    const app = await renderApp('app', { url: '/staff_home', user: 'counselor' });
    await heading('Staff dashboard');
    const toggle = screen.getByRole('button', { name: 'Expand the menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Students' })).toBeTruthy();
    await app.user.click(toggle);
    expect(screen.getByRole('button', { name: 'Collapse the menu' }).getAttribute('aria-expanded')).toBe('true');
    expect(app.api.calls()).toContain('GET /api/common/assigned-student');
    expect(app.api.calls()).toContain('GET /lead-api/my-lead/user-service-availed');
  });

  it('signing out ends the session and returns to the root', async () => {
    const app = await renderApp('app', { url: '/home', user: 'student' });
    await heading('Home');
    await app.user.click(screen.getByRole('button', { name: 'Account menu for Asha Rao' }));
    await app.user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    expect(await heading('Sign in')).toBeTruthy();
    expect(app.location()).toBe('/');
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(app.api.calls()).toContain('POST /api/logout');
  });

  it('loads the reference lists after sign-in; a false status shows an administrator error', async () => {
    const app = await renderApp('app', { url: '/home', user: 'student', api: portalRefusing('get', '/home/course-levels', 500, 'Course levels are not configured') });
    await heading('Home');
    // The lists wait for the page's own calls (here answered 501 and retried) for at most REFERENCE_LISTS_LATEST_MS.
    expect(await screen.findByText('Administrator error', {}, { timeout: REFERENCE_LISTS_LATEST_MS + 6000 })).toBeTruthy();
    expect(screen.getByText(/Course levels are not configured/)).toBeTruthy();
    for (const call of ['GET /api/home/countries', 'GET /api/common/document-types', 'GET /api/home/tution-fees-filter-values-usd']) {
      expect(app.api.calls()).toContain(call);
    }
  });

  it('a network failure of a reference list is only logged', async () => {
    const app = await renderApp('app', {
      url: '/home',
      user: 'student',
      api: (api) => api.portal('get', '/home/cities', () => 'network-error'),
    });
    await heading('Home');
    // The lists are asked for once the page is on screen and its own calls have answered.
    await waitFor(() => expect(app.api.calls()).toContain('GET /api/home/cities'), { timeout: REFERENCE_LISTS_LATEST_MS + 6000 });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.queryByText('Administrator error')).toBeNull();
  });

  it('asks for the reference lists only after the page has asked for its own data', async () => {
    const app = await renderApp('app', { url: '/home', user: 'student' });
    await heading('Home');
    await waitFor(() => expect(app.api.calls()).toContain('GET /api/home/countries'), { timeout: REFERENCE_LISTS_LATEST_MS + 6000 });
    const calls = app.api.calls();
    expect(calls.indexOf('GET /api/home/countries')).toBeGreaterThan(calls.indexOf('GET /api/common/home-data'));
  });
});

describe('error policy in the app', () => {
  it('a 401 while signed in ends the session and goes to the root', async () => {
    const app = await renderApp('app', { url: '/home', user: 'student', api: portalRefusing('get', '/common/home-data', 401, 'Token expired') });
    expect(await heading('Sign in')).toBeTruthy();
    await waitFor(() => expect(app.location()).toBe('/'));
    expect(localStorage.getItem('access_token')).toBeNull();
  });

  it('a 403 sends the browser to the root (a signed-in user lands back home) and a toast says why', async () => {
    const app = await renderApp('app', { url: '/chat', user: 'agent', api: portalRefusing('get', '/common/chats/connections', 403, 'Forbidden') });
    expect(await heading('Partner dashboard')).toBeTruthy();
    expect(app.location()).toBe('/agent_home');
    expect(app.session.getSnapshot().matches('authenticated')).toBe(true);
    expect(await screen.findByText('You do not have access to that')).toBeTruthy();
  });
});
