import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIRST, ok, SLOW } from '@/app/test/money-kit';
import { renderApp, type RenderAppOptions } from '@/app/test/render-app';
import { cartFixture, cartItemFixture, couponFixture, couponOfferFixture, type Cart } from '@/entities/shop';

const twoItems = () => cartFixture([cartItemFixture(7, 12, 'IELTS One-to-One', 16800), cartItemFixture(8, 11, 'IELTS Live Classes', 8400.5)]);

async function openCart(cart: () => Cart | { status: number; message: string }, extra: RenderAppOptions['api'] = () => undefined) {
  const removed: unknown[] = [];
  const app = await renderApp('app', {
    user: 'student',
    url: '/shop/cart',
    api: (api) => {
      api.portal('get', '/common/shop-cart-items', () => {
        const answer = cart();
        return 'items' in answer ? ok(answer) : answer;
      });
      api.portal('post', '/common/remove-cart-items', async (request) => {
        removed.push(await request.json());
        return ok(cartFixture([cartItemFixture(7, 12, 'IELTS One-to-One', 16800)]));
      });
      // No coupons for the student unless a test says otherwise.
      api.portal('get', '/common/available-coupons', () => ok([]));
      extra?.(api);
    },
  });
  return { app, removed };
}

describe('the cart', () => {
  it('lists the items with the total, pays each item on its own, and removes one (the body names it)', SLOW, async () => {
    const { app, removed } = await openCart(twoItems);
    const items = await screen.findByRole('list', { name: 'Items in the cart' }, FIRST);
    expect(within(items).getAllByRole('listitem', { name: /^IELTS/ })).toHaveLength(2);
    expect(screen.getByRole('region', { name: 'Total' }).textContent).toBe('Total to pay: ₹25,200.50');
    expect(screen.getByText(/Each plan is paid on its own/)).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Pay: IELTS One-to-One' })).toBeTruthy();
    await app.user.click(screen.getByRole('button', { name: 'Remove IELTS Live Classes from the cart' }));
    expect(await screen.findByText('IELTS Live Classes was taken out of the cart.')).toBeTruthy();
    expect(removed).toEqual([{ cart_item_ids: [8] }]);
    expect(screen.getByRole('region', { name: 'Total' }).textContent).toBe('Total to pay: ₹16,800.00');
  });

  it('a coupon the server refuses is shown with its reason; an accepted one shows the discount and lowers the total', SLOW, async () => {
    const asked: string[] = [];
    const { app } = await openCart(twoItems, (api) =>
      api.portal('get', '/common/verify-coupon/{code}', (request) => {
        const url = new URL(request.url);
        asked.push(`${url.pathname.split('/').pop()}?${url.searchParams}`);
        if (url.pathname.endsWith('/OLD10')) return { status: 422, message: 'the coupon OLD10 cannot be used: the coupon expired on 2026-10-31', errors: [{ field: 'path/code', message: 'the coupon expired on 2026-10-31' }] };
        return ok({
          cc_id: 5, code: 'SAVE500', discount_type: 'flat' as const, value: 500, plan_id: 12, currency: 'INR', list_price: 16800,
          discount_amount: 500, amount_after_discount: 16300, valid_until: '2026-12-31',
        });
      }),
    );
    const item = await screen.findByRole('listitem', { name: 'IELTS One-to-One' }, FIRST);
    const coupon = within(item).getByRole('form', { name: 'Coupon for IELTS One-to-One' });
    await app.user.type(within(coupon).getByLabelText(/Coupon code/), 'OLD10');
    await app.user.click(within(coupon).getByRole('button', { name: 'Apply' }));
    expect(await within(item).findByText('This coupon cannot be used here: the coupon expired on 2026-10-31.')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Total' }).textContent).toBe('Total to pay: ₹25,200.50');

    await app.user.clear(within(coupon).getByLabelText(/Coupon code/));
    await app.user.type(within(coupon).getByLabelText(/Coupon code/), 'SAVE500{Enter}');
    expect((await within(item).findByRole('status')).textContent).toContain('Coupon SAVE500: ₹500.00 off, you pay ₹16,300.00.');
    expect(screen.getByRole('region', { name: 'Total' }).textContent).toBe('Total to pay: ₹24,700.50 (before coupons ₹25,200.50)');
    expect(asked).toEqual(['OLD10?plan_id=12', 'SAVE500?plan_id=12']);
  });

  it('says when the cart is empty, and shows an error with Try again', SLOW, async () => {
    let fail = true;
    const { app } = await openCart(() => {
      return fail ? { status: 500, message: 'down' } : cartFixture([]);
    });
    expect(await screen.findByRole('heading', { name: 'Your cart could not be loaded' }, FIRST)).toBeTruthy();
    fail = false;
    await app.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeTruthy();
  });

  it('"Your coupons": the student\'s coupons for each plan; one puts its code in the field and is checked by the server', SLOW, async () => {
    const asked: string[] = [];
    const offersAsked: string[] = [];
    const { app } = await openCart(twoItems, (api) => {
      api.portal('get', '/common/available-coupons', (request) => {
        const query = new URL(request.url).searchParams;
        offersAsked.push(query.toString());
        // Only the dearer plan meets AARAV25's minimum; WELCOME10 is open to all.
        return ok(
          query.get('plan_id') === '12'
            ? [
                couponOfferFixture(couponFixture(3, 'AARAV25', { value: 25, assigned_only: true }), { discount_amount: 4200, amount_after_discount: 12600 }),
                couponOfferFixture(couponFixture(1, 'WELCOME10'), { discount_amount: 1680, amount_after_discount: 15120 }),
              ]
            : [],
        );
      });
      api.portal('get', '/common/verify-coupon/{code}', (request) => {
        const url = new URL(request.url);
        asked.push(`${url.pathname.split('/').pop()}?${url.searchParams}`);
        return ok({
          cc_id: 3, code: 'AARAV25', discount_type: 'percent' as const, value: 25, plan_id: 12, currency: 'INR', list_price: 16800,
          discount_amount: 4200, amount_after_discount: 12600, valid_until: null,
        });
      });
    });
    const item = await screen.findByRole('listitem', { name: 'IELTS One-to-One' }, FIRST);
    const mine = await within(item).findByRole('group', { name: 'Your coupons for IELTS One-to-One' });
    expect(within(mine).getAllByRole('button').map((b) => b.textContent)).toEqual(['Use AARAV25 (₹4,200.00 off)', 'Use WELCOME10 (₹1,680.00 off)']);
    // The cheaper plan has none it may use: nothing shows under it.
    const other = screen.getByRole('listitem', { name: 'IELTS Live Classes' });
    expect(within(other).queryByRole('group')).toBeNull();
    await app.user.click(within(mine).getByRole('button', { name: 'Use AARAV25 (₹4,200.00 off)' }));
    expect((await within(item).findByRole('status')).textContent).toContain('Coupon AARAV25: ₹4,200.00 off, you pay ₹12,600.00.');
    expect((within(item).getByLabelText(/Coupon code/) as HTMLInputElement).value).toBe('AARAV25');
    expect(screen.getByRole('region', { name: 'Total' }).textContent).toBe('Total to pay: ₹21,000.50 (before coupons ₹25,200.50)');
    expect(asked).toEqual(['AARAV25?plan_id=12']);
    expect([...offersAsked].sort()).toEqual(['plan_id=11', 'plan_id=12']);
  });

  it('an agent\'s cart asks for the coupons of the student each item is for', SLOW, async () => {
    const offersAsked: string[] = [];
    await renderApp('app', {
      user: 'agent',
      url: '/shop/cart',
      api: (api) => {
        api.portal('get', '/common/shop-cart-items', () => ok(cartFixture([cartItemFixture(7, 12, 'IELTS One-to-One', 16800)])));
        api.portal('get', '/common/available-coupons', (request) => {
          offersAsked.push(new URL(request.url).searchParams.toString());
          return ok([couponOfferFixture(couponFixture(1, 'WELCOME10'), { discount_amount: 1680, amount_after_discount: 15120 })]);
        });
      },
    });
    expect(await screen.findByRole('group', { name: 'Coupons of Aarav Sharma for IELTS One-to-One' }, FIRST)).toBeTruthy();
    expect(offersAsked).toEqual(['student_user_id=41&plan_id=12']);
  });
});
