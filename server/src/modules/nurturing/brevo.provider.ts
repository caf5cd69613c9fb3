// Brevo (https://developers.brevo.com), through its public HTTP API v3: a transactional send per message
// (POST /v3/smtp/email) and the account's templates (GET /v3/smtp/templates). The `api-key` header authenticates.
// Each mail carries our Message-ID, the List-Unsubscribe headers, `X-Mailin-custom` naming our message (Brevo's
// webhooks send it back) and Brevo's `idempotencyKey` header (a re-offer after a crash is the same request).
// Answers: 2xx with `messageId` → accepted (the provider id kept); 429 and 5xx, a timeout or a network error →
// temporary (retried with the queue's backoff); any other 4xx → refused for good (ProviderRefused).
import type { MailProvider, MarketingMail } from './sender.service.ts';
import { ProviderRefused } from './sender.service.ts';

export type BrevoSettings = { apiKey: string; apiUrl: string; timeoutMs?: number };
export type Fetch = typeof fetch;

/** What X-Mailin-custom carries: our message's id, so a webhook event finds its message. */
export const mailinCustom = (messageId: number): string => `unipath-message:${messageId}`;

/** The message id of an X-Mailin-custom value we set, or null. */
export function messageOfCustom(value: unknown): number | null {
  const match = typeof value === 'string' ? /^unipath-message:(\d{1,18})$/.exec(value.trim()) : null;
  return match ? Number(match[1]) : null;
}

/** A Brevo address: `Name <a@b>` → { name, email }. */
function party(value: string): { email: string; name?: string } {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(value);
  if (!match) return { email: value.trim() };
  return match[1] ? { name: match[1], email: match[2].trim() } : { email: match[2].trim() };
}

async function call(settings: BrevoSettings, fetcher: Fetch, method: 'GET' | 'POST', path: string, body?: unknown): Promise<Response> {
  return fetcher(`${settings.apiUrl}${path}`, {
    method,
    headers: {
      accept: 'application/json',
      'api-key': settings.apiKey,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(settings.timeoutMs ?? 15_000),
  });
}

async function reason(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  let message = text;
  try {
    const parsed = JSON.parse(text) as { code?: unknown; message?: unknown };
    if (typeof parsed.message === 'string') message = `${typeof parsed.code === 'string' ? `${parsed.code}: ` : ''}${parsed.message}`;
  } catch {
    // not JSON: the text as it came
  }
  return `Brevo answered ${response.status}${message ? `: ${message.slice(0, 300)}` : ''}`;
}

/** The request body Brevo's transactional send takes, for one of our mails. */
export function brevoEmailBody(mail: MarketingMail) {
  return {
    sender: party(mail.from),
    to: [{ email: mail.to }],
    ...(mail.cc && mail.cc.length > 0 ? { cc: mail.cc.map((email) => ({ email })) } : {}),
    replyTo: { email: mail.replyTo },
    subject: mail.subject,
    htmlContent: mail.html,
    textContent: mail.text,
    headers: {
      'Message-Id': mail.messageIdHeader,
      ...mail.headers,
      'X-Mailin-custom': mailinCustom(mail.messageId),
      idempotencyKey: mail.messageIdHeader.replace(/[<>]/g, ''),
    },
  };
}

export function brevoMailProvider(settings: BrevoSettings, fetcher: Fetch = fetch): MailProvider {
  return {
    name: 'brevo',
    async send(mail) {
      const response = await call(settings, fetcher, 'POST', '/v3/smtp/email', brevoEmailBody(mail));
      if (response.ok) {
        const answer = (await response.json().catch(() => ({}))) as { messageId?: unknown };
        if (typeof answer.messageId !== 'string' || answer.messageId === '') throw new Error(`Brevo answered ${response.status} without a messageId`);
        return { provider: 'brevo', providerMessageId: answer.messageId };
      }
      const why = await reason(response);
      if (response.status === 429 || response.status >= 500) throw new Error(why);
      throw new ProviderRefused(why);
    },
  };
}

export type BrevoTemplate = {
  id: number; name: string; subject: string; sender_name: string | null; sender_email: string | null; is_active: boolean; tag: string | null; modified_at: string;
};

type RawTemplate = {
  id?: unknown; name?: unknown; subject?: unknown; isActive?: unknown; tag?: unknown; modifiedAt?: unknown; createdAt?: unknown;
  sender?: { name?: unknown; email?: unknown } | null;
};

const isoOr = (text: string | null): string => {
  const at = new Date(text ?? 0);
  return Number.isNaN(at.getTime()) ? new Date(0).toISOString() : at.toISOString();
};

const str = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** A page of the account's templates, newest first; an error answer is thrown (a 5xx or 429 as temporary). */
export async function brevoTemplates(
  settings: BrevoSettings,
  query: { limit: number; offset: number; activeOnly: boolean },
  fetcher: Fetch = fetch,
): Promise<{ total: number; items: BrevoTemplate[] }> {
  const params = new URLSearchParams({ limit: String(query.limit), offset: String(query.offset), sort: 'desc' });
  if (query.activeOnly) params.set('templateStatus', 'true');
  const response = await call(settings, fetcher, 'GET', `/v3/smtp/templates?${params}`);
  if (!response.ok) throw new Error(await reason(response));
  const body = (await response.json()) as { count?: unknown; templates?: RawTemplate[] };
  const templates = Array.isArray(body.templates) ? body.templates : [];
  return {
    total: typeof body.count === 'number' ? body.count : templates.length,
    items: templates
      .filter((t) => typeof t.id === 'number' && t.id > 0)
      .map((t) => ({
        id: t.id as number,
        name: str(t.name) ?? `Template ${String(t.id)}`,
        subject: str(t.subject) ?? '',
        sender_name: str(t.sender?.name),
        sender_email: str(t.sender?.email),
        is_active: t.isActive === true,
        tag: str(t.tag),
        modified_at: isoOr(str(t.modifiedAt) ?? str(t.createdAt)),
      })),
  };
}
