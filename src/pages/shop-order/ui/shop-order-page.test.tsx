import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIRST, ok, SLOW } from '@/app/test/money-kit';
import { renderApp } from '@/app/test/render-app';
import { orderFixture, type ShopOrderDetails } from '@/entities/shop';

const accountsUser = { user_id: 5, name: 'Meera Accounts', user_type: 'accounts' as const };

describe('a shop order', () => {
  it('accounts sees items, payment and history, and moves the order along the server’s next statuses', SLOW, async () => {
    let order: ShopOrderDetails = orderFixture(3);
    const bodies: unknown[] = [];
    const app = await renderApp('app', {
      user: 'accounts',
      url: '/shop_order_details/3',
      api: (api) => {
        api.portal('get', '/common/shop-order-details/{so_id}', () => ok(order));
        api.portal('post', '/common/shop-order-status', async (request) => {
          bodies.push(await request.json());
          order = orderFixture(3, {
            status: 'processing',
            next_statuses: ['delivered', 'cancelled', 'refunded'],
            status_history: [...order.status_history, { status: 'processing', note: 'Tutor assigned', changed_by: accountsUser, changed_at: '2026-11-21T06:00:00.000Z' }],
          });
          return ok(order);
        });
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Order 3' }, FIRST)).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Items' }).textContent).toContain('IELTS: IELTS One-to-One — ₹16,800.00');
    expect(screen.getByRole('region', { name: 'Payments' }).textContent).toContain('payment TXN00000000000000001');
    expect(screen.getByRole('region', { name: 'Status history' }).textContent).toContain('Placed · 20 Nov 2026');
    const moves = screen.getByRole('region', { name: 'Move the order' });
    expect(within(moves).getAllByRole('button').map((b) => b.textContent)).toEqual(['Start work', 'Cancel order', 'Mark refunded']);
    await app.user.type(within(moves).getByLabelText(/Note for the history/), 'Tutor assigned');
    await app.user.click(within(moves).getByRole('button', { name: 'Start work' }));
    expect(await screen.findByText('Order 3 is in progress now.')).toBeTruthy();
    expect(bodies).toEqual([{ so_id: 3, status: 'processing', expected_status: 'placed', note: 'Tutor assigned' }]);
    expect(within(screen.getByRole('region', { name: 'Move the order' })).getAllByRole('button').map((b) => b.textContent)).toEqual(['Mark delivered', 'Cancel order', 'Mark refunded']);
    expect(screen.getByRole('region', { name: 'Status history' }).textContent).toContain('In progress · 21 Nov 2026');
    expect(screen.getByRole('region', { name: 'Status history' }).textContent).toContain('by Meera Accounts · Tutor assigned');
  });

  it('a 409 (someone else moved it first) is said in words and the order is read again', SLOW, async () => {
    let reads = 0;
    const app = await renderApp('app', {
      user: 'operations_manager',
      url: '/shop_order_details/3',
      api: (api) => {
        api.portal('get', '/common/shop-order-details/{so_id}', () => {
          reads += 1;
          return ok(reads === 1 ? orderFixture(3) : orderFixture(3, { status: 'cancelled', next_statuses: [] }));
        });
        api.portal('post', '/common/shop-order-status', () => ({
          status: 409, message: 'the order is cancelled now, not placed: someone else moved it', errors: [{ field: 'body/expected_status', message: 'is cancelled now' }],
        }));
      },
    });
    await app.user.click(await screen.findByRole('button', { name: 'Start work' }, FIRST));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Someone else moved this order first, so nothing was changed. It is cancelled now. The page shows the order as it is now: check it and choose again.');
    expect(screen.getByText('Cancelled is final: the order does not move any more.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Start work' })).toBeNull();
  });

  it('the buyer reads the order without the buttons; another’s order is refused in words', SLOW, async () => {
    await renderApp('app', {
      user: 'student',
      url: '/shop_order_details/4',
      api: (api) => api.portal('get', '/common/shop-order-details/{so_id}', () => ({ status: 404, message: 'path/so_id: no such shop order' })),
    });
    expect(await screen.findByRole('heading', { name: 'This order is not one you may see, or it does not exist' }, FIRST)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My orders' }).getAttribute('href')).toBe('/shop/orders');
  });
});
