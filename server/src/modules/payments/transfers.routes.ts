// The local transfer provider's payment page (no FLYWIRE_API_KEY): GET /flywire-sandbox/{recipient_code} shows the
// university as the provider's payer page would (what it is paid in, how, what the payer is asked for) and says that
// no money moves here. With the real provider the payment links go to the provider and this path does not exist.
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.ts';
import { escapeHtml, htmlPage, sendHtml } from '../../http/html-page.ts';
import type { TransfersService } from './transfers.service.ts';

export const FLYWIRE_SANDBOX_PREFIX = '/flywire-sandbox';
const CODE = /^[A-Z][A-Z0-9]{2}([A-Z0-9]{2})?$/;
const STYLE = `
  .badge { display: inline-block; background: #fff4d6; color: #7a5600; border-radius: 6px; padding: .2rem .5rem;
           font-size: .8rem; font-weight: 600; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: .4rem 1rem; margin: 1.5rem 0; }
  dt { color: #5b6475; } dd { margin: 0; font-weight: 600; }`;

export const transferPageRoutes = (transfers: TransfersService, config: Config): FastifyPluginAsync => async (app: FastifyInstance) => {
  if (config.flywire.apiKey) return;
  app.get<{ Params: { code: string } }>(`${FLYWIRE_SANDBOX_PREFIX}/:code`, async (request, reply) => {
    const code = request.params.code;
    const found = CODE.test(code) ? await transfers.byCode(code) : null;
    const page = (status: number, title: string, body: string) =>
      sendHtml(reply, status, htmlPage({ title: `${title} · local transfer provider`, style: STYLE, body: `<span class="badge">LOCAL TRANSFER PROVIDER · no money moves</span>${body}` }));
    if (!found) return page(404, 'Not found', '<h1>No such university</h1><p>The transfer provider has no recipient with this code.</p>');
    const list = (items: string[]) => escapeHtml(items.join(', ') || '—');
    return page(200, found.name, `<h1>Pay ${escapeHtml(found.name)}</h1>
<dl>
  <dt>Recipient</dt><dd><code>${escapeHtml(found.recipient_code)}</code></dd>
  <dt>Country</dt><dd>${escapeHtml(found.country.name)}</dd>
  <dt>Paid in</dt><dd>${escapeHtml(found.currency)}</dd>
  <dt>Pay from</dt><dd>${list(found.payer_currencies)}</dd>
  <dt>Pay by</dt><dd>${list(found.payment_types.map((t) => t.name))}</dd>
  <dt>You will be asked</dt><dd>${list(found.required_fields.map((f) => f.label + (f.required ? '' : ' (optional)')))}</dd>
</dl>
<p>With the real provider configured, this link opens its payment page for this university.</p>`);
  });
};
