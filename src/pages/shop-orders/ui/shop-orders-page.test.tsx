import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectTexts, FIRST, listPage, renderServed, SLOW } from '@/app/test/money-kit';
import type { MockApi } from '@/app/test/mock-api';
import { renderApp } from '@/app/test/render-app';
import { orderFixture, type ShopOrder } from '@/entities/shop';

/** The orders list, answered from the query the page sends; the server's record is the list of those queries. */
const ordersServer = (answer: (query: URLSearchParams) => ReturnType<typeof listPage<ShopOrder>>) => (api: MockApi) => {
  const queries: string[] = [];
  api.portal('get', '/common/shop-orders', (request) => {
    const query = new URL(request.url).searchParams;
    queries.push(query.toString());
    return answer(query);
  });
  return queries;
};

describe('shop orders', () => {
  it('/shop/orders: my orders with status, date and amount, paged in the address', SLOW, async () => {
    const orders = Array.from({ length: 20 }, (_, i) => orderFixture(30 - i, i === 0 ? { status: 'processing' } : {}));
    const { app, sent: queries } = await renderServed(
      '/shop/orders',
      ordersServer((query) => (query.get('page') === '2' ? listPage([orderFixture(10)], { total: 21, page: 2 }) : listPage(orders, { total: 21 }))),
      'student',
    );
    const table = await screen.findByRole('table', { name: 'Orders' }, FIRST);
    const row = within(table).getByRole('row', { name: 'Order 30' });
    expectTexts(row, ['In progress', 'IELTS: IELTS One-to-One', '₹16,800.00', '20-11-2026']);
    expect(within(row).getByRole('link', { name: 'Order 30' }).getAttribute('href')).toBe('/shop_order_details/30');
    await app.user.click(screen.getByRole('button', { name: /next page/i }));
    expect(await within(await screen.findByRole('table', { name: 'Orders' })).findByRole('row', { name: 'Order 10' })).toBeTruthy();
    expect(app.location()).toBe('/shop/orders?page=2');
    expect(queries).toEqual(['page=1&page_size=20', 'page=2&page_size=20']);
  });

  it('/shop_orders: accounts filters by status in the address; the buyer shows; empty says so', SLOW, async () => {
    const vikram = () => orderFixture(3, { status: 'processing', placed_by: { user_id: 9, name: 'Vikram Agent', user_type: 'agent' } });
    const { app, sent: queries } = await renderServed('/shop_orders?status=processing', ordersServer((query) => listPage(query.get('status') === 'processing' ? [vikram()] : [])));
    const row = await screen.findByRole('row', { name: 'Order 3' }, FIRST);
    expect(row.textContent).toContain('Vikram Agent');
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('processing');
    await app.user.selectOptions(screen.getByLabelText('Status'), 'Refunded');
    expect(app.location()).toBe('/shop_orders?status=refunded');
    expect(await screen.findByRole('heading', { name: 'No order matches' })).toBeTruthy();
    expect(queries).toEqual(['status=processing&page=1&page_size=20', 'status=refunded&page=1&page_size=20']);
  });

  it('a failure shows Try again, which loads the list', SLOW, async () => {
    let fail = true;
    const app = await renderApp('app', {
      user: 'student',
      url: '/shop/orders',
      api: (api) => api.portal('get', '/common/shop-orders', () => (fail ? { status: 500, message: 'down' } : listPage([]))),
    });
    const retry = await screen.findByRole('button', { name: 'Try again' }, FIRST);
    fail = false;
    await app.user.click(retry);
    expect(await screen.findByRole('heading', { name: 'No orders yet' })).toBeTruthy();
  });
});
