// The text of openapi/generated/access.ts: who may call each operation, read from every operation's `x-access` in
// the bundled contracts. Written by scripts/gen-api-types.ts (npm run api:types).
import type { Api, OpenApiDocument } from './bundle-contracts.ts';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
type Method = (typeof METHODS)[number];

export type AccessEntry = { operationId: string; api: Api; method: Method; path: string; public: boolean; roles: string[] };

/** The names access.ts declares besides one export per operation: an operationId may not take one of them. */
const RESERVED = ['ROLES', 'Role', 'HttpMethod', 'OperationRoles', 'OperationAccess', 'operationAccess', 'OperationId', 'ROLE_BITS', 'rolesOf'];

/** The roles of the contracts: the `UserType` enum, the same in both. */
export function rolesOfContracts(documents: Record<Api, OpenApiDocument>): string[] {
  const [portal, leads] = [documents.portal, documents.leads].map((doc) => doc.components?.schemas?.UserType?.enum);
  if (!Array.isArray(portal) || portal.length === 0) throw new Error('portal: components.schemas.UserType.enum is missing');
  if (JSON.stringify(portal) !== JSON.stringify(leads)) throw new Error('UserType differs between the contracts');
  return portal as string[];
}

/** Every operation of both contracts with its access rule; `roles: any` and public operations list every role. */
export function accessEntries(documents: Record<Api, OpenApiDocument>): AccessEntry[] {
  const roles = rolesOfContracts(documents);
  const entries: AccessEntry[] = [];
  for (const api of ['portal', 'leads'] as const) {
    for (const [path, item] of Object.entries<OpenApiDocument>(documents[api].paths ?? {})) {
      for (const method of METHODS) {
        const operation = item[method];
        if (!operation) continue;
        const where = `${api} ${method.toUpperCase()} ${path}`;
        const { operationId } = operation;
        if (typeof operationId !== 'string' || !/^[a-z][A-Za-z0-9]*$/.test(operationId)) {
          throw new Error(`${where}: operationId must be lowerCamelCase, found ${operationId}`);
        }
        if (RESERVED.includes(operationId)) throw new Error(`${where}: operationId ${operationId} is a name access.ts needs`);
        const access = operation['x-access'];
        if (!access || typeof access !== 'object') throw new Error(`${where}: x-access is missing`);
        let allowed: string[];
        if (access.public === true) allowed = roles;
        else if (access.roles === 'any') allowed = roles;
        else if (Array.isArray(access.roles) && access.roles.length > 0) allowed = access.roles;
        else throw new Error(`${where}: x-access needs public: true or roles`);
        const unknown = allowed.filter((role) => !roles.includes(role));
        if (unknown.length) throw new Error(`${where}: unknown role ${unknown.join(', ')}`);
        entries.push({ operationId, api, method, path, public: access.public === true, roles: [...allowed] });
      }
    }
  }
  const seen = new Set<string>();
  for (const entry of entries) {
    if (seen.has(entry.operationId)) throw new Error(`operationId ${entry.operationId} is declared twice`);
    seen.add(entry.operationId);
  }
  return entries;
}

const quote = (value: string) => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
const list = (values: readonly string[]) => `[${values.map(quote).join(', ')}]`;

export function accessMapText(documents: Record<Api, OpenApiDocument>, sources: string): string {
  const roles = rolesOfContracts(documents);
  const entries = accessEntries(documents);
  const lines = [
    `// Generated from ${sources} (every operation's x-access) by scripts/gen-api-types.ts (npm run api:types).`,
    '// Do not edit: change the contract and run npm run api:types.',
    '//',
    '// Who may call each operation, for the route table, the menu and any control that a role may or may not use, so',
    '// that no role list is ever copied by hand. Three ways in (and one check), by what they cost in an SPA bundle:',
    "//   import * as access from '@contract/access';  access.saveTask.roles  each operation is its own export (named",
    '//       by its operationId, with its roles and whether it is public: no path, so that the route table in the app\'s',
    '//       entry stays small); a namespace import is tree-shaken by member, so a chunk keeps only those it names;',
    "//   rolesOf('saveTask')   the roles of any operation from one compact table (one number per operation: bit i is",
    '//       ROLES[i]), so it carries every operation id but not paths or role names (about 2 KB gzip);',
    '//   operationAccess       every operation with api, method, path, public and roles: for the server, tests and',
    '//       tools (about 6 KB gzip in a bundle).',
    "//   mayCall(saveTask, role)  whether a role may call an operation: the one check for a control or a section shown",
    '//       only to those the call will serve (never a role list copied by hand).',
    '',
    '/** Every role of the contracts (their UserType), in the contracts\' order. */',
    `export const ROLES = ${list(roles)} as const;`,
    'export type Role = (typeof ROLES)[number];',
    '',
    "export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';",
    '',
    '/** Who may call an operation: what the app needs of it (the per-operation exports). */',
    'export type OperationRoles = {',
    '  /** No token needed (sign-in, registration, the public home); `roles` then lists every role. */',
    '  readonly public: boolean;',
    '  /** The signed-in roles that may call it (x-access roles; `any` is every role). */',
    '  readonly roles: readonly Role[];',
    '};',
    '',
    '/** An operation with where it is: for the server, tests and tools (`operationAccess`). */',
    'export type OperationAccess = OperationRoles & {',
    "  readonly api: 'portal' | 'leads';",
    '  readonly method: HttpMethod;',
    '  /** The path as the contract writes it, e.g. `/common/tasks/{user_id}` (without the API\'s base path). */',
    '  readonly path: string;',
    '};',
    '',
    '/**',
    ' * Whether a user of this role (none: signed out) may call an operation: the roles its contract lists may, and anyone',
    ' * a public one. For a control or a section shown only to those the call will serve; the server checks again.',
    ' */',
    'export function mayCall(operation: OperationRoles, role: string | null | undefined): boolean {',
    '  return operation.public || (role !== null && role !== undefined && (operation.roles as readonly string[]).includes(role));',
    '}',
    '',
  ];
  for (const entry of entries) {
    lines.push(
      `/** ${entry.method.toUpperCase()} ${entry.path} (${entry.api}) */`,
      `export const ${entry.operationId} = {`,
      `  public: ${entry.public},`,
      `  roles: ${list(entry.roles)},`,
      '} as const satisfies OperationRoles;',
    );
  }
  lines.push(
    '',
    '/** Every operation of both contracts by operationId. */',
    'export const operationAccess = {',
    // Literals, not spreads of the exports above: a spread may run getters, so a bundler would keep this whole table
    // in every chunk that imports one operation (32 KB in the app's entry); a literal nobody reads is dropped.
    ...entries.map(
      (entry) =>
        `  ${entry.operationId}: { api: ${quote(entry.api)}, method: ${quote(entry.method)}, path: ${quote(entry.path)}, public: ${entry.public}, roles: ${list(entry.roles)} },`,
    ),
    '} as const satisfies Record<string, OperationAccess>;',
    '',
    'export type OperationId = keyof typeof operationAccess;',
    '',
    '/** The roles of each operation as bits: bit i set when ROLES[i] may call it. */',
    'const ROLE_BITS: { readonly [operationId in OperationId]: number } = {',
    ...entries.map((entry) => `  ${entry.operationId}: ${entry.roles.reduce((bits, role) => bits | (1 << roles.indexOf(role)), 0)},`),
    '};',
    '',
    '/** The roles that may call an operation (every role for a public one), in the order of ROLES. */',
    'export function rolesOf(operationId: OperationId): readonly Role[] {',
    '  const bits = ROLE_BITS[operationId];',
    '  return ROLES.filter((_role, index) => (bits & (1 << index)) !== 0);',
    '}',
    '',
  );
  return lines.join('\n');
}
