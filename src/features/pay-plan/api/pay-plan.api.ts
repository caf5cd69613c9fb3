import { portalApi, unwrap } from '@/shared/api';
import type { PaymentOrder, PaymentProvider, PaymentReturn, PaymentStart, PaymentTransaction } from '../model/pay-plan.machine';

// The payment's effects: the make and verify calls, leaving for the provider's page, and the open payment kept in
// this tab for the return (the gateway's return address is fixed by the server, so the provider is remembered).

const PENDING_KEY = 'pending_payment';
/** Where the card provider (and the sandbox) sends the browser back, unless the order names another address. */
export const RETURN_PATH = '/services';

/** The provider's own fields of each verify (the contract's query is closed: nothing else may be sent). */
const VERIFY_FIELDS: Record<PaymentProvider, readonly string[]> = {
  razorpay: ['razorpay_payment_id', 'razorpay_order_id', 'razorpay_signature', 'outcome', 'signature'],
  payu: ['mihpayid', 'status', 'hash', 'txnid', 'amount', 'productinfo', 'firstname', 'email', 'key', 'udf1', 'udf2', 'udf3', 'udf4', 'udf5', 'outcome', 'signature'],
};

export async function makePayment(order: PaymentOrder): Promise<PaymentStart> {
  const path = { student_user_id: order.studentUserId, plan_id: order.planId };
  const common = {
    ...(order.ccId ? { cc_id: order.ccId } : {}),
    ...(order.partPayment ? { part_payment: true } : {}),
  };
  if (order.provider === 'razorpay') {
    const url = `${window.location.origin}${order.returnPath ?? RETURN_PATH}`;
    return unwrap(await portalApi.GET('/common/razorpay-payment/make/{student_user_id}/{plan_id}', { params: { path, query: { url, ...common } } })).data;
  }
  return unwrap(await portalApi.GET('/common/payu-payment/make/{student_user_id}/{plan_id}', { params: { path, query: common } })).data;
}

export async function verifyPayment(returned: PaymentReturn): Promise<PaymentTransaction> {
  const query = Object.fromEntries(Object.entries(returned.fields).filter(([key]) => VERIFY_FIELDS[returned.provider].includes(key)));
  const path = { transaction_id: returned.transactionId };
  if (returned.provider === 'razorpay')
    return unwrap(await portalApi.GET('/common/razorpay-payment/verify/{transaction_id}', { params: { path, query } })).data;
  return unwrap(await portalApi.GET('/common/payu-payment/verify/{transaction_id}', { params: { path, query } })).data;
}

export function rememberPayment(started: PaymentStart, order: PaymentOrder): void {
  try {
    sessionStorage.setItem(PENDING_KEY, JSON.stringify({ transactionId: started.transaction_id, provider: order.provider }));
  } catch {
    // Without storage the return falls back to the card provider.
  }
}

/** Leaves for the provider's page: a redirect (sandbox, card provider's link) or the gateway's form post. */
export function goToProvider(started: PaymentStart): void {
  const checkout = started.checkout;
  if (checkout.provider === 'sandbox') {
    window.location.assign(checkout.redirect_url);
    return;
  }
  if (checkout.provider === 'payu') {
    const form = document.createElement('form');
    form.method = 'POST';
    form.action = checkout.action;
    for (const [name, value] of Object.entries(checkout.fields)) {
      const input = document.createElement('input');
      input.type = 'hidden';
      input.name = name;
      input.value = value;
      form.appendChild(input);
    }
    document.body.appendChild(form);
    form.submit();
    return;
  }
  // The card provider's hosted checkout: its callback_url brings the browser back to RETURN_PATH.
  window.location.assign(checkout.callback_url);
}

/** The provider's answer in the address the browser came back to, or null when this is not a return. */
export function readPaymentReturn(search: string): PaymentReturn | null {
  const params = new URLSearchParams(search);
  const transactionId = params.get('transaction_id');
  if (!transactionId) return null;
  let provider: PaymentProvider = params.has('mihpayid') || params.has('txnid') ? 'payu' : 'razorpay';
  try {
    const pending = JSON.parse(sessionStorage.getItem(PENDING_KEY) ?? 'null') as { transactionId: string; provider: PaymentProvider } | null;
    if (pending?.transactionId === transactionId) provider = pending.provider;
  } catch {
    // Keep the guess from the fields.
  }
  const fields: Record<string, string> = {};
  params.forEach((value, key) => {
    if (key !== 'transaction_id') fields[key] = value;
  });
  return { provider, transactionId, fields };
}
