import type { Cart, CartItem, ShopOrderDetails, ShopPlan, ShopService } from '../model/shop.types';

// Shapes of the shop's answers for page tests (typed from the contract), each overridable.

export const planFixture = (plan_id: number, name: string, price: number, extra: Partial<ShopPlan> = {}): ShopPlan => ({
  plan_id, service_id: 1, name, description: null, price, currency: 'INR', price_usd: null, allows_part_payment: false,
  part_payment_amount: null, features: [], validity_days: 90, credits: null, ...extra,
});

export const serviceFixture = (extra: Partial<ShopService> = {}): ShopService => ({
  service_id: 1, name: 'IELTS', type: 'IELTS', description: 'Preparation for the IELTS test.', icon_url: null,
  plans: [planFixture(11, 'IELTS Live Classes', 8400.5, { features: ['20 live classes'] }), planFixture(12, 'IELTS One-to-One', 16800)],
  availed: false, availed_plan_id: null, ...extra,
});

export const cartItemFixture = (cart_item_id: number, plan_id: number, name: string, price: number, extra: Partial<CartItem> = {}): CartItem => ({
  cart_item_id,
  plan: { plan_id, name, service_id: 1, service_name: 'IELTS', service_type: 'IELTS', price, currency: 'INR' },
  student: { student_user_id: 41, name: 'Aarav Sharma' },
  price, currency: 'INR', allows_part_payment: false, available: true, added_at: '2026-11-20T06:00:00.000Z', ...extra,
});

export const cartFixture = (items: CartItem[]): Cart => {
  const minor = items.filter((i) => i.available).reduce((sum, i) => sum + Math.round(i.price * 100), 0);
  return { items, totals: items.length ? [{ currency: 'INR', amount: minor / 100 }] : [] };
};

export const orderFixture = (so_id: number, extra: Partial<ShopOrderDetails> = {}): ShopOrderDetails => ({
  so_id,
  status: 'placed',
  placed_by: { user_id: 41, name: 'Aarav Sharma', user_type: 'student' },
  student: { student_user_id: 41, name: 'Aarav Sharma' },
  items: [{ plan: { plan_id: 12, name: 'IELTS One-to-One', service_id: 1, service_name: 'IELTS', service_type: 'IELTS', price: 16800, currency: 'INR' }, amount: 16800, currency: 'INR' }],
  amount: 16800, amount_paid: 16800, balance_due: 0, currency: 'INR', coupon_code: null, discount_amount: 0,
  created_at: '2026-11-20T06:00:00.000Z', updated_at: '2026-11-20T06:00:00.000Z',
  payments: [{ transaction_id: 'TXN00000000000000001', provider: 'sandbox', amount: 16800, currency: 'INR', part_payment: false, paid_at: '2026-11-20T06:00:00.000Z' }],
  status_history: [{ status: 'placed', note: null, changed_by: null, changed_at: '2026-11-20T06:00:00.000Z' }],
  next_statuses: ['processing', 'cancelled', 'refunded'],
  ...extra,
});
