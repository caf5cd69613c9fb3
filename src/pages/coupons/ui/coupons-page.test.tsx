import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StudentSummary } from '@contract/portal-schemas';
import { expectTexts, FIRST, listPage, ok, SLOW } from '@/app/test/money-kit';
import type { MockApi } from '@/app/test/mock-api';
import { renderApp } from '@/app/test/render-app';
import { couponAssignmentFixture, couponFixture, type Coupon } from '@/entities/shop';

const student = (user_id: number, first_name: string, last_name: string): StudentSummary => ({
  user_id, first_name, last_name, email: `${first_name.toLowerCase()}@example.com`, mobile: null, active: true, agent_user_id: 5, agent_name: 'Rahul Mehta',
  sc_user_id: null, preferred_country_id: null, preferred_course_level_id: null, application_count: 0, latest_application_status: null,
  created_at: '2026-11-01T10:00:00Z',
});

const WELCOME = couponFixture(1, 'WELCOME10', {
  description: '10 % off your first plan.', max_discount: 2000, valid_from: '2025-01-01', usage: { limit: null, used: 3, per_student_limit: 1 },
  min_amount_minor: 1000000, min_currency: 'INR',
});
const IELTS = couponFixture(2, 'IELTS500', { discount_type: 'flat', value: 500, currency: 'INR', valid_until: '2026-12-31', usage: { limit: 200, used: 12, per_student_limit: 1 } });
const PARTNER = couponFixture(3, 'PARTNER15', { value: 15, assigned_only: true });

type Served = { codes: string[]; assigned: string[]; bodies: unknown[] };

/** The coupon calls: the codes and assignments answered from the query sent; `assign` answers the assignment. */
function couponsServer(
  { codes = [WELCOME, IELTS], assign }: { codes?: Coupon[] | 'fail'; assign?: (body: { student_user_ids: number[] }) => unknown } = {},
) {
  return (api: MockApi): Served => {
    const served: Served = { codes: [], assigned: [], bodies: [] };
    api.portal('get', '/common/coupon-codes', (request) => {
      const query = new URL(request.url).searchParams;
      served.codes.push(query.toString());
      if (codes === 'fail') return { status: 500, message: 'down' };
      return listPage(query.get('active') === 'false' ? [] : codes);
    });
    api.portal('get', '/common/assigned-coupons', (request) => {
      served.assigned.push(new URL(request.url).searchParams.toString());
      return listPage([couponAssignmentFixture(9, PARTNER, { student: { student_user_id: 77, name: 'Ananya Reddy' }, assigned_by: { user_id: 5, name: 'Rahul Mehta' } })]);
    });
    api.portal('get', '/common/assigned-student', () => ok({ items: [student(77, 'Ananya', 'Reddy'), student(78, 'Ishaan', 'Patel')], total: 2, page: 1, page_size: 20 }));
    api.portal('post', '/common/assign-coupon-student', async (request) => {
      const body = (await request.json()) as { cc_id: number; student_user_ids: number[] };
      served.bodies.push(body);
      return (assign?.(body) ?? ok({ cc_id: body.cc_id, assigned: body.student_user_ids, already_assigned: [] })) as never;
    });
    return served;
  };
}

async function render(url: string, user: 'accounts' | 'counselor' | 'agent' | 'franchise' | 'operations_manager', serve = couponsServer()) {
  let served!: Served;
  const app = await renderApp('app', { user, url, api: (api) => void (served = serve(api)) });
  return { app, served: () => served };
}

describe('/coupons', () => {
  it('accounts see every code with discount, validity, uses and minimum; the state filter and search go in the address', SLOW, async () => {
    const { app, served } = await render('/coupons?q=welcome', 'accounts');
    const table = await screen.findByRole('table', { name: 'Coupons' }, FIRST);
    const welcome = within(table).getByRole('row', { name: 'WELCOME10' });
    expectTexts(welcome, ['10 % (at most 2000 in the plan\'s currency)', 'From 01-01-2025', '3 used, no limit · 1 per student', 'At least ₹10,000.00', 'Active']);
    expectTexts(within(table).getByRole('row', { name: 'IELTS500' }), ['₹500.00', 'Until 31-12-2026', '12 of 200 used · 1 per student', 'None']);
    expect((screen.getByRole('searchbox', { name: 'Search coupons' }) as HTMLInputElement).value).toBe('welcome');
    await app.user.selectOptions(screen.getByLabelText('State'), 'Inactive or expired');
    expect(app.location()).toBe('/coupons?q=welcome&active=false');
    expect(await screen.findByRole('heading', { name: 'No coupon matches' })).toBeTruthy();
    expect(served().codes).toEqual(['q=welcome&page=1&page_size=20', 'active=false&q=welcome&page=1&page_size=20']);
  });

  it('the assignments list shows who got which coupon, from the address', SLOW, async () => {
    const { app, served } = await render('/coupons', 'counselor');
    await screen.findByRole('table', { name: 'Coupons' }, FIRST);
    await app.user.click(screen.getByRole('link', { name: 'Assigned to students' }));
    const row = await screen.findByRole('row', { name: 'PARTNER15 for Ananya Reddy' });
    expectTexts(row, ['Rahul Mehta', '20-11-2026', 'Not used']);
    expect(app.location()).toBe('/coupons?view=assigned');
    expect(served().assigned).toEqual(['page=1&page_size=20']);
  });

  it('assigns a coupon to the students chosen, with a note; the body is what was chosen', SLOW, async () => {
    const { app, served } = await render('/coupons', 'operations_manager');
    const table = await screen.findByRole('table', { name: 'Coupons' }, FIRST);
    await app.user.click(within(table).getByRole('button', { name: 'Assign to students: IELTS500' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign IELTS500 to students' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Assign coupon' }));
    expect(await within(dialog).findByText('Choose at least one student.')).toBeTruthy();
    await app.user.click(await within(dialog).findByRole('checkbox', { name: 'Ananya Reddy · ananya@example.com' }));
    await app.user.click(within(dialog).getByRole('checkbox', { name: 'Ishaan Patel · ishaan@example.com' }));
    await app.user.type(within(dialog).getByLabelText('Note to the students (optional)'), 'Good luck!');
    await app.user.click(within(dialog).getByRole('button', { name: 'Assign coupon' }));
    expect(await screen.findByText('Coupon assigned to 2 students.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(served().bodies).toEqual([{ cc_id: 2, student_user_ids: [77, 78], note: 'Good luck!' }]);
  });

  it('the server’s refusal shows on the students, and the choice stays', SLOW, async () => {
    const serve = couponsServer({
      assign: () => ({ status: 422, message: 'the coupon has 1 use(s) left, fewer than the 2 new assignment(s)', errors: [{ field: 'body/student_user_ids', message: 'at most 1 new student(s)' }] }),
    });
    const { app } = await render('/coupons', 'accounts', serve);
    const table = await screen.findByRole('table', { name: 'Coupons' }, FIRST);
    await app.user.click(within(table).getByRole('button', { name: 'Assign to students: WELCOME10' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign WELCOME10 to students' });
    await app.user.click(await within(dialog).findByRole('checkbox', { name: 'Ananya Reddy · ananya@example.com' }));
    await app.user.click(within(dialog).getByRole('checkbox', { name: 'Ishaan Patel · ishaan@example.com' }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Assign coupon' }));
    expect(await within(dialog).findByText('Not accepted: at most 1 new student(s).')).toBeTruthy();
    expect((within(dialog).getByRole('checkbox', { name: 'Ishaan Patel · ishaan@example.com' }) as HTMLInputElement).checked).toBe(true);
  });

  it('a student the agent does not reach (403) is said on the students', SLOW, async () => {
    const serve = couponsServer({ codes: [PARTNER], assign: () => ({ status: 403, message: 'body/student_user_ids: student 78 is not yours' }) });
    const { app, served } = await render('/coupons', 'agent', serve);
    const table = await screen.findByRole('table', { name: 'Coupons' }, FIRST);
    expect(screen.getByRole('link', { name: 'Coupons to hand out' }).getAttribute('aria-current')).toBe('page');
    expect(screen.queryByLabelText('State')).toBeNull();
    await app.user.click(within(table).getByRole('button', { name: 'Assign to students: PARTNER15' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign PARTNER15 to students' });
    await app.user.click(await within(dialog).findByRole('checkbox', { name: 'Ishaan Patel · ishaan@example.com' }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Assign coupon' }));
    expect(await within(dialog).findByText(/not yours to give a coupon to/)).toBeTruthy();
    expect(served().codes).toEqual(['page=1&page_size=20']);
  });

  it('a franchise with no coupon to hand out sees the empty state', SLOW, async () => {
    await render('/coupons', 'franchise', couponsServer({ codes: [] }));
    expect(await screen.findByRole('heading', { name: 'No coupons to hand out' }, FIRST)).toBeTruthy();
  });

  it('a failed list shows Try again', SLOW, async () => {
    await render('/coupons', 'counselor', couponsServer({ codes: 'fail' }));
    expect(await screen.findByRole('button', { name: 'Try again' }, FIRST)).toBeTruthy();
  });

  it('a student cannot open it (sent to their own home)', SLOW, async () => {
    const app = await renderApp('app', { user: 'student', url: '/coupons' });
    await waitFor(() => expect(app.location()).toBe('/home'));
  });
});
