// The signature functions of the payment providers' public protocols and of our sandbox page. Pure functions, unit
// tested against fixed vectors.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** Compares two hex digests in constant time (false for different lengths or non-hex input). */
export function hexEquals(expected: string, given: string): boolean {
  if (!/^[0-9a-f]*$/i.test(given) || expected.length !== given.length) return false;
  return timingSafeEqual(Buffer.from(expected.toLowerCase(), 'hex'), Buffer.from(given.toLowerCase(), 'hex'));
}

const hmacSha256 = (secret: string | Uint8Array, text: string) => createHmac('sha256', secret).update(text, 'utf8').digest('hex');
const sha512 = (text: string) => createHash('sha512').update(text, 'utf8').digest('hex');

/** razorpay: the checkout's `razorpay_signature` is HMAC-SHA256 of `order_id|payment_id` with the key secret. */
export function razorpaySignature(keySecret: string, orderId: string, paymentId: string): string {
  return hmacSha256(keySecret, `${orderId}|${paymentId}`);
}

export function verifyRazorpaySignature(keySecret: string, orderId: string, paymentId: string, signature: string): boolean {
  return hexEquals(razorpaySignature(keySecret, orderId, paymentId), signature);
}

/** The fields payu's request hash covers, in its order. */
export type PayuRequest = {
  key: string;
  txnid: string;
  amount: string;
  productinfo: string;
  firstname: string;
  email: string;
  udf1: string;
  udf2: string;
  udf3: string;
  udf4: string;
  udf5: string;
};

/** payu: SHA-512 of `key|txnid|amount|productinfo|firstname|email|udf1|udf2|udf3|udf4|udf5||||||salt`. */
export function payuRequestHash(salt: string, f: PayuRequest): string {
  return sha512(
    [f.key, f.txnid, f.amount, f.productinfo, f.firstname, f.email, f.udf1, f.udf2, f.udf3, f.udf4, f.udf5, '', '', '', '', '', salt].join('|'),
  );
}

export type PayuResponse = PayuRequest & { status: string; additionalCharges?: string };

/**
 * payu's answer: SHA-512 of `salt|status||||||udf5|udf4|udf3|udf2|udf1|email|firstname|productinfo|amount|txnid|key`,
 * with `additionalCharges|` in front when the gateway added charges.
 */
export function payuResponseHash(salt: string, f: PayuResponse): string {
  const parts = [salt, f.status, '', '', '', '', '', f.udf5, f.udf4, f.udf3, f.udf2, f.udf1, f.email, f.firstname, f.productinfo, f.amount, f.txnid, f.key];
  if (f.additionalCharges !== undefined) parts.unshift(f.additionalCharges);
  return sha512(parts.join('|'));
}

export function verifyPayuResponseHash(salt: string, f: PayuResponse, hash: string): boolean {
  return hexEquals(payuResponseHash(salt, f), hash);
}

/** payu's verification API: SHA-512 of `key|command|var1|salt`. */
export function payuCommandHash(key: string, command: string, var1: string, salt: string): string {
  return sha512(`${key}|${command}|${var1}|${salt}`);
}

/** Our sandbox page: HMAC-SHA256 of `transaction_id|outcome|amount|currency` (amount with two decimals). */
export function sandboxSignature(secret: Uint8Array, transactionId: string, outcome: string, amount: string, currency: string): string {
  return hmacSha256(secret, `${transactionId}|${outcome}|${amount}|${currency}`);
}
