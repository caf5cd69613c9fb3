// The cross-border transfer provider (flywire) behind one interface: what the sync job asks of it is the list of its
// recipients ("portals": the universities that take payments through it) with each one's details.
//
// - The real adapter follows Flywire's public API (https://developers.flywire.com, "Flywire API Basics" and
//   "Recipients"): base https://api-platform.flywire.com/payments/v1 (sandbox: api-platform-sandbox.flywire.com),
//   the `X-Authentication-Key` header, `GET /recipients?page=N&per_page=100` (per_page at most 100) and
//   `GET /recipients/{recipientId}`. The documentation we could read names the calls but not every field of their
//   answers: docs/transfers.md lists what we assumed (the field names read by `readRecipient`, which accepts the
//   spellings we expect and ignores the rest).
// - The local adapter (the default, offline) reads the recipients shipped in recipients/flywire-recipients.json (built
//   from our catalogue's universities by scripts/build-flywire-recipients.ts) through the same reader, and points
//   each recipient's payment page at our own sandbox page.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

export const LOCAL_RECIPIENTS_FILE = fileURLToPath(new URL('./recipients/flywire-recipients.json', import.meta.url));

/** A recipient as the provider describes it (and as the local file holds it). */
export type ProviderRecipient = {
  id: string;
  name: string;
  /** ISO 3166 alpha-2. */
  country: string;
  city: string | null;
  /** The currency the recipient is paid in (ISO 4217). */
  currency: string;
  payment_types: { code: string; name: string }[];
  payer_currencies: string[];
  fields: { name: string; label: string; required: boolean }[];
  logo_url: string | null;
  payment_url?: string | null;
};

export type TransferProvider = {
  readonly name: 'flywire' | 'local';
  /** Every recipient with its details; throws when the provider cannot be read completely (nothing is then changed). */
  recipients(): Promise<ProviderRecipient[]>;
};

export type FlywireSettings = { apiKey: string; apiBase: string; payUrl: string; timeoutMs?: number };
export type Fetch = typeof fetch;

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);
const code = (value: unknown): string | null => text(value) ?? (value && typeof value === 'object' ? text((value as { code?: unknown }).code) : null);
const CODE = /^[A-Z][A-Z0-9]{2}([A-Z0-9]{2})?$/;

function httpsUrl(value: unknown): string | null {
  const candidate = text(value);
  if (!candidate) return null;
  try {
    const url = new URL(candidate);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** One recipient of a provider's answer (or of the local file); null when it lacks what we need (an id, a name, a country, a currency). */
export function readRecipient(raw: unknown): ProviderRecipient | null {
  if (!raw || typeof raw !== 'object') return null;
  const r = raw as Record<string, unknown>;
  const id = text(r.id)?.toUpperCase() ?? null;
  const name = text(r.name);
  const country = (code(r.country) ?? text(r.country_code))?.toUpperCase() ?? null;
  const currency = code(r.currency)?.toUpperCase() ?? null;
  if (!id || !CODE.test(id) || !name || !country || !/^[A-Z]{2}$/.test(country) || !currency || !/^[A-Z]{3}$/.test(currency)) return null;
  const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
  const payment_types = list(r.payment_types ?? r.payment_options ?? r.payment_methods).flatMap((t) => {
    const typeCode = code(t);
    if (!typeCode) return [];
    const typeName = t && typeof t === 'object' ? text((t as { name?: unknown }).name) : null;
    return [{ code: typeCode, name: typeName ?? typeCode.replace(/_/g, ' ') }];
  });
  const payer_currencies = [...new Set(list(r.payer_currencies ?? r.currencies).map(code).filter((c): c is string => !!c && /^[A-Z]{3}$/.test(c.toUpperCase())).map((c) => c.toUpperCase()))].sort();
  const fields = list(r.fields).flatMap((f) => {
    if (!f || typeof f !== 'object') return [];
    const field = f as Record<string, unknown>;
    const fieldName = text(field.name) ?? text(field.id);
    if (!fieldName) return [];
    return [{ name: fieldName, label: text(field.label) ?? fieldName, required: field.required === true }];
  });
  return {
    id, name, country, currency, payment_types, payer_currencies, fields,
    city: text(r.city) ?? (r.address && typeof r.address === 'object' ? text((r.address as { city?: unknown }).city) : null),
    logo_url: httpsUrl(r.logo_url ?? r.logo),
    payment_url: httpsUrl(r.payment_url),
  };
}

/** The local provider: the shipped recipients, each paid on our sandbox page. */
export function localTransferProvider(publicUrl: string, file = LOCAL_RECIPIENTS_FILE): TransferProvider {
  return {
    name: 'local',
    async recipients() {
      const parsed = JSON.parse(await readFile(file, 'utf8')) as { recipients?: unknown };
      if (!Array.isArray(parsed.recipients)) throw new Error(`${file}: no recipients list`);
      return parsed.recipients.flatMap((raw) => {
        const recipient = readRecipient(raw);
        return recipient ? [{ ...recipient, payment_url: `${publicUrl}/flywire-sandbox/${recipient.id}` }] : [];
      });
    },
  };
}

const PER_PAGE = 100;
/** A guard against a provider that never stops paging. */
const MAX_PAGES = 200;

/** The real provider, through its public HTTP API. */
export function flywireTransferProvider(settings: FlywireSettings, fetcher: Fetch = fetch): TransferProvider {
  async function get(path: string): Promise<unknown> {
    const response = await fetcher(`${settings.apiBase}${path}`, {
      method: 'GET',
      headers: { accept: 'application/json', 'content-type': 'application/json', 'X-Authentication-Key': settings.apiKey },
      signal: AbortSignal.timeout(settings.timeoutMs ?? 15_000),
    });
    if (!response.ok) {
      const body = await response.text().catch(() => '');
      throw new Error(`Flywire answered ${response.status} to GET ${path}${body ? `: ${body.slice(0, 200)}` : ''}`);
    }
    return response.json();
  }
  const payUrl = (id: string) => settings.payUrl.replace('{recipient}', encodeURIComponent(id));
  return {
    name: 'flywire',
    async recipients() {
      const ids: string[] = [];
      for (let page = 1; page <= MAX_PAGES; page++) {
        const answer = (await get(`/recipients?page=${page}&per_page=${PER_PAGE}`)) as Record<string, unknown> | unknown[];
        const items = Array.isArray(answer) ? answer : Array.isArray(answer.recipients) ? answer.recipients : Array.isArray(answer.items) ? answer.items : null;
        if (items === null) throw new Error('Flywire answered GET /recipients without a list of recipients');
        for (const item of items) {
          const id = item && typeof item === 'object' ? text((item as { id?: unknown }).id) : null;
          if (id) ids.push(id.toUpperCase());
        }
        const total = !Array.isArray(answer) && typeof answer.total_entries === 'number' ? answer.total_entries : null;
        if (items.length < PER_PAGE || (total !== null && ids.length >= total)) break;
      }
      const recipients: ProviderRecipient[] = [];
      for (const id of ids) {
        const recipient = readRecipient(await get(`/recipients/${encodeURIComponent(id)}`));
        if (recipient) recipients.push({ ...recipient, payment_url: recipient.payment_url ?? payUrl(recipient.id) });
      }
      return recipients;
    },
  };
}
