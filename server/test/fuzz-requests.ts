// How the fuzz run (fuzz.test.ts) makes its requests: the places a value can go in an operation's request, the plans
// fast-check draws for it (values valid by the contract, each with at most one hostile mutation) and the request a
// plan stands for, as a signed-in caller or anonymous. The schema-driven value generators are in fuzz-kit.ts.
import fc from 'fast-check';
import type { Contract, Operation } from '../src/http/contract.ts';
import { deref, hostile, valid, type Schema } from './fuzz-kit.ts';

export type Slot = { where: 'params' | 'query' | 'headers' | 'body'; path: Array<string | number>; schema: Schema; required: boolean };
export type Mutation =
  | { kind: 'none' }
  | { kind: 'hostile'; slot: number; value: unknown }
  | { kind: 'missing'; slot: number }
  | { kind: 'extra'; value: unknown }
  | { kind: 'body-type'; value: unknown }
  | { kind: 'bad-json'; text: string }
  | { kind: 'bad-header'; headers: Record<string, string> }
  | { kind: 'raw-encoding'; slot: number; raw: string }
  | { kind: 'bad-multipart'; variant: number };
export type Plan = {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  headers: Record<string, unknown>;
  body: unknown;
  owned: boolean;
  mutation: Mutation;
};
export type Sent = { method: string; url: string; headers: Record<string, string>; payload?: string | Buffer };

const HOSTILE_HEADERS: Array<Record<string, string>> = [
  { cookie: 'unipath_refresh=%E0%A4%A' },
  { cookie: 'unipath_refresh=%00; unipath_refresh=x' },
  { cookie: `;;=;${'c'.repeat(6000)}=1; =%` },
  { 'user-agent': 'u'.repeat(10_000) },
  { 'user-agent': '\u00ff\u00fe' },
  { 'accept-language': '*;q=abc, \u00e9' },
  { 'x-forwarded-for': 'not-an-address, ::1, 999.1.1.1' },
  { 'if-none-match': '"\u00e9", W/' },
  { 'idempotency-key': 'k' },
  { 'content-type': 'application/json; charset=utf-16' },
  { 'content-type': 'application/xml' },
  { authorization: 'Bearer' },
  { authorization: 'Basic dXNlcjpwYXNz' },
  { authorization: `Bearer ${'a'.repeat(5000)}.b.c` },
  { authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.' },
];
const BAD_JSON = ['{"a":', "{'a':1}", '[1,2', '{"a":1}}', '\u0000', 'null', '"text"', '1e999', '{"__proto__":{"x":1}}', '{"a":"\\ud800"}'];
/** Multipart bodies a careless client sends: two files, no end, a boundary that never comes, odd names. */
const BAD_MULTIPART = (boundary: string): Array<string> => [
  `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="b.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-2\r\n--${boundary}--\r\n`,
  `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1`,
  `--other\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1\r\n--other--\r\n`,
  `--${boundary}\r\nContent-Disposition: form-data; name="fi\u0000le"; filename="\u0000.pdf"\r\n\r\nx\r\n--${boundary}--\r\n`,
  `--${boundary}\r\nContent-Disposition: form-data; name="unexpected"\r\n\r\n${'v'.repeat(2_000_000)}\r\n--${boundary}--\r\n`,
  `--${boundary}--\r\n`,
  '',
];
const BAD_ENCODINGS = ['%E0%A4%A', '%', '%FF', '%C3%28', '%ZZ', '%2e%2e%2f', '%25%00'];

/** The places a value can go in a request of `op`, for the hostile and missing mutations. */
function slotsOf(op: Operation, body: Schema | undefined): Slot[] {
  const slots: Slot[] = [];
  const part = (where: Slot['where'], schema: Schema | undefined) => {
    for (const [name, property] of Object.entries<Schema>(schema?.properties ?? {})) {
      slots.push({ where, path: [name], schema: property, required: (schema?.required ?? []).includes(name) });
    }
  };
  part('params', op.params);
  part('query', op.querystring);
  part('headers', op.headers);
  const walk = (schema: Schema | undefined, path: Array<string | number>, depth: number) => {
    if (!schema || depth > 3) return;
    const choices: Schema[] = [schema, ...(schema.oneOf ?? []), ...(schema.anyOf ?? []), ...(schema.allOf ?? [])];
    for (const choice of choices) {
      for (const [name, property] of Object.entries<Schema>(choice.properties ?? {})) {
        slots.push({ where: 'body', path: [...path, name], schema: property, required: (choice.required ?? []).includes(name) });
        walk(property, [...path, name], depth + 1);
      }
      if (choice.items) walk(choice.items, [...path, 0], depth + 1);
    }
  };
  walk(body, [], 0);
  return slots;
}

function setAt(target: Record<string, any>, path: Array<string | number>, value: unknown, remove = false): void {
  let at: any = target;
  for (let i = 0; i < path.length - 1; i++) {
    const key = path[i];
    if (at[key] === null || typeof at[key] !== 'object') at[key] = typeof path[i + 1] === 'number' ? [] : {};
    at = at[key];
  }
  const last = path[path.length - 1];
  if (remove) {
    if (Array.isArray(at) && typeof last === 'number') at.splice(last, 1);
    else delete at[last];
  } else {
    at[last] = value;
  }
}

/** Percent-encodes the UTF-8 of `text` (a lone surrogate becomes U+FFFD, as a browser sends it). */
function pct(text: string): string {
  let out = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const char = String.fromCharCode(byte);
    out += /[A-Za-z0-9_~-]/.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

const asText = (value: unknown): string =>
  typeof value === 'string' ? value : value !== null && typeof value === 'object' ? JSON.stringify(value) : String(value);

function multipartBody(schema: Schema, plan: Plan, boundary: string): Buffer {
  const chunks: Buffer[] = [];
  const body = (plan.body && typeof plan.body === 'object' ? plan.body : {}) as Record<string, unknown>;
  for (const [name, property] of Object.entries<Schema>(schema.properties ?? {})) {
    if (property.format === 'binary') {
      const filename = typeof body[`${name}.filename`] === 'string' ? String(body[`${name}.filename`]) : 'note.pdf';
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename.replace(/["\r\n]/g, '_')}"\r\nContent-Type: application/pdf\r\n\r\n`));
      chunks.push(Buffer.from('%PDF-1.4\n% fuzz\n'));
      chunks.push(Buffer.from('\r\n'));
    } else if (body[name] !== undefined) {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${asText(body[name])}\r\n`));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

/** What the run needs to know of one operation: where values go, and how its body is sent. */
export type OperationShape = {
  op: Operation;
  slots: Slot[];
  bodySchema: Schema | undefined;
  multipartSchema: Schema | undefined;
  /** The body's media types other than multipart/form-data. */
  mediaTypes: string[];
};

export function shapeOf(op: Operation, document: Contract['document']): OperationShape {
  const rawOp = document.paths[op.path][op.method.toLowerCase()];
  const content: Record<string, Schema> = rawOp.requestBody?.content ?? {};
  const multipartSchema: Schema | undefined = content['multipart/form-data'] ? deref(content['multipart/form-data'].schema, document) : undefined;
  const mediaTypes = Object.keys(content).filter((type) => type !== 'multipart/form-data');
  const bodySchema = op.body ?? multipartSchema;
  return { op, slots: slotsOf(op, bodySchema), bodySchema, multipartSchema, mediaTypes };
}

/** The plans fast-check draws for one operation: valid values, and at most one mutation of them. */
export function planArbitrary({ op, slots, bodySchema, multipartSchema }: OperationShape): fc.Arbitrary<Plan> {
  const requiredSlots = slots.map((slot, i) => (slot.required && slot.where !== 'params' ? i : -1)).filter((i) => i >= 0);
  const inputSlots = slots.map((slot, i) => (slot.where === 'params' || slot.where === 'query' ? i : -1)).filter((i) => i >= 0);

  const mutations: Array<fc.WeightedArbitrary<Mutation>> = [{ weight: 6, arbitrary: fc.constant<Mutation>({ kind: 'none' }) }];
  if (slots.length) {
    mutations.push({
      weight: 6,
      arbitrary: fc.integer({ min: 0, max: slots.length - 1 }).chain((slot) => hostile(slots[slot].schema).map((value): Mutation => ({ kind: 'hostile', slot, value }))),
    });
  }
  if (requiredSlots.length) {
    mutations.push({ weight: 1, arbitrary: fc.constantFrom(...requiredSlots).map((slot): Mutation => ({ kind: 'missing', slot })) });
  }
  if (inputSlots.length) {
    mutations.push({
      weight: 1,
      arbitrary: fc.tuple(fc.constantFrom(...inputSlots), fc.constantFrom(...BAD_ENCODINGS)).map(([slot, raw]): Mutation => ({ kind: 'raw-encoding', slot, raw })),
    });
  }
  mutations.push({ weight: 1, arbitrary: hostile().map((value): Mutation => ({ kind: 'extra', value })) });
  mutations.push({ weight: 2, arbitrary: fc.constantFrom(...HOSTILE_HEADERS).map((headers): Mutation => ({ kind: 'bad-header', headers })) });
  if (multipartSchema) {
    mutations.push({ weight: 2, arbitrary: fc.nat({ max: BAD_MULTIPART('b').length - 1 }).map((variant): Mutation => ({ kind: 'bad-multipart', variant })) });
  }
  if (op.body) {
    mutations.push({ weight: 1, arbitrary: hostile().map((value): Mutation => ({ kind: 'body-type', value })) });
    mutations.push({ weight: 1, arbitrary: fc.constantFrom(...BAD_JSON).map((text): Mutation => ({ kind: 'bad-json', text })) });
  }
  const modelOf = (schema: Schema | undefined) =>
    Object.fromEntries(Object.entries<Schema>(schema?.properties ?? {}).map(([name, property]) => [name, fc.oneof(valid(property, 0, true), valid(property))]));
  return fc.record({
    params: fc.record(modelOf(op.params)),
    query: fc.record(modelOf(op.querystring), { requiredKeys: op.querystring?.required ?? [] }),
    headers: fc.record(modelOf(op.headers), { requiredKeys: op.headers?.required ?? [] }),
    body: bodySchema
      ? multipartSchema
        ? fc.record({ ...modelOf(multipartSchema), ...Object.fromEntries(Object.keys(multipartSchema.properties ?? {}).map((name) => [`${name}.filename`, fc.oneof(fc.constant('note.pdf'), fc.constantFrom('a\u0000.pdf', '../../etc/passwd', `${'n'.repeat(300)}.pdf`, '\u00e9t\u00e9.pdf', '.pdf', 'x'))])) }, { requiredKeys: multipartSchema.required ?? [] })
        : fc.oneof(valid(op.body, 0, true), valid(op.body))
      : fc.constant(undefined),
    owned: fc.boolean(),
    mutation: fc.oneof(...mutations),
  });
}

/** Who sends a request: their access token, their own user id and a student they reach. */
export type Sender = { token: string | undefined; selfId: number; studentId: number };

/** The request a plan stands for, as `sender` (null: anonymous), under the API's `base` path. */
export function buildRequest({ op, slots, bodySchema, multipartSchema, mediaTypes }: OperationShape, plan: Plan, sender: Sender | null, base: string): Sent {
  const owns = op.access.public ? [] : op.access.owns;
  const params: Record<string, any> = { ...plan.params };
  const query: Record<string, any> = { ...plan.query };
  const headers: Record<string, any> = { ...plan.headers };
  let body: any = plan.body === undefined ? undefined : structuredClone(plan.body);
  if (plan.owned && sender) {
    for (const rule of owns) {
      const value = rule.kind === 'student' ? sender.studentId : ['self', 'team_member', 'franchise'].includes(rule.kind) ? sender.selfId : undefined;
      if (value === undefined) continue;
      const target = rule.in === 'path' ? params : rule.in === 'query' ? query : body && typeof body === 'object' ? body : null;
      if (!target || (rule.in === 'query' && !(rule.name in target) && rule.optional)) continue;
      const schema = (rule.in === 'path' ? op.params : rule.in === 'query' ? op.querystring : bodySchema)?.properties?.[rule.name];
      target[rule.name] = schema?.type === 'array' ? [value] : value;
    }
  }
  const sentHeaders: Record<string, string> = {};
  let raw: { slot: Slot; text: string } | null = null;
  let payload: string | Buffer | undefined;
  const mutation = plan.mutation;
  if (mutation.kind === 'hostile' || mutation.kind === 'missing') {
    const slot = slots[mutation.slot];
    const target = slot.where === 'params' ? params : slot.where === 'query' ? query : slot.where === 'headers' ? headers : null;
    if (target) setAt(target, slot.path, mutation.kind === 'hostile' ? mutation.value : undefined, mutation.kind === 'missing');
    else {
      if (body === null || typeof body !== 'object') body = {};
      setAt(body, slot.path, mutation.kind === 'hostile' ? mutation.value : undefined, mutation.kind === 'missing');
    }
  } else if (mutation.kind === 'extra') {
    if (body && typeof body === 'object' && !Array.isArray(body)) body.unexpected_field = mutation.value;
    else query.unexpected_field = mutation.value;
  } else if (mutation.kind === 'body-type') {
    body = mutation.value;
  } else if (mutation.kind === 'raw-encoding') {
    raw = { slot: slots[mutation.slot], text: mutation.raw };
  }
  const segment = (name: string) => {
    if (raw?.slot.where === 'params' && raw.slot.path[0] === name) return raw.text;
    const text = pct(asText(params[name]));
    return text === '' || /^(\.|%2E)+$/i.test(text) ? `x${text}` : text;
  };
  const path = op.path.replace(/\{([^}]+)\}/g, (_match, name: string) => segment(name));
  const pairs: string[] = [];
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) && value.length ? value : [value]) pairs.push(`${pct(name)}=${pct(asText(item))}`);
  }
  if (raw?.slot.where === 'query') pairs.push(`${pct(String(raw.slot.path[0]))}=${raw.text}`);
  for (const [name, value] of Object.entries(headers)) if (value !== undefined) sentHeaders[name] = asText(value);
  if (sender) sentHeaders.authorization = `Bearer ${sender.token}`;
  if (multipartSchema) {
    const boundary = '----unipath-fuzz-boundary';
    sentHeaders['content-type'] = `multipart/form-data; boundary=${boundary}`;
    payload = mutation.kind === 'bad-multipart' ? BAD_MULTIPART(boundary)[mutation.variant] : multipartBody(multipartSchema, { ...plan, body }, boundary);
  } else if (op.body && (body !== undefined || mutation.kind === 'bad-json')) {
    sentHeaders['content-type'] = mediaTypes.includes('application/json') ? 'application/json' : mediaTypes[0];
    payload = mutation.kind === 'bad-json' ? mutation.text : JSON.stringify(body);
  }
  if (mutation.kind === 'bad-header') Object.assign(sentHeaders, mutation.headers);
  return { method: op.method, url: `${base}${path}${pairs.length ? `?${pairs.join('&')}` : ''}`, headers: sentHeaders, payload };
}
