// Pages of the payment flow outside the contracts:
// - the local payment provider's hosted page (sandbox mode): GET /sandbox-pay/{transaction_id} shows the amount and
//   three buttons (plain HTML forms, no scripts: the CSP forbids inline ones); POST …/answer records the pick and
//   sends the browser back to the transaction's return address with the outcome and its HMAC signature;
// - the gateway's return (payu posts its answer to surl/furl = /shop/checkout): POST /shop/checkout turns the form
//   post into a GET of the same page with the answer's fields in the query, where the SPA reads them (our design).
import type { FastifyInstance, FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Config } from '../../config.ts';
import { acceptFormPosts, escapeHtml, htmlPage, sendHtml } from '../../http/html-page.ts';
import { signSandboxOutcome, type SandboxOutcome } from './adapters.ts';
import { formatMajor, toMinor } from './money.ts';
import type { PaymentRow } from './payments.repository.ts';
import type { PaymentsService } from './payments.service.ts';

export const SANDBOX_PAGE_PREFIX = '/sandbox-pay';

const OUTCOMES: readonly SandboxOutcome[] = ['success', 'failure', 'cancel'];
const ID = /^[A-Za-z0-9]{8,25}$/;

/** The sandbox's own look over the shared page shell: a badge, the payment's details, a button per outcome. */
const SANDBOX_STYLE = `
  main { box-shadow: 0 2px 12px rgba(0, 0, 0, .08); }
  .badge { display: inline-block; background: #fff4d6; color: #7a5600; border-radius: 6px; padding: .2rem .5rem;
           font-size: .8rem; font-weight: 600; letter-spacing: .03em; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: .4rem 1rem; margin: 1.5rem 0; }
  dt { color: #5b6475; } dd { margin: 0; font-weight: 600; }
  .amount { font-size: 1.6rem; }
  form { display: inline; }
  button { margin: .3rem .4rem .3rem 0; }
  .success { background: #1f8f4e; color: #fff; } .failure { background: #c62f3a; color: #fff; }
  .cancel { background: #e4e7ec; color: #1d2330; }
  p.note { color: #5b6475; font-size: .9rem; }`;

function sendPage(reply: FastifyReply, status: number, title: string, body: string) {
  return sendHtml(reply, status, htmlPage({
    title: `${title} · Unipath sandbox payments`,
    style: SANDBOX_STYLE,
    body: `\n<span class="badge">SANDBOX · no real money moves</span>\n${body}\n`,
  }));
}

const button = (id: string, outcome: SandboxOutcome, label: string) =>
  `<form method="post" action="${SANDBOX_PAGE_PREFIX}/${id}/answer">` +
  `<input type="hidden" name="outcome" value="${outcome}"><button type="submit" class="${outcome}">${escapeHtml(label)}</button></form>`;

function details(row: PaymentRow): string {
  const amount = `${row.currency} ${formatMajor(toMinor(row.amount))}`;
  return `<dl>
  <dt>Pay</dt><dd class="amount">${escapeHtml(amount)}</dd>
  <dt>For</dt><dd>${escapeHtml(`${row.service_name}: ${row.plan_name}`)}${row.kind === 'first_instalment' ? ' (first instalment)' : row.kind === 'balance' ? ' (balance)' : ''}</dd>
  <dt>Path</dt><dd>${escapeHtml(row.channel)}</dd>
  <dt>Transaction</dt><dd><code>${escapeHtml(row.transaction_id)}</code></dd>
</dl>`;
}

/** The fields of the gateway's answer that the payu verify accepts (it refuses any other query parameter). */
const GATEWAY_FIELDS = [
  'mihpayid', 'status', 'hash', 'txnid', 'amount', 'productinfo', 'firstname', 'email', 'key', 'udf1', 'udf2', 'udf3',
  'udf4', 'udf5', 'additionalCharges', 'mode', 'bank_ref_num', 'bankcode', 'unmappedstatus', 'error', 'error_Message',
] as const;

export const GATEWAY_RETURN_PATH = '/shop/checkout';

/** The gateway's return, and the sandbox page in sandbox mode (in live mode its paths do not exist). */
export const paymentPageRoutes = (payments: PaymentsService, config: Config): FastifyPluginAsync => async (app: FastifyInstance) => {
  // The sandbox buttons and the gateway post classic forms.
  acceptFormPosts(app, 64 * 1024);

  app.post<{ Querystring: Record<string, string>; Body: Record<string, string> | undefined }>(GATEWAY_RETURN_PATH, async (request, reply) => {
    const back = new URL(GATEWAY_RETURN_PATH, config.publicUrl);
    const transactionId = request.query.transaction_id;
    if (typeof transactionId === 'string' && ID.test(transactionId)) back.searchParams.set('transaction_id', transactionId);
    const body = request.body ?? {};
    for (const name of GATEWAY_FIELDS) {
      const value = body[name];
      if (typeof value === 'string' && value.length <= 500) back.searchParams.set(name, value);
    }
    return reply.header('cache-control', 'no-store').redirect(back.toString(), 303);
  });

  if (config.paymentProviderMode !== 'sandbox') return;

  app.get<{ Params: { transaction_id: string } }>(`${SANDBOX_PAGE_PREFIX}/:transaction_id`, async (request, reply) => {
    const id = request.params.transaction_id;
    const row = ID.test(id) ? await payments.sandboxTransaction(id) : null;
    if (!row) return sendPage(reply, 404, 'Not found', '<h1>No such payment</h1><p>This sandbox payment does not exist.</p>');
    let actions: string;
    if (row.sandbox_outcome !== null) {
      const label = { success: 'success', failure: 'failure', cancel: 'cancelled' }[row.sandbox_outcome];
      actions = `<p>This payment was already answered: <strong>${label}</strong>.</p>${button(id, row.sandbox_outcome, 'Return to Unipath')}`;
    } else if (row.status !== 'pending') {
      actions = `<p>This payment is already <strong>${escapeHtml(row.status)}</strong>.</p>`;
    } else if (new Date(row.expires_at).getTime() <= Date.now()) {
      actions = `<p>This payment expired; it can only be cancelled.</p>${button(id, 'cancel', 'Cancel and return')}`;
    } else {
      actions = `<p class="note">Pick what the provider should answer.</p>
${button(id, 'success', 'Pay (success)')}${button(id, 'failure', 'Fail the payment')}${button(id, 'cancel', 'Cancel')}`;
    }
    return sendPage(reply, 200, 'Pay', `<h1>Unipath payment</h1>${details(row)}${actions}`);
  });

  app.post<{ Params: { transaction_id: string }; Body: Record<string, string> | undefined }>(
    `${SANDBOX_PAGE_PREFIX}/:transaction_id/answer`,
    async (request, reply) => {
      const id = request.params.transaction_id;
      const outcome = request.body?.outcome as SandboxOutcome | undefined;
      if (!ID.test(id)) return sendPage(reply, 404, 'Not found', '<h1>No such payment</h1>');
      if (!outcome || !OUTCOMES.includes(outcome)) {
        return sendPage(reply, 400, 'Bad answer', '<h1>Bad answer</h1><p>The outcome must be success, failure or cancel.</p>');
      }
      const result = await payments.sandboxAnswer(id, outcome);
      if ('refused' in result) {
        const status = result.refused.startsWith('There is no') ? 404 : 409;
        return sendPage(reply, status, 'Refused', `<h1>Not recorded</h1><p>${escapeHtml(result.refused)}</p>`);
      }
      const row = result.row;
      const back = new URL(row.return_url);
      back.searchParams.set('transaction_id', row.transaction_id);
      back.searchParams.set('outcome', outcome);
      back.searchParams.set('signature', signSandboxOutcome(config, { transaction_id: row.transaction_id, amountMinor: toMinor(row.amount), currency: row.currency }, outcome));
      return reply.header('cache-control', 'no-store').redirect(back.toString(), 303);
    },
  );
};
