// The payment providers behind one interface. Each path (razorpay, payu) has a real adapter that follows the
// provider's public protocol and, in sandbox mode, the local adapter (our own hosted page that signs its answer).
import type { Config } from '../../config.ts';
import { Conflict, Unprocessable } from '../../domain/errors.ts';
import { formatMajor, parseMajor } from './money.ts';
import type { Checkout } from './types.ts';
import {
  payuCommandHash,
  payuRequestHash,
  razorpaySignature,
  sandboxSignature,
  hexEquals,
  verifyPayuResponseHash,
  verifyRazorpaySignature,
} from './signatures.ts';

export type Channel = 'razorpay' | 'payu';
export type ProviderName = 'razorpay' | 'payu' | 'sandbox';
export type SandboxOutcome = 'success' | 'failure' | 'cancel';

/** What an adapter knows of a transaction. */
export type TxnView = {
  transaction_id: string;
  channel: Channel;
  provider: ProviderName;
  amountMinor: number;
  currency: string;
  student_user_id: number;
  plan_id: number;
  provider_order_id: string | null;
};

export type StartInput = Omit<TxnView, 'provider' | 'provider_order_id'> & {
  /** Service and plan, for the checkout's description (payu: productinfo). */
  description: string;
  /** Where the browser comes back (razorpay: the make's url; payu: our checkout page), transaction_id included. */
  returnUrl: string;
  student: { first_name: string; email: string; mobile: string | null };
};

export type StartOutput = { checkout: Checkout; providerOrderId: string | null };

/** The provider's answer as the verify call received it (already checked to be a complete set). */
export type Answer =
  | { kind: 'none' }
  | { kind: 'sandbox'; outcome: SandboxOutcome; signature: string }
  | { kind: 'razorpay'; paymentId: string; orderId: string; signature: string }
  | { kind: 'payu'; fields: Record<string, string> };

export type Verdict =
  | { status: 'pending' }
  | { status: 'paid'; providerPaymentId: string | null }
  | { status: 'failed' | 'cancelled'; providerPaymentId: string | null; reason: string };

export type PaymentAdapter = {
  readonly provider: ProviderName;
  start(input: StartInput): Promise<StartOutput>;
  /** Checks the answer (422 when its signature does not verify, 409 when it is about something else) and reads it. */
  verify(txn: TxnView, answer: Answer): Promise<Verdict>;
};

export type Fetch = typeof fetch;

const otherProvider = () => new Conflict('the answer comes from another provider than the one this transaction was made with');

/** The local adapter: our hosted page at /sandbox-pay/{transaction_id}; its answers are signed with our secret. */
export function sandboxAdapter(config: Config): PaymentAdapter {
  return {
    provider: 'sandbox',
    async start(input) {
      return {
        checkout: { provider: 'sandbox', redirect_url: `${config.publicUrl}/sandbox-pay/${input.transaction_id}` },
        providerOrderId: null,
      };
    },
    async verify(txn, answer) {
      if (answer.kind === 'none') return { status: 'pending' };
      if (answer.kind !== 'sandbox') throw otherProvider();
      if (config.paymentProviderMode !== 'sandbox') throw new Conflict('the sandbox provider is off: its answers are not accepted');
      const expected = sandboxSignature(config.paymentSandboxSecret, txn.transaction_id, answer.outcome, formatMajor(txn.amountMinor), txn.currency);
      if (!hexEquals(expected, answer.signature)) {
        throw new Unprocessable('the signature does not verify', [{ field: 'querystring/signature', message: 'does not verify' }]);
      }
      if (answer.outcome === 'success') return { status: 'paid', providerPaymentId: null };
      if (answer.outcome === 'cancel') return { status: 'cancelled', providerPaymentId: null, reason: 'cancelled on the sandbox payment page' };
      return { status: 'failed', providerPaymentId: null, reason: 'failure chosen on the sandbox payment page' };
    },
  };
}

/** The sandbox page's signature of an outcome for a transaction. */
export function signSandboxOutcome(config: Config, txn: Pick<TxnView, 'transaction_id' | 'amountMinor' | 'currency'>, outcome: SandboxOutcome) {
  return sandboxSignature(config.paymentSandboxSecret, txn.transaction_id, outcome, formatMajor(txn.amountMinor), txn.currency);
}

async function callProvider(fetcher: Fetch, config: Config, url: string, init: RequestInit): Promise<unknown> {
  const response = await fetcher(url, { ...init, signal: AbortSignal.timeout(config.paymentProviderTimeoutMs) });
  const text = await response.text();
  if (!response.ok) throw new Error(`${response.status} ${text.slice(0, 200)}`);
  return JSON.parse(text) as unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** razorpay: an order through the Orders API; the checkout's answer is signed with HMAC-SHA256 of order|payment. */
export function razorpayAdapter(config: Config, fetcher: Fetch): PaymentAdapter {
  const auth = () => `Basic ${Buffer.from(`${config.razorpayKeyId}:${config.razorpayKeySecret}`).toString('base64')}`;
  return {
    provider: 'razorpay',
    async start(input) {
      if (!config.razorpayKeyId || !config.razorpayKeySecret) throw new Unprocessable('the card provider (razorpay) is not configured');
      let order: unknown;
      try {
        order = await callProvider(fetcher, config, `${config.razorpayApiBase}/v1/orders`, {
          method: 'POST',
          headers: { authorization: auth(), 'content-type': 'application/json' },
          body: JSON.stringify({
            amount: input.amountMinor,
            currency: input.currency,
            receipt: input.transaction_id,
            notes: { transaction_id: input.transaction_id, student_user_id: String(input.student_user_id), plan_id: String(input.plan_id) },
          }),
        });
      } catch (error) {
        throw new Unprocessable(`the card provider could not create the order (${(error as Error).message}); nothing was charged, try again later`);
      }
      if (
        !isRecord(order) || typeof order.id !== 'string' || !/^order_[A-Za-z0-9]{8,32}$/.test(order.id) ||
        order.amount !== input.amountMinor || order.currency !== input.currency
      ) {
        throw new Unprocessable('the card provider answered an order that does not match this payment; nothing was charged');
      }
      return {
        providerOrderId: order.id,
        checkout: {
          provider: 'razorpay',
          key_id: config.razorpayKeyId,
          order_id: order.id,
          amount: input.amountMinor,
          currency: input.currency,
          callback_url: input.returnUrl,
          description: input.description,
        },
      };
    },
    async verify(txn, answer) {
      if (answer.kind === 'sandbox' || answer.kind === 'payu') throw otherProvider();
      if (!config.razorpayKeySecret || !txn.provider_order_id) throw new Conflict('the card provider is not configured for this transaction');
      if (answer.kind === 'razorpay') {
        if (!verifyRazorpaySignature(config.razorpayKeySecret, answer.orderId, answer.paymentId, answer.signature)) {
          throw new Unprocessable('the signature does not verify', [{ field: 'querystring/razorpay_signature', message: 'does not verify' }]);
        }
        if (answer.orderId !== txn.provider_order_id) throw new Conflict("the answer is for another order than this transaction's");
        return { status: 'paid', providerPaymentId: answer.paymentId };
      }
      // No answer in the query: ask the provider about the order's payments (server to server).
      let payments: unknown;
      try {
        payments = await callProvider(fetcher, config, `${config.razorpayApiBase}/v1/orders/${txn.provider_order_id}/payments`, {
          headers: { authorization: auth() },
        });
      } catch {
        return { status: 'pending' };
      }
      const items = isRecord(payments) && Array.isArray(payments.items) ? payments.items.filter(isRecord) : [];
      const captured = items.find(
        (p) => p.status === 'captured' && p.amount === txn.amountMinor && p.currency === txn.currency && typeof p.id === 'string',
      );
      return captured ? { status: 'paid', providerPaymentId: String(captured.id) } : { status: 'pending' };
    },
  };
}

/** The fields of payu's answer that its reverse hash covers or that we read. */
const PAYU_HASHED = ['key', 'txnid', 'amount', 'productinfo', 'firstname', 'email', 'udf1', 'udf2', 'udf3', 'udf4', 'udf5', 'status'] as const;

/** payu: a form post to its hosted page, SHA-512 hashed both ways, confirmed by its verification API. */
export function payuAdapter(config: Config, fetcher: Fetch): PaymentAdapter {
  /** Asks the gateway (verify_payment) how the transaction ended; null when it cannot be reached or does not know. */
  async function confirm(txn: TxnView): Promise<{ status: string; amountMinor: number | null; mihpayid: string | null; unmapped: string; error: string } | null> {
    const body = new URLSearchParams({
      key: config.payuKey!,
      command: 'verify_payment',
      var1: txn.transaction_id,
      hash: payuCommandHash(config.payuKey!, 'verify_payment', txn.transaction_id, config.payuSalt!),
    });
    try {
      const answer = await callProvider(fetcher, config, config.payuVerifyUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: body.toString(),
      });
      const details = isRecord(answer) && isRecord(answer.transaction_details) ? answer.transaction_details[txn.transaction_id] : undefined;
      if (!isRecord(details) || typeof details.status !== 'string') return null;
      const amountText = String(details.transaction_amount ?? details.amt ?? '');
      return {
        status: details.status,
        amountMinor: parseMajor(amountText.replace(/^(\d+\.\d{2})\d*$/, '$1')),
        mihpayid: details.mihpayid === undefined || details.mihpayid === null ? null : String(details.mihpayid),
        unmapped: String(details.unmappedstatus ?? ''),
        error: String(details.error_Message ?? details.field9 ?? ''),
      };
    } catch {
      return null;
    }
  }

  const failureVerdict = (unmapped: string, reason: string, id: string | null): Verdict =>
    unmapped === 'userCancelled'
      ? { status: 'cancelled', providerPaymentId: id, reason: reason || 'cancelled by the payer at the gateway' }
      : { status: 'failed', providerPaymentId: id, reason: reason || 'the gateway reported a failure' };

  return {
    provider: 'payu',
    async start(input) {
      if (!config.payuKey || !config.payuSalt) throw new Unprocessable('the payment gateway (payu) is not configured');
      const fields = {
        key: config.payuKey,
        txnid: input.transaction_id,
        amount: formatMajor(input.amountMinor),
        productinfo: input.description.slice(0, 100),
        firstname: input.student.first_name.slice(0, 60),
        email: input.student.email,
        udf1: String(input.student_user_id),
        udf2: String(input.plan_id),
        udf3: '',
        udf4: '',
        udf5: '',
      };
      const hash = payuRequestHash(config.payuSalt, fields);
      return {
        providerOrderId: null,
        checkout: {
          provider: 'payu',
          action: config.payuFormUrl,
          method: 'POST',
          fields: { ...fields, phone: input.student.mobile ?? '', surl: input.returnUrl, furl: input.returnUrl, hash },
        },
      };
    },
    async verify(txn, answer) {
      if (answer.kind === 'sandbox' || answer.kind === 'razorpay') throw otherProvider();
      if (!config.payuKey || !config.payuSalt) throw new Conflict('the payment gateway is not configured for this transaction');
      if (answer.kind === 'none') {
        const confirmed = await confirm(txn);
        if (!confirmed) return { status: 'pending' };
        if (confirmed.status === 'success') {
          return confirmed.amountMinor === txn.amountMinor ? { status: 'paid', providerPaymentId: confirmed.mihpayid } : { status: 'pending' };
        }
        if (confirmed.status === 'failure') return failureVerdict(confirmed.unmapped, confirmed.error, confirmed.mihpayid);
        return { status: 'pending' };
      }
      const f = answer.fields;
      const echoed = Object.fromEntries(PAYU_HASHED.map((name) => [name, f[name] ?? ''])) as Record<(typeof PAYU_HASHED)[number], string>;
      const hashed = { ...echoed, ...(f.additionalCharges !== undefined ? { additionalCharges: f.additionalCharges } : {}) };
      if (!verifyPayuResponseHash(config.payuSalt, hashed, f.hash ?? '')) {
        throw new Unprocessable('the hash does not verify', [{ field: 'querystring/hash', message: 'does not verify' }]);
      }
      if (echoed.txnid !== txn.transaction_id) throw new Conflict('the answer is for another transaction (txnid)');
      if (echoed.key !== config.payuKey) throw new Conflict('the answer is for another merchant key');
      if (parseMajor(echoed.amount) !== txn.amountMinor) throw new Conflict("the answer's amount is not this transaction's");
      if (echoed.udf1 !== String(txn.student_user_id) || echoed.udf2 !== String(txn.plan_id)) {
        throw new Conflict("the answer's student or plan is not this transaction's");
      }
      if (echoed.status === 'failure') return failureVerdict(f.unmappedstatus ?? '', f.error_Message ?? '', f.mihpayid ?? null);
      if (echoed.status !== 'success') return { status: 'pending' };
      // The hash verifies; the gateway's own record must agree before anything is marked paid.
      const confirmed = await confirm(txn);
      if (confirmed?.status === 'success' && confirmed.amountMinor === txn.amountMinor) {
        return { status: 'paid', providerPaymentId: confirmed.mihpayid ?? f.mihpayid ?? null };
      }
      return { status: 'pending' };
    },
  };
}

/** Which adapter serves a path: configuration (sandbox mode sends both paths through the local page). */
export function adapterFor(config: Config, fetcher: Fetch, channel: Channel): PaymentAdapter {
  if (config.paymentProviderMode === 'sandbox') return sandboxAdapter(config);
  return channel === 'razorpay' ? razorpayAdapter(config, fetcher) : payuAdapter(config, fetcher);
}

/** The adapter that made a transaction (its stored provider), whatever the mode is now. */
export function adapterOf(config: Config, fetcher: Fetch, provider: ProviderName): PaymentAdapter {
  if (provider === 'sandbox') return sandboxAdapter(config);
  return provider === 'razorpay' ? razorpayAdapter(config, fetcher) : payuAdapter(config, fetcher);
}

export { razorpaySignature };
