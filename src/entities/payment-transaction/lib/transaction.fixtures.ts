import type { PaymentTransaction } from '../model/transaction.types';

/** A payment as the server answers it (a full ₹25,000 plan paid through the sandbox), for component tests. */
export function transactionFixture(overrides: Partial<PaymentTransaction> & { transaction_id: string }): PaymentTransaction {
  return {
    student: { user_id: 31, name: 'Asha Rao', email: 'asha@example.test' },
    paid_by: { user_id: 31, name: 'Asha Rao', email: 'asha@example.test' },
    service_name: 'Application support',
    plan_name: 'Standard',
    kind: 'full',
    list_price_minor: 2500000,
    discount_minor: 0,
    amount_minor: 2500000,
    currency: 'INR',
    status: 'paid',
    channel: 'razorpay',
    provider: 'sandbox',
    coupon_code: null,
    so_id: 12,
    failure_reason: null,
    created_at: '2026-11-20T09:00:00.000Z',
    paid_at: '2026-11-20T09:01:00.000Z',
    ...overrides,
  };
}
