import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, renderServed, SLOW } from '@/app/test/money-kit';
import { renderApp } from '@/app/test/render-app';
import { cartFixture, cartItemFixture, serviceFixture } from '@/entities/shop';

// The first render loads the app and the page's chunk: generous under a loaded machine.
const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 20_000 });

describe('the shop', () => {
  it('a student sees the plans with exact prices, adds one to the cart (the body names only the plan) and the cart count follows', SLOW, async () => {
    const bodies: unknown[] = [];
    let cart = cartFixture([]);
    const app = await renderApp('app', {
      user: 'student',
      url: '/shop',
      api: (api) => {
        api.portal('get', '/common/services-and-plans', () => ok([serviceFixture()]));
        api.portal('get', '/common/shop-cart-items', () => ok(cart));
        api.portal('post', '/common/save-cart-item', async (request) => {
          bodies.push(await request.json());
          cart = cartFixture([cartItemFixture(7, 12, 'IELTS One-to-One', 16800)]);
          return ok(cart);
        });
      },
    });
    expect(await heading('Shop')).toBeTruthy();
    const live = await screen.findByRole('listitem', { name: 'IELTS Live Classes' });
    // 8400.5 major units: ₹8,400.50 exactly, Indian grouping.
    expect(live.textContent).toContain('₹8,400.50');
    expect(await screen.findByRole('link', { name: 'Cart (0 items)' })).toBeTruthy();
    await app.user.click(screen.getByRole('button', { name: 'Add to cart: IELTS One-to-One' }));
    expect(await screen.findByText('IELTS One-to-One is in your cart.')).toBeTruthy();
    expect(bodies).toEqual([{ plan_id: 12 }]);
    expect(screen.getByRole('link', { name: 'Cart (1 item)' })).toBeTruthy();
    // Already in the cart: no second "Add", a way to pay it instead.
    const oneToOne = screen.getByRole('listitem', { name: 'IELTS One-to-One' });
    expect(within(oneToOne).queryByRole('button', { name: /Add to cart/ })).toBeNull();
    expect(within(oneToOne).getByRole('link', { name: 'In the cart: pay it there' })).toBeTruthy();
  });

  it('an agent chooses the student first; the body names them; a refusal is said in the server’s words', SLOW, async () => {
    const bodies: unknown[] = [];
    const app = await renderApp('app', {
      user: 'agent',
      url: '/shop',
      api: (api) => {
        api.portal('get', '/common/assigned-student', () =>
          ok({
            items: [{ user_id: 77, first_name: 'Ananya', last_name: 'Reddy', email: 'a@x.test', mobile: null, active: true, agent_user_id: 41, agent_name: 'Asha Rao', sc_user_id: null }],
            total: 1, page: 1, page_size: 100,
          } as never),
        );
        api.portal('get', '/common/services-and-plans', () => ok([serviceFixture()]));
        api.portal('get', '/common/shop-cart-items', () => ok(cartFixture([])));
        api.portal('post', '/common/save-cart-item', async (request) => {
          bodies.push(await request.json());
          return { status: 422, message: 'the plan IELTS One-to-One is already paid for this student' };
        });
      },
    });
    const add = await screen.findByRole('button', { name: 'Add to cart: IELTS One-to-One' }, { timeout: 20_000 });
    expect((add as HTMLButtonElement).disabled).toBe(true);
    await screen.findByRole('option', { name: 'Ananya Reddy' });
    await app.user.selectOptions(screen.getByLabelText(/The student you are buying for/), 'Ananya Reddy');
    expect(app.location()).toBe('/shop?student=77');
    await app.user.click(await screen.findByRole('button', { name: 'Add to cart: IELTS One-to-One' }));
    expect(await screen.findByText('Not added: the plan IELTS One-to-One is already paid for this student.')).toBeTruthy();
    expect(bodies).toEqual([{ plan_id: 12, student_user_id: 77 }]);
  });

  it('shows an error with Try again when the plans cannot be loaded', SLOW, async () => {
    let fail = true;
    const { app } = await renderServed('/shop', (api) => {
      api.portal('get', '/common/services-and-plans', () => (fail ? { status: 500, message: 'down' } : ok([serviceFixture()])));
      api.portal('get', '/common/shop-cart-items', () => ok(cartFixture([])));
    }, 'student');
    expect(await screen.findByRole('heading', { name: 'The plans could not be loaded' }, { timeout: 20_000 })).toBeTruthy();
    fail = false;
    await app.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('listitem', { name: 'IELTS One-to-One' })).toBeTruthy();
  });
});
