import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/app/test/render-app';
import { orderFixture, type ShopOrder } from '@/entities/shop';

const ok = <T,>(data: T) => ({ status: true as const, data });
const SLOW = { timeout: 30_000 };
const first = { timeout: 20_000 };

const page = (items: ShopOrder[], total = items.length, p = 1) => ok({ items, total, page: p, page_size: 20 });

describe('shop orders', () => {
  it('/shop/orders: my orders with status, date and amount, paged in the address', SLOW, async () => {
    const queries: string[] = [];
    const orders = Array.from({ length: 20 }, (_, i) => orderFixture(30 - i, i === 0 ? { status: 'processing' } : {}));
    const app = await renderApp('app', {
      user: 'student',
      url: '/shop/orders',
      api: (api) =>
        api.portal('get', '/common/shop-orders', (request) => {
          const query = new URL(request.url).searchParams;
          queries.push(query.toString());
          return query.get('page') === '2' ? page([orderFixture(10)], 21, 2) : page(orders, 21);
        }),
    });
    const table = await screen.findByRole('table', { name: 'Orders' }, first);
    const row = within(table).getByRole('row', { name: 'Order 30' });
    expect(row.textContent).toContain('In progress');
    expect(row.textContent).toContain('IELTS: IELTS One-to-One');
    expect(row.textContent).toContain('₹16,800.00');
    expect(row.textContent).toContain('20-11-2026');
    expect(within(row).getByRole('link', { name: 'Order 30' }).getAttribute('href')).toBe('/shop_order_details/30');
    await app.user.click(screen.getByRole('button', { name: /next page/i }));
    expect(await within(await screen.findByRole('table', { name: 'Orders' })).findByRole('row', { name: 'Order 10' })).toBeTruthy();
    expect(app.location()).toBe('/shop/orders?page=2');
    expect(queries).toEqual(['page=1&page_size=20', 'page=2&page_size=20']);
  });

  it('/shop_orders: accounts filters by status in the address; the buyer shows; empty says so', SLOW, async () => {
    const queries: string[] = [];
    const app = await renderApp('app', {
      user: 'accounts',
      url: '/shop_orders?status=processing',
      api: (api) =>
        api.portal('get', '/common/shop-orders', (request) => {
          const query = new URL(request.url).searchParams;
          queries.push(query.toString());
          return query.get('status') === 'processing' ? page([orderFixture(3, { status: 'processing', placed_by: { user_id: 9, name: 'Vikram Agent', user_type: 'agent' } })]) : page([]);
        }),
    });
    const row = await screen.findByRole('row', { name: 'Order 3' }, first);
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
      api: (api) => api.portal('get', '/common/shop-orders', () => (fail ? { status: 500, message: 'down' } : page([]))),
    });
    const retry = await screen.findByRole('button', { name: 'Try again' }, first);
    fail = false;
    await app.user.click(retry);
    expect(await screen.findByRole('heading', { name: 'No orders yet' })).toBeTruthy();
  });
});
