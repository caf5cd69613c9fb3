import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIRST, listPage, renderServed, SLOW } from '@/app/test/money-kit';
import { renderApp } from '@/app/test/render-app';
import { serviceInvoiceFixture } from '@/entities/service-invoice';

const page = <T,>(items: T[]) => listPage(items, { page_size: 100 });

describe('a student’s service invoices', () => {
  it('accounts sees each invoice with its status, amounts and links to the tax invoice and the order', SLOW, async () => {
    const queries: string[] = [];
    await renderApp('app', {
      user: 'accounts',
      url: '/service-invoice/41',
      api: (api) =>
        api.portal('get', '/common/service-invoices', (request) => {
          queries.push(new URL(request.url).search);
          return page([serviceInvoiceFixture(), serviceInvoiceFixture({ inv_id: 8, invoice_no: 'SRV/26-27/4', so_id: 13, status: 'refunded', credited_minor: 100_000, total_minor: 100_000 })]);
        }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Service invoices of Aarav Sharma' }, FIRST)).toBeTruthy();
    expect(queries[0]).toContain('student_user_id=41');
    const table = screen.getByRole('table', { name: 'Service invoices, newest first' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]).getByRole('link', { name: 'SRV/26-27/3' }).getAttribute('href')).toBe('/tax-invoice/7');
    expect(within(rows[1]).getByRole('link', { name: 'Order 12' }).getAttribute('href')).toBe('/shop_order_details/12');
    expect(rows[1].textContent).toContain('₹4,499.00');
    expect(rows[1].textContent).toContain('Paid');
    expect(rows[2].textContent).toContain('Refunded');
    expect(rows[2].textContent).toContain('₹1,000.00');
    expect(within(rows[1]).getByRole('button', { name: 'Download PDF of SRV/26-27/3' })).toBeTruthy();
  });

  it('a student sees their own without the staff links, downloads the PDF; none yet is said in words', SLOW, async () => {
    const app = await renderApp('app', {
      user: 'student',
      url: '/service-invoice/41',
      api: (api) => {
        api.portal('get', '/common/service-invoices', () => page([serviceInvoiceFixture()]));
        api.portal('get', '/common/service-invoice/{id}/pdf', () => ({}) as never);
      },
    });
    const table = await screen.findByRole('table', { name: 'Service invoices, newest first' }, FIRST);
    expect(within(table).queryByRole('link')).toBeNull();
    expect(table.textContent).toContain('SRV/26-27/3');
    await app.user.click(within(table).getByRole('button', { name: 'Download PDF of SRV/26-27/3' }));
    await expect.poll(() => app.api.requests.some((r) => r.url.endsWith('/api/common/service-invoice/7/pdf'))).toBe(true);
  });

  it('no invoices yet; another student’s list is refused in words', SLOW, async () => {
    await renderApp('app', { user: 'student', url: '/service-invoice/41', api: (api) => api.portal('get', '/common/service-invoices', () => page([])) });
    expect(await screen.findByRole('heading', { name: 'No service invoices yet' }, FIRST)).toBeTruthy();
  });

  it('a list that is not the caller’s is refused in words', SLOW, async () => {
    await renderServed('/service-invoice/99', (api) => api.portal('get', '/common/service-invoices', () => ({ status: 404, message: 'querystring/student_user_id: no student 99' })), 'student');
    expect(await screen.findByRole('heading', { name: 'These invoices are not ones you may see, or the student does not exist' }, FIRST)).toBeTruthy();
  });
});
