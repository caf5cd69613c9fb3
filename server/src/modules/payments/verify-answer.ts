// The provider's answer as the verify call carries it in its query: a complete set of the provider's fields, or of
// the sandbox page's, or none (then the provider is asked). Partial or mixed sets are refused, naming the fields.
import { Invalid } from '../../domain/errors.ts';
import type { Answer, Channel, SandboxOutcome } from './adapters.ts';

/** The verify call's query, by path. */
export type VerifyQuery = Record<string, string | undefined>;

const RAZORPAY_FIELDS = ['razorpay_payment_id', 'razorpay_order_id', 'razorpay_signature'] as const;
const SANDBOX_FIELDS = ['outcome', 'signature'] as const;
const PAYU_FIELDS = ['mihpayid', 'status', 'hash', 'txnid'] as const;
/** Every query parameter the payu verify accepts (the contract refuses others). */
const PAYU_ALLOWED = new Set([
  ...PAYU_FIELDS, ...SANDBOX_FIELDS, 'amount', 'productinfo', 'firstname', 'email', 'key', 'udf1', 'udf2', 'udf3', 'udf4',
  'udf5', 'additionalCharges', 'mode', 'bank_ref_num', 'bankcode', 'unmappedstatus', 'error', 'error_Message',
]);

/** All of a set or none of it: 400 naming the missing ones. */
function wholeSet(query: VerifyQuery, names: readonly string[]): boolean {
  const given = names.filter((n) => query[n] !== undefined);
  if (given.length === 0) return false;
  if (given.length < names.length) {
    const missing = names.filter((n) => query[n] === undefined);
    throw new Invalid(
      missing.map((n) => ({ field: `querystring/${n}`, message: `is required with ${given.join(', ')}` })),
      `invalid request: ${names.join(', ')} come together`,
    );
  }
  return true;
}

/** Reads the provider's answer from the verify query (400 for partial or mixed sets, or unknown payu fields). */
export function parseAnswer(channel: Channel, query: VerifyQuery): Answer {
  if (channel === 'payu') {
    const unknown = Object.keys(query).filter((k) => !PAYU_ALLOWED.has(k));
    if (unknown.length) {
      throw new Invalid(
        unknown.map((k) => ({ field: `querystring/${k}`, message: 'is not allowed' })),
        `invalid request: unknown query parameters ${unknown.join(', ')}`,
      );
    }
  }
  const providerSet = channel === 'razorpay' ? RAZORPAY_FIELDS : PAYU_FIELDS;
  const fromProvider = wholeSet(query, providerSet);
  const fromSandbox = wholeSet(query, SANDBOX_FIELDS);
  if (fromProvider && fromSandbox) {
    throw new Invalid(
      [{ field: 'querystring/outcome', message: `is not allowed with ${providerSet.join(', ')}` }],
      'invalid request: an answer comes from the provider or from the sandbox page, not both',
    );
  }
  if (fromSandbox) return { kind: 'sandbox', outcome: query.outcome as SandboxOutcome, signature: query.signature! };
  if (!fromProvider) return { kind: 'none' };
  if (channel === 'razorpay') {
    return { kind: 'razorpay', paymentId: query.razorpay_payment_id!, orderId: query.razorpay_order_id!, signature: query.razorpay_signature! };
  }
  const fields = Object.fromEntries(Object.entries(query).filter((e): e is [string, string] => e[1] !== undefined));
  return { kind: 'payu', fields };
}
