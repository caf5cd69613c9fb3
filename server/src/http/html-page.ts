// Server-rendered HTML pages outside the contracts (the payment sandbox's page, a campaign mail's unsubscribe link):
// one document shell and its base look, the escaping of text put into it, the headers of the answer, and the reading
// of the plain form posts their buttons send. The pages carry no scripts (the CSP forbids inline ones).
import type { FastifyInstance, FastifyReply } from 'fastify';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe for an HTML element or a quoted attribute. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ENTITIES[c]);

/** The look every such page shares: one white card in the middle, and plain buttons; a page adds its own rules. */
const BASE_STYLE = `
  body { font-family: system-ui, sans-serif; background: #f4f5f7; color: #1d2330; margin: 0; }
  main { max-width: 28rem; margin: 4rem auto; background: #fff; border-radius: 12px; padding: 2rem; }
  button { font: inherit; border: 0; border-radius: 8px; padding: .7rem 1.1rem; cursor: pointer; }`;

export type HtmlPage = {
  /** The document's title, as text (escaped here). */
  title: string;
  /** The content of the card, as HTML: escape every value put in it with `escapeHtml`. */
  body: string;
  /** CSS rules of this page, after the base ones. */
  style?: string;
};

/** A whole document, kept out of search engines' indexes. */
export function htmlPage({ title, body, style = '' }: HtmlPage): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${BASE_STYLE}${style}
</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

/** Answers a page with `status`; never stored (a page shows a record's state at the moment it is asked for). */
export function sendHtml(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply.code(status).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
}

/** Reads a plain HTML form's post (`application/x-www-form-urlencoded`, at most `bodyLimit` bytes) as a record of strings. */
export function acceptFormPosts(app: FastifyInstance, bodyLimit: number): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
}
