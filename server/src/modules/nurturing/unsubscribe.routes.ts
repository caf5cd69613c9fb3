// The unsubscribe link every campaign mail carries (our addition, outside the contracts: mail clients call it without
// a session). GET shows the address and a button (a plain form, no script); POST — the button, or a mail client's
// one-click request (RFC 8058: `List-Unsubscribe=One-Click` form-encoded) — suppresses the address for the sender.
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { acceptFormPosts, escapeHtml, htmlPage, sendHtml } from '../../http/html-page.ts';
import type { ContactsService } from './contacts.service.ts';

export const UNSUBSCRIBE_PREFIX = '/mail/unsubscribe';

/** A page of this link: the shared shell with a blue button. */
const page = (title: string, body: string) => htmlPage({ title, body, style: '\n  button { background: #1d4ed8; color: #fff; }' });

const NOT_FOUND = page('Link not valid', '<h1>This link is not valid</h1><p>It may have been copied incompletely.</p>');

export const unsubscribeRoutes = (contacts: ContactsService): FastifyPluginAsync => async (app: FastifyInstance) => {
  acceptFormPosts(app, 4 * 1024);

  app.get<{ Params: { token: string } }>(`${UNSUBSCRIBE_PREFIX}/:token`, async (request, reply) => {
    const email = await contacts.whoseToken(request.params.token);
    if (!email) return sendHtml(reply, 404, NOT_FOUND);
    return sendHtml(reply, 200, page('Unsubscribe', `<h1>Unsubscribe</h1><p>Stop the emails of this sender to <strong>${escapeHtml(email)}</strong>?</p>
<form method="post" action="${UNSUBSCRIBE_PREFIX}/${escapeHtml(request.params.token)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Unsubscribe</button></form>`));
  });

  app.post<{ Params: { token: string } }>(`${UNSUBSCRIBE_PREFIX}/:token`, async (request, reply) => {
    const email = await contacts.unsubscribe(request.params.token);
    if (!email) return sendHtml(reply, 404, NOT_FOUND);
    return sendHtml(reply, 200, page('Unsubscribed', `<h1>You are unsubscribed</h1><p><strong>${escapeHtml(email)}</strong> will get no more emails from this sender.</p>`));
  });
};
