import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { OWNER_KINDS, ROLES, type OwnerKind, type Role } from '../domain/caller.ts';

// The roles and owner kinds are the domain's (server/src/domain/caller.ts); re-exported for the contract's readers.
export { OWNER_KINDS, ROLES, type OwnerKind, type Role } from '../domain/caller.ts';

export type OwnsRule = { in: 'path' | 'query' | 'body'; name: string; kind: OwnerKind; optional?: boolean };
export type AccessRule = { public: true } | { public?: false; roles: readonly Role[]; owns: readonly OwnsRule[] };

type Json = Record<string, any>;

export type Operation = {
  api: 'portal' | 'leads';
  operationId: string;
  method: string;
  /** The contract's path, e.g. `/common/tasks/{user_id}`. */
  path: string;
  /** The same path in Fastify's syntax, e.g. `/common/tasks/:user_id`. */
  routePath: string;
  tags: string[];
  access: AccessRule;
  params?: Json;
  querystring?: Json;
  headers?: Json;
  /** JSON body schema, when the body is JSON (or text/plain carrying JSON). */
  body?: Json;
  bodyRequired: boolean;
  multipart: boolean;
  /** Response schemas by status code, fully dereferenced. */
  responses: Record<string, Json | undefined>;
};

export type Contract = { api: 'portal' | 'leads'; document: Json; operations: Operation[] };

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** Replaces every local `$ref` with its target (the contracts have no recursive schemas). */
function deref(node: unknown, root: Json, trail: string[] = []): any {
  if (Array.isArray(node)) return node.map((item) => deref(item, root, trail));
  if (!node || typeof node !== 'object') return node;
  const obj = node as Json;
  if (typeof obj.$ref === 'string') {
    const ref = obj.$ref;
    if (!ref.startsWith('#/')) throw new Error(`only local $refs are supported: ${ref}`);
    if (trail.includes(ref)) throw new Error(`recursive $ref: ${[...trail, ref].join(' -> ')}`);
    const target = ref
      .slice(2)
      .split('/')
      .reduce<any>((at, key) => at?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], root);
    if (target === undefined) throw new Error(`unresolved $ref ${ref}`);
    const { $ref: _ignored, ...siblings } = obj;
    return { ...deref(target, root, [...trail, ref]), ...deref(siblings, root, trail) };
  }
  const out: Json = {};
  for (const [key, value] of Object.entries(obj)) out[key] = deref(value, root, trail);
  return out;
}

/** OpenAPI parameter objects → one JSON schema (object) for that location. */
function parametersSchema(parameters: Json[], location: string): Json | undefined {
  const list = parameters.filter((p) => p.in === location);
  if (list.length === 0) return undefined;
  const properties: Json = {};
  const required: string[] = [];
  for (const p of list) {
    const name = location === 'header' ? String(p.name).toLowerCase() : p.name;
    properties[name] = p.schema ?? {};
    if (p.required || location === 'path') required.push(name);
  }
  return { type: 'object', properties, required, ...(location === 'header' ? {} : { additionalProperties: location === 'path' }) };
}

function accessOf(op: Json, where: string): AccessRule {
  const raw = op['x-access'];
  if (!raw || typeof raw !== 'object') throw new Error(`${where}: x-access is missing`);
  if (raw.public === true) return { public: true };
  const roles: Role[] =
    raw.roles === 'any' ? [...ROLES] : Array.isArray(raw.roles) ? raw.roles : (() => { throw new Error(`${where}: x-access.roles`); })();
  for (const role of roles) if (!ROLES.includes(role)) throw new Error(`${where}: unknown role ${role}`);
  const owns: OwnsRule[] = (raw.owns ?? []).map((rule: Json) => {
    if (!OWNER_KINDS.includes(rule.kind)) throw new Error(`${where}: unknown owner kind ${rule.kind}`);
    if (!['path', 'query', 'body'].includes(rule.in)) throw new Error(`${where}: owns.in must be path, query or body`);
    return { in: rule.in, name: rule.name, kind: rule.kind, optional: rule.optional === true };
  });
  return { roles, owns };
}

/** Loads a bundled contract (openapi/generated/<api>.json, from npm run api:types) or a single-file YAML one. */
export function loadContract(file: string, api: 'portal' | 'leads'): Contract {
  const text = readFileSync(file, 'utf8');
  const document: Json = file.endsWith('.json') ? JSON.parse(text) : parse(text);
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries<Json>(document.paths ?? {})) {
    const shared: Json[] = item.parameters ?? [];
    for (const method of METHODS) {
      const raw = item[method];
      if (!raw) continue;
      const where = `${method.toUpperCase()} ${path}`;
      const op = deref(raw, document);
      const parameters = [...deref(shared, document), ...(op.parameters ?? [])];
      const content: Json = op.requestBody?.content ?? {};
      const json = content['application/json'] ?? content['text/plain'];
      const multipart = Boolean(content['multipart/form-data']);
      operations.push({
        api,
        operationId: op.operationId,
        method: method.toUpperCase(),
        path,
        routePath: path.replace(/\{([^}]+)\}/g, ':$1'),
        tags: op.tags ?? [],
        access: accessOf(op, where),
        params: parametersSchema(parameters, 'path'),
        querystring: parametersSchema(parameters, 'query'),
        headers: parametersSchema(parameters, 'header'),
        body: json?.schema,
        bodyRequired: op.requestBody?.required === true,
        multipart,
        responses: Object.fromEntries(
          Object.entries<Json>(op.responses ?? {}).map(([code, response]) => [code, response.content?.['application/json']?.schema]),
        ),
      });
    }
  }
  const ids = new Set<string>();
  for (const op of operations) {
    if (!op.operationId) throw new Error(`${op.method} ${op.path}: operationId is missing`);
    if (ids.has(op.operationId)) throw new Error(`duplicate operationId ${op.operationId}`);
    ids.add(op.operationId);
  }
  return { api, document, operations };
}
