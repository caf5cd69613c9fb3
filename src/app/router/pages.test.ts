import { describe, expect, it } from 'vitest';
import * as access from '@contract/access';
import { ROLES, type OperationRoles } from '@contract/access';
import { menuFor } from './menu-table';
import { pageKeyOf } from './page-key';
import { PAGE_LOADERS } from './page-loaders';
import { accessOf, canOpen, routesOf, type PageRecord } from './page-record';
import { PAGES } from './pages';
import { ROUTE_TABLE } from './route-table';

const opener = (route: { access: Parameters<typeof canOpen>[0] }) => ROLES.filter((role) => canOpen(route.access, role));

/** A page as a new capability would add it: one record. */
const invoices: PageRecord = {
  key: 'invoices',
  page: { slice: 'invoices', name: 'InvoicesPage' },
  title: 'Invoices',
  access: access.listInvoices,
  paths: ['/invoice', { path: '/invoice/:student_user_id', title: 'Student invoice', access: [access.getServiceInvoice, access.listInvoices] }],
  menu: { label: 'Invoices', group: 'money', icon: 'receipt', order: 70 },
};

describe('a page record', () => {
  it('gives its routes, with the roles of its operation read from the generated access map', () => {
    const [list, one] = routesOf([invoices]);
    expect(list).toEqual({
      path: '/invoice',
      title: 'Invoices',
      layout: 'app',
      access: access.listInvoices.roles,
      page: 'invoices',
      module: { slice: 'invoices', name: 'InvoicesPage' },
      menu: { label: 'Invoices', group: 'money', icon: 'receipt', order: 70 },
    });
    expect(one).toMatchObject({ path: '/invoice/:student_user_id', title: 'Student invoice', page: 'invoices' });
    expect(one.menu).toBeUndefined();
    // Several operations: the roles that may call every one of them.
    expect([...opener(one)].sort()).toEqual(access.getServiceInvoice.roles.filter((role) => access.listInvoices.roles.includes(role as never)).sort());
  });

  it('follows the contract: other roles on the operation, other roles on the page and in the menu', () => {
    const widened: OperationRoles = { ...access.listInvoices, roles: [...access.listInvoices.roles, 'counselor'] };
    const [route] = routesOf([{ ...invoices, access: widened }]);
    expect(canOpen(route.access, 'counselor')).toBe(true);
    expect(menuFor('counselor', [route]).map((item) => item.path)).toEqual(['/invoice']);
    const [original] = routesOf([invoices]);
    expect(canOpen(original.access, 'counselor')).toBe(false);
    expect(menuFor('counselor', [original])).toEqual([]);
  });

  it('reads a public operation as a public page, and says so where no call decides', () => {
    expect(accessOf(access.searchPublicCourses)).toBe('public');
    expect(accessOf([access.getPublicUniversity, access.listPublicUniversities])).toBe('public');
    expect(accessOf([access.getPublicUniversity, access.listTasks])).toEqual(access.listTasks.roles);
    expect(accessOf('guest')).toBe('guest');
    expect(accessOf({ roles: ['student'] })).toEqual(['student']);
    expect(canOpen('guest', null)).toBe(true);
    expect(canOpen('guest', 'student')).toBe(false);
    expect(canOpen('signed-in', null)).toBe(false);
  });

  it('is tracked by its key, or by its path while the page is not built', () => {
    const routes = routesOf([
      invoices,
      { page: { slice: 'not-available', name: 'NotAvailablePage' }, title: 'Nurturing', access: access.getLeadNurturing, paths: ['/nurturing'] },
    ]);
    expect(routes.map((route) => route.page)).toEqual(['invoices', 'invoices', '/nurturing']);
  });

  it('orders the menu by group, then by each entry’s order', () => {
    const routes = routesOf([
      { page: invoices.page, title: 'B', access: 'signed-in', paths: ['/b'], menu: { label: 'B', group: 'money', icon: 'receipt', order: 20 } },
      { page: invoices.page, title: 'A', access: 'signed-in', paths: ['/a'], menu: { label: 'A', group: 'money', icon: 'receipt', order: 10 } },
      { page: invoices.page, title: 'Home', access: 'signed-in', paths: ['/h'], menu: { label: 'Home', group: 'main', icon: 'home', order: 90 } },
    ]);
    expect(menuFor('student', routes).map((item) => item.label)).toEqual(['Home', 'A', 'B']);
  });
});

describe('the app’s pages', () => {
  it('are the route table: one route per path, each from one record', () => {
    expect(ROUTE_TABLE).toEqual(routesOf(PAGES));
    const paths = ROUTE_TABLE.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('load their page module, which exports the component the record names', async () => {
    for (const [key, load] of Object.entries(PAGE_LOADERS)) expect(typeof (await load()).default, key).toBe('function');
  });

  it('give each screen its tracking key', () => {
    expect(pageKeyOf('/tasks/:filter', '/tasks/deleted')).toBe('tasks');
    expect(pageKeyOf('/staff_home', '/staff_home')).toBe('dashboard');
    expect(pageKeyOf('/training/:tr_id', '/training/7')).toBe('/training/:tr_id');
    expect(pageKeyOf(null, '/somewhere-else')).toBe('/somewhere-else');
  });

  it('give each role the menu of the routes it may open, dashboards first', () => {
    expect(menuFor('student').map((item) => item.path)).toEqual([
      '/home', '/chat', '/Announcements', '/unipath-gpt', '/test', '/application', '/universitysearch', '/accommodation', '/profile_form', '/ais', '/documents',
      '/recommendations', '/tasks', '/community-help', '/shop', '/services', '/transactions', '/faq', '/student-support',
    ]);
    expect(menuFor('accounts').map((item) => item.path)).toEqual([
      '/accounts_home', '/chat', '/Announcements', '/unipath-gpt', '/student_list', '/student_applications', '/ai-chat', '/universitysearch', '/accommodation', '/tasks',
      '/community-help', '/shop_orders', '/coupons', '/services', '/university-commissions', '/commission', '/transactions', '/invoice', '/faq',
    ]);
    for (const role of ROLES) for (const item of menuFor(role)) expect(canOpen(ROUTE_TABLE.find((route) => route.path === item.path)!.access, role)).toBe(true);
  });
});
