// The unsubscribe link every campaign mail carries (our addition, outside the contracts: mail clients call it without
// a session). GET shows the address and a button (a plain form, no script); POST — the button, or a mail client's
// one-click request (RFC 8058: `List-Unsubscribe=One-Click` form-encoded) — suppresses the address for the sender.
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { ContactsService } from './contacts.service.ts';

export const UNSUBSCRIBE_PREFIX = '/mail/unsubscribe';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f4f5f7; color: #1d2330; margin: 0; }
  main { max-width: 28rem; margin: 4rem auto; background: #fff; border-radius: 12px; padding: 2rem; }
  button { font: inherit; border: 0; border-radius: 8px; padding: .7rem 1.1rem; background: #1d4ed8; color: #fff; cursor: pointer; }
</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

const NOT_FOUND = page('Link not valid', '<h1>This link is not valid</h1><p>It may have been copied incompletely.</p>');

export const unsubscribeRoutes = (contacts: ContactsService): FastifyPluginAsync => async (app: FastifyInstance) => {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4 * 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.get<{ Params: { token: string } }>(`${UNSUBSCRIBE_PREFIX}/:token`, async (request, reply) => {
    const email = await contacts.whoseToken(request.params.token);
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    if (!email) return reply.code(404).send(NOT_FOUND);
    return page('Unsubscribe', `<h1>Unsubscribe</h1><p>Stop the emails of this sender to <strong>${escapeHtml(email)}</strong>?</p>
<form method="post" action="${UNSUBSCRIBE_PREFIX}/${escapeHtml(request.params.token)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Unsubscribe</button></form>`);
  });

  app.post<{ Params: { token: string } }>(`${UNSUBSCRIBE_PREFIX}/:token`, async (request, reply) => {
    const email = await contacts.unsubscribe(request.params.token);
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    if (!email) return reply.code(404).send(NOT_FOUND);
    return page('Unsubscribed', `<h1>You are unsubscribed</h1><p><strong>${escapeHtml(email)}</strong> will get no more emails from this sender.</p>`);
  });
};
