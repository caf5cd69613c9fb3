// A property-based run over both contracts (issue 9: "Schemathesis or an equivalent in the test suite"): for every
// operation of openapi/generated/portal.json and leads.json, as anonymous and as a signed-in user of an allowed role,
// requests generated from the contract — valid by its schemas, and hostile (numbers past the bounds, negative, 0,
// NUL, very long text, odd Unicode, impossible dates, the wrong type, a required field left out, an extra one,
// malformed JSON, malformed cookies and headers, malformed percent-encoding). The property: no 5xx (a 501 for an
// operation not built yet is counted apart) and every answer matches the contract's response schema for its status.
//
// Seeded and reproducible: the seed is printed; `npm test` uses a fixed seed (so CI is deterministic: a failure is a
// defect, never luck), FUZZ_SEED=random explores a new one, FUZZ_SEED=<seed> replays a run, FUZZ_OPS=<regex of operationIds>
// narrows it, FUZZ_RUNS=<n> sets the requests per operation and caller, FUZZ_LOG=1 shows the server's error log. Its own database (harness.ts), so its writes
// touch no other test.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type Operation, type Role } from '../src/http/contract.ts';
import { compileResponseValidator } from '../src/http/validation.ts';
import { DEMO_PASSWORD, DEMO_USERS } from '../src/seed/demo-users.ts';
import { deref, hostile, valid, type Schema } from './fuzz-kit.ts';
import { startTestServer, type TestServer } from './harness.ts';

const FIXED_SEED = 20261124;
const SEED =
  process.env.FUZZ_SEED === 'random'
    ? Math.floor(Math.random() * 2 ** 31)
    : process.env.FUZZ_SEED
      ? Number(process.env.FUZZ_SEED)
      : FIXED_SEED;
const RUNS = Number(process.env.FUZZ_RUNS ?? 16);
/** Anonymous calls of an operation that needs a token only ever reach the token check: a few suffice. */
const ANONYMOUS_REFUSED_RUNS = 3;
const ONLY = process.env.FUZZ_OPS ? new RegExp(process.env.FUZZ_OPS) : null;

/** The demo account that plays each role (as in the access matrix) and the student it reaches. */
const ACTOR: Record<Role, string> = {
  student: 'student', counselor: 'counselor', operations: 'operations', visa: 'visa', operations_manager: 'manager',
  agent: 'agent', franchise: 'franchise', student_support: 'support', accounts: 'accounts', school_counselor: 'sc',
};
/** A student each role reaches, other than the one who signs in as the student (staff may deactivate theirs). */
const OWN_STUDENT: Record<Role, string> = {
  student: 'student', counselor: 's-ananya', operations: 's-diya', visa: 's-ishaan', operations_manager: 's-kabir',
  agent: 's-ananya', franchise: 's-diya', student_support: 's-saanvi', accounts: 's-vihaan', school_counselor: 's-arjun',
};

type Slot = { where: 'params' | 'query' | 'headers' | 'body'; path: Array<string | number>; schema: Schema; required: boolean };
type Mutation =
  | { kind: 'none' }
  | { kind: 'hostile'; slot: number; value: unknown }
  | { kind: 'missing'; slot: number }
  | { kind: 'extra'; value: unknown }
  | { kind: 'body-type'; value: unknown }
  | { kind: 'bad-json'; text: string }
  | { kind: 'bad-header'; headers: Record<string, string> }
  | { kind: 'raw-encoding'; slot: number; raw: string }
  | { kind: 'bad-multipart'; variant: number };
type Plan = {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  headers: Record<string, unknown>;
  body: unknown;
  owned: boolean;
  mutation: Mutation;
};
type Sent = { method: string; url: string; headers: Record<string, string>; payload?: string | Buffer };
type Stats = {
  requests: number;
  byClass: Record<string, number>;
  notImplemented: number;
  unsendable: number;
  failures: Map<string, { count: number; example: string }>;
  byCaller: Record<'anonymous' | 'signed-in', number>;
};

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

describe('property-based fuzz run over both contracts', () => {
  let server: TestServer;
  const tokens = new Map<Role, string>();
  const dead = new Set<Role>();
  const ids: Record<string, number> = {};

  const signInAs = async (role: Role): Promise<void> => {
    const user = DEMO_USERS.find((u) => u.key === ACTOR[role])!;
    const response = await server.app.inject({ method: 'POST', url: `${server.portal}/login`, payload: { email: user.email, password: DEMO_PASSWORD } });
    if (response.statusCode === 200) tokens.set(role, response.json().data.token);
    else dead.add(role);
  };

  beforeAll(async () => {
    // FUZZ_LOG=1 logs the server's errors (the cause of a 500) beside the run.
    server = await startTestServer(process.env.FUZZ_LOG ? { logLevel: 'error' } : {});
    for (const role of ROLES) await signInAs(role);
    for (const user of DEMO_USERS) {
      const { rows } = await server.db.query<{ user_id: number }>('SELECT user_id FROM users WHERE email = $1', [user.email]);
      ids[user.key] = rows[0].user_id;
    }
  }, 180_000);
  afterAll(async () => server?.close());

  it(`answers every generated request with no 5xx and as the contract says (seed ${SEED})`, async () => {
    const started = Date.now();
    const stats: Stats = {
      requests: 0, byClass: { '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0 }, notImplemented: 0, unsendable: 0,
      failures: new Map(), byCaller: { anonymous: 0, 'signed-in': 0 },
    };
    const succeeded = new Set<string>();
    const operations = server.app.contracts.flatMap((contract) => contract.operations.map((op) => ({ op, document: contract.document })));
    const checkers = new Map<string, ReturnType<typeof compileResponseValidator>>();
    const checkerFor = (op: Operation, code: string) => {
      const key = `${op.operationId} ${code}`;
      if (!checkers.has(key)) checkers.set(key, compileResponseValidator(op.responses[code]!));
      return checkers.get(key)!;
    };

    const record = (op: Operation, sent: Sent, problem: string) => {
      const key = `${op.operationId}: ${problem.slice(0, 200)}`;
      const seen = stats.failures.get(key);
      if (seen) seen.count++;
      else {
        const payload = sent.payload === undefined ? '' : ` body ${String(sent.payload).slice(0, 300)}`;
        const headers = { ...sent.headers };
        if (headers.authorization && [...tokens.values()].some((token) => headers.authorization === `Bearer ${token}`)) {
          headers.authorization = `Bearer <${[...tokens.entries()].find(([, token]) => headers.authorization === `Bearer ${token}`)![0]}>`;
        }
        stats.failures.set(key, { count: 1, example: `${sent.method} ${sent.url.slice(0, 300)} headers ${JSON.stringify(headers).slice(0, 300)}${payload}` });
      }
    };

    /** Checks one answer against the property; answers whether the caller's session ended. */
    const judge = (op: Operation, sent: Sent, status: number, contentType: string, text: string) => {
      stats.requests++;
      if (status < 300) succeeded.add(op.operationId);
      stats.byClass[`${String(status)[0]}xx`] = (stats.byClass[`${String(status)[0]}xx`] ?? 0) + 1;
      if (status === 501) {
        stats.notImplemented++;
        if (text !== JSON.stringify({ status: false, message: `not implemented yet: ${op.operationId}` })) record(op, sent, `501 answer ${text.slice(0, 120)}`);
        return;
      }
      if (status >= 500) return record(op, sent, `${status} ${text.slice(0, 160)}`);
      const code = String(status);
      const declared = op.responses[code] !== undefined || code in op.responses;
      const schemaCode = op.responses[code] ? code : op.responses[`${code[0]}XX`] ? `${code[0]}XX` : op.responses.default ? 'default' : null;
      if (!declared && !schemaCode && !['413', '415'].includes(code) && status !== 304) {
        return record(op, sent, `status ${status} is not declared: ${text.slice(0, 120)}`);
      }
      if (schemaCode && contentType.includes('application/json')) {
        let parsed: unknown;
        try {
          parsed = JSON.parse(text);
        } catch {
          return record(op, sent, `${status} answer is not JSON`);
        }
        const check = checkerFor(op, schemaCode);
        if (!check(parsed)) record(op, sent, `${status} answer breaks its schema: ${JSON.stringify(check.errors?.slice(0, 2))}`);
      }
    };

    const opSeed = (operationId: string, caller: string) => {
      let hash = 2166136261 ^ SEED;
      for (const char of `${operationId}:${caller}`) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
      return hash >>> 0;
    };

    for (const { op, document } of operations) {
      if (ONLY && !ONLY.test(op.operationId)) continue;
      const rawOp = document.paths[op.path][op.method.toLowerCase()];
      const content: Record<string, Schema> = rawOp.requestBody?.content ?? {};
      const multipartSchema: Schema | undefined = content['multipart/form-data'] ? deref(content['multipart/form-data'].schema, document) : undefined;
      const mediaTypes = Object.keys(content).filter((type) => type !== 'multipart/form-data');
      const bodySchema = op.body ?? multipartSchema;
      const slots = slotsOf(op, bodySchema);
      const requiredSlots = slots.map((slot, i) => (slot.required && slot.where !== 'params' ? i : -1)).filter((i) => i >= 0);
      const inputSlots = slots.map((slot, i) => (slot.where === 'params' || slot.where === 'query' ? i : -1)).filter((i) => i >= 0);
      const owns = op.access.public ? [] : op.access.owns;

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
      const planArb: fc.Arbitrary<Plan> = fc.record({
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

      /** The request a plan stands for, as `caller` (null: anonymous). */
      const build = (plan: Plan, caller: Role | null): Sent => {
        const params: Record<string, any> = { ...plan.params };
        const query: Record<string, any> = { ...plan.query };
        const headers: Record<string, any> = { ...plan.headers };
        let body: any = plan.body === undefined ? undefined : structuredClone(plan.body);
        if (plan.owned && caller) {
          for (const rule of owns) {
            const value = rule.kind === 'student' ? ids[OWN_STUDENT[caller]] : ['self', 'team_member', 'franchise'].includes(rule.kind) ? ids[ACTOR[caller]] : undefined;
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
        if (caller) sentHeaders.authorization = `Bearer ${tokens.get(caller)}`;
        if (multipartSchema) {
          const boundary = '----unipath-fuzz-boundary';
          sentHeaders['content-type'] = `multipart/form-data; boundary=${boundary}`;
          payload = mutation.kind === 'bad-multipart' ? BAD_MULTIPART(boundary)[mutation.variant] : multipartBody(multipartSchema, { ...plan, body }, boundary);
        } else if (op.body && (body !== undefined || mutation.kind === 'bad-json')) {
          sentHeaders['content-type'] = mediaTypes.includes('application/json') ? 'application/json' : mediaTypes[0];
          payload = mutation.kind === 'bad-json' ? mutation.text : JSON.stringify(body);
        }
        if (mutation.kind === 'bad-header') Object.assign(sentHeaders, mutation.headers);
        const base = op.api === 'portal' ? server.portal : server.leads;
        return { method: op.method, url: `${base}${path}${pairs.length ? `?${pairs.join('&')}` : ''}`, headers: sentHeaders, payload };
      };

      const run = async (caller: Role | null, count: number) => {
        const seed = opSeed(op.operationId, caller ?? 'anonymous');
        for (const plan of fc.sample(planArb, { seed, numRuns: count })) {
          if (caller && dead.has(caller)) return;
          const sent = build(plan, caller);
          let response;
          try {
            response = await server.app.inject({ method: sent.method as 'GET', url: sent.url, headers: sent.headers, payload: sent.payload });
          } catch {
            stats.unsendable++; // a header value Node itself refuses to carry
            continue;
          }
          stats.byCaller[caller ? 'signed-in' : 'anonymous']++;
          judge(op, sent, response.statusCode, String(response.headers['content-type'] ?? ''), response.body);
          // Signing out, or a change that ends the walker's session: sign that role in again.
          const ended = response.statusCode === 401 && plan.mutation.kind !== 'bad-header' && /session has ended|invalid or expired/.test(response.body);
          if (caller && ((op.operationId === 'logout' && response.statusCode === 200) || ended)) await signInAs(caller);
        }
      };

      const allowed = op.access.public ? [...ROLES] : op.access.roles.filter((role) => !dead.has(role));
      const role = allowed.length ? fc.sample(fc.constantFrom(...allowed), { seed: opSeed(op.operationId, 'role'), numRuns: 1 })[0] : null;
      await run(null, op.access.public ? RUNS : ANONYMOUS_REFUSED_RUNS);
      if (role) await run(role, op.access.public ? Math.ceil(RUNS / 2) : RUNS);
    }

    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const built = operations.map(({ op }) => op).filter((op) => !server.app.pending.includes(op.operationId) && (!ONLY || ONLY.test(op.operationId)));
    const serverErrors = [...stats.failures.entries()].filter(([key]) => /: 5\d\d /.test(key)).reduce((sum, [, f]) => sum + f.count, 0);
    const failures = [...stats.failures.entries()].reduce((sum, [, f]) => sum + f.count, 0);
    console.log(
      [
        `fuzz: seed ${SEED} (replay: FUZZ_SEED=${SEED}), ${RUNS} runs per operation and caller, ${seconds} s`,
        `  ${operations.filter(({ op }) => !ONLY || ONLY.test(op.operationId)).length} operations, ${stats.requests} requests (anonymous ${stats.byCaller.anonymous}, signed in ${stats.byCaller['signed-in']}; ${stats.unsendable} not sendable)`,
        `  by status: 2xx ${stats.byClass['2xx']}, 3xx ${stats.byClass['3xx']}, 4xx ${stats.byClass['4xx']}, 5xx ${stats.byClass['5xx']} (of which 501 not implemented yet ${stats.notImplemented})`,
        `  server errors ${serverErrors}; answers off the contract ${failures - serverErrors}${dead.size ? `; roles that could no longer sign in: ${[...dead].join(', ')}` : ''}`,
        `  built operations answering 2xx at least once: ${built.filter((op) => succeeded.has(op.operationId)).length} of ${built.length}`,
      ].join('\n'),
    );
    if (process.env.FUZZ_VERBOSE) console.log(`never 2xx: ${built.filter((op) => !succeeded.has(op.operationId)).map((op) => op.operationId).join(' ')}`);
    const report = [...stats.failures.entries()].map(([key, f]) => `${key} (×${f.count})\n    e.g. ${f.example}`);
    if (report.length) console.log(`fuzz failures (seed ${SEED}):\n${report.join('\n')}`);
    expect(report, `seed ${SEED}: replay with FUZZ_SEED=${SEED}`).toEqual([]);
    expect(stats.requests).toBeGreaterThan(0);
  }, 600_000);
});
