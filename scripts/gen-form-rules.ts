// The text of openapi/generated/forms.ts: the field rules of every JSON request body of the bundled contracts, for
// the SPA's forms. Written by scripts/gen-api-types.ts (npm run api:types).
import type { Api, OpenApiDocument } from './bundle-contracts.ts';

type Schema = Record<string, any>;

/** What a form reads of one value (see the header of forms.ts for the meaning of each key). */
type FieldType = 'string' | 'integer' | 'number' | 'boolean' | 'array' | 'object';
export type ValueRule = {
  /** One type, or the several a free value may take (a lead's category field: text, number, yes/no or a list). */
  type: FieldType | FieldType[];
  nullable?: true;
  title?: string;
  description?: string;
  default?: unknown;
  const?: unknown;
  format?: string;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  items?: ValueRule;
  fields?: Record<string, FieldRule>;
  values?: ValueRule;
} & GroupRules;
export type FieldRule = ValueRule & { required: boolean };
type GroupRules = {
  oneOf?: string[][];
  anyOf?: string[][];
  notTogether?: string[];
  dependentRequired?: Record<string, string[]>;
};
export type FormRules = { required: string[]; fields: Record<string, FieldRule>; description?: string } & GroupRules;

const TYPES = ['string', 'integer', 'number', 'boolean', 'array', 'object'] as const;
/** Kept as they are. */
const COPIED = [
  'title', 'description', 'default', 'const', 'format', 'minLength', 'maxLength', 'pattern', 'enum', 'minimum', 'maximum',
  'exclusiveMinimum', 'exclusiveMaximum', 'minItems', 'maxItems', 'uniqueItems',
] as const;
/** Read elsewhere (type, properties, …) or of no use to a form. */
const HANDLED = new Set([
  'type', 'properties', 'required', 'additionalProperties', 'items', 'oneOf', 'anyOf', 'not', 'dependentRequired',
  'examples', 'example', 'readOnly', 'writeOnly', 'deprecated', '$ref',
]);

/** Follows a local `$ref`; the referring object's own keywords (a `default`, a `description`) win. */
function resolve(schema: Schema, document: OpenApiDocument, where: string, trail: string[] = []): Schema {
  if (typeof schema?.$ref !== 'string') return schema;
  const ref: string = schema.$ref;
  if (!ref.startsWith('#/')) throw new Error(`${where}: only local $refs can be read, found ${ref}`);
  if (trail.includes(ref)) throw new Error(`${where}: recursive $ref ${ref}`);
  const target = ref
    .slice(2)
    .split('/')
    .reduce<any>((at, key) => at?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], document);
  if (target === undefined) throw new Error(`${where}: unresolved $ref ${ref}`);
  const { $ref: _ref, ...own } = schema;
  return { ...resolve(target, document, where, [...trail, ref]), ...own };
}

/** `oneOf`/`anyOf` branches that each only require fields: the groups of field names. */
function requiredGroups(branches: Schema[], where: string): string[][] {
  return branches.map((branch, index) => {
    if (!Array.isArray(branch.required) || branch.required.length === 0) {
      throw new Error(`${where}: branch ${index} of an object's oneOf/anyOf must name required fields`);
    }
    return [...branch.required];
  });
}

function valueRule(raw: Schema, document: OpenApiDocument, where: string): ValueRule {
  const schema = resolve(raw, document, where);
  for (const key of Object.keys(schema)) {
    if (!HANDLED.has(key) && !(COPIED as readonly string[]).includes(key) && !key.startsWith('x-')) {
      throw new Error(`${where}: the form rules cannot express the keyword ${key}`);
    }
  }
  // A value or null, written `oneOf`/`anyOf: [X, {type: null}]`: X, nullable.
  for (const combinator of ['oneOf', 'anyOf'] as const) {
    const branches: Schema[] | undefined = schema[combinator];
    if (!branches || schema.type === 'object' || schema.properties) continue;
    const resolved = branches.map((branch) => resolve(branch, document, where));
    const values = resolved.filter((branch) => branch.type !== 'null');
    if (values.length !== 1 || resolved.length !== 2) {
      throw new Error(`${where}: a field's ${combinator} must be one schema or null`);
    }
    const { [combinator]: _branches, ...own } = schema;
    return { ...valueRule({ ...values[0], ...own }, document, where), nullable: true };
  }
  const declared: unknown[] = Array.isArray(schema.type) ? schema.type : [schema.type ?? (schema.properties ? 'object' : undefined)];
  const types = declared.filter((t) => t !== 'null') as FieldType[];
  if (types.length === 0 || types.some((t) => !TYPES.includes(t))) {
    throw new Error(`${where}: unsupported type ${JSON.stringify(schema.type)}`);
  }
  const rule: ValueRule = { type: types.length === 1 ? types[0] : types };
  if (declared.includes('null')) rule.nullable = true;
  for (const key of COPIED) if (schema[key] !== undefined) (rule as Record<string, unknown>)[key] = schema[key];
  if (types.includes('array')) {
    if (!schema.items) throw new Error(`${where}: an array needs items`);
    rule.items = valueRule(schema.items, document, `${where}[]`);
  }
  if (types.includes('object')) Object.assign(rule, objectRules(schema, document, where));
  return rule;
}

/** The fields of an object and the rules over several of them. */
function objectRules(schema: Schema, document: OpenApiDocument, where: string): { fields: Record<string, FieldRule>; values?: ValueRule } & GroupRules {
  const required: string[] = schema.required ?? [];
  const fields: Record<string, FieldRule> = {};
  for (const [name, property] of Object.entries<Schema>(schema.properties ?? {})) {
    const { type, ...rest } = valueRule(property, document, `${where}.${name}`);
    fields[name] = { type, required: required.includes(name), ...rest };
  }
  const missing = required.filter((name) => !(name in fields));
  if (missing.length) throw new Error(`${where}: required ${missing.join(', ')} is not a property`);
  const out: { fields: Record<string, FieldRule>; values?: ValueRule } & GroupRules = { fields };
  if (schema.additionalProperties && typeof schema.additionalProperties === 'object') {
    out.values = valueRule(schema.additionalProperties, document, `${where}.*`);
  }
  if (schema.oneOf) out.oneOf = requiredGroups(schema.oneOf, where);
  if (schema.anyOf) out.anyOf = requiredGroups(schema.anyOf, where);
  if (schema.not) {
    const not = resolve(schema.not, document, where);
    if (!Array.isArray(not.required) || not.required.length < 2) throw new Error(`${where}: not must name the fields that may not come together`);
    out.notTogether = [...not.required];
  }
  if (schema.dependentRequired) out.dependentRequired = schema.dependentRequired;
  return out;
}

/** The rules of one request body (an object schema). */
export function formRules(raw: Schema, document: OpenApiDocument, where: string): FormRules {
  const rule = valueRule(raw, document, where);
  if (rule.type !== 'object' || rule.nullable) throw new Error(`${where}: a JSON request body must be an object`);
  const { type: _type, fields = {}, description, oneOf, anyOf, notTogether, dependentRequired, values } = rule;
  if (values) throw new Error(`${where}: a body with free-form keys cannot be a form`);
  const required = Object.entries(fields).filter(([, field]) => field.required).map(([name]) => name);
  return {
    required,
    fields,
    ...(oneOf ? { oneOf } : {}),
    ...(anyOf ? { anyOf } : {}),
    ...(notTogether ? { notTogether } : {}),
    ...(dependentRequired ? { dependentRequired } : {}),
    ...(description ? { description } : {}),
  };
}

export type BodyForm = { api: Api; operationId: string; schemaName?: string; rules: FormRules };

/** Every JSON request body of both contracts, in the contracts' order. */
export function bodyForms(documents: Record<Api, OpenApiDocument>): BodyForm[] {
  const forms: BodyForm[] = [];
  for (const api of ['portal', 'leads'] as const) {
    const document = documents[api];
    for (const item of Object.values<Schema>(document.paths ?? {})) {
      for (const method of ['get', 'post', 'put', 'patch', 'delete']) {
        const operation = item[method];
        const body = operation && resolve(operation.requestBody ?? {}, document, operation.operationId);
        const schema = body?.content?.['application/json']?.schema;
        if (!schema) continue;
        const match = typeof schema.$ref === 'string' ? /^#\/components\/schemas\/([^/]+)$/.exec(schema.$ref) : null;
        const schemaName = match && Object.keys(schema).length === 1 ? match[1] : undefined;
        forms.push({ api, operationId: operation.operationId, schemaName, rules: formRules(schema, document, `${api} ${operation.operationId} body`) });
      }
    }
  }
  return forms;
}

/** A value as TypeScript source: keys bare where they can be, strings in single quotes. */
function literal(value: unknown, indent: string): string {
  if (value === null || typeof value !== 'object') {
    return typeof value === 'string' ? `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'` : JSON.stringify(value);
  }
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    const flat = `[${value.map((item) => literal(item, inner)).join(', ')}]`;
    if (flat.length + indent.length <= 100 && !flat.includes('\n')) return flat;
    return `[\n${value.map((item) => `${inner}${literal(item, inner)},`).join('\n')}\n${indent}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return '{}';
  const key = (name: string) => (/^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name) ? name : `'${name}'`);
  return `{\n${entries.map(([name, item]) => `${inner}${key(name)}: ${literal(item, inner)},`).join('\n')}\n${indent}}`;
}

export function formRulesText(documents: Record<Api, OpenApiDocument>, sources: string): string {
  const forms = bodyForms(documents);
  const lines = [
    `// Generated from the JSON request bodies of ${sources} by scripts/gen-api-types.ts (npm run api:types).`,
    '// Do not edit: change the contract and run npm run api:types.',
    '//',
    '// What a form needs to check its fields before it sends (the server checks the same rules again, from the same',
    '// contract). One named export per request body, so a page\'s bundle keeps only the forms it imports:',
    '//   <operationId>Body   every operation with a JSON body: saveTaskBody, loginBody, …',
    '//   <SchemaName>        every component schema used as a JSON body: TaskSaveBody, RegistrationBody, …; the',
    '//                       operations that send it export the same object (saveTaskBody === TaskSaveBody).',
    '// Each is a FormRules:',
    '//   required            the fields the body must hold',
    '//   fields              a FieldRule per field, in the contract\'s order',
    '//   oneOf / anyOf       groups of fields: exactly one group / at least one group must be given',
    '//                       ([[\'city_id\'], [\'city_name\']]: a city id or a city name)',
    '//   notTogether         fields that may not all be given at once',
    '//   dependentRequired   { field: [fields required as soon as it is given] }',
    '// A FieldRule (an array\'s `items` and an object\'s free-form `values` are the same without `required`):',
    '//   type                string | integer | number | boolean | array | object, or a list of them when a free',
    '//                       value may take several (a lead\'s category field value)',
    '//   required            the field must be given',
    '//   nullable            null is accepted (the field may be cleared)',
    '//   title, description, default, const, enum',
    '//   format              email, date, date-time, uri, … (JSON Schema formats)',
    '//   minLength, maxLength, pattern   strings; pattern is an ECMAScript regular expression: new RegExp(pattern, \'u\')',
    '//   minimum, maximum, exclusiveMinimum, exclusiveMaximum   numbers',
    '//   minItems, maxItems, uniqueItems, items   arrays',
    '//   fields (+ oneOf, anyOf, notTogether, dependentRequired)   objects',
    '',
    'export type FieldType = \'string\' | \'integer\' | \'number\' | \'boolean\' | \'array\' | \'object\';',
    '',
    'type GroupRules = {',
    '  readonly oneOf?: readonly (readonly string[])[];',
    '  readonly anyOf?: readonly (readonly string[])[];',
    '  readonly notTogether?: readonly string[];',
    '  readonly dependentRequired?: { readonly [field: string]: readonly string[] };',
    '};',
    '',
    'export type ValueRule = GroupRules & {',
    '  readonly type: FieldType | readonly FieldType[];',
    '  readonly nullable?: true;',
    '  readonly title?: string;',
    '  readonly description?: string;',
    '  readonly default?: unknown;',
    '  readonly const?: unknown;',
    '  readonly format?: string;',
    '  readonly minLength?: number;',
    '  readonly maxLength?: number;',
    '  readonly pattern?: string;',
    '  readonly enum?: readonly unknown[];',
    '  readonly minimum?: number;',
    '  readonly maximum?: number;',
    '  readonly exclusiveMinimum?: number;',
    '  readonly exclusiveMaximum?: number;',
    '  readonly minItems?: number;',
    '  readonly maxItems?: number;',
    '  readonly uniqueItems?: boolean;',
    '  readonly items?: ValueRule;',
    '  readonly fields?: { readonly [field: string]: FieldRule };',
    '  readonly values?: ValueRule;',
    '};',
    '',
    'export type FieldRule = ValueRule & { readonly required: boolean };',
    '',
    'export type FormRules = GroupRules & {',
    '  readonly required: readonly string[];',
    '  readonly fields: { readonly [field: string]: FieldRule };',
    '  readonly description?: string;',
    '};',
  ];
  const taken = new Set(['FieldType', 'ValueRule', 'FieldRule', 'FormRules', 'GroupRules']);
  const claim = (name: string, where: string) => {
    if (taken.has(name)) throw new Error(`${where}: the export name ${name} is taken`);
    taken.add(name);
  };
  const written = new Map<string, string>();
  for (const form of forms) {
    const exportName = `${form.operationId}Body`;
    const where = `${form.api} ${form.operationId}`;
    lines.push('');
    if (form.schemaName) {
      const text = literal(form.rules, '');
      const previous = written.get(form.schemaName);
      if (previous === undefined) {
        claim(form.schemaName, where);
        written.set(form.schemaName, text);
        lines.push(`/** The ${form.schemaName} body (${form.api}). */`, `export const ${form.schemaName} = ${text} as const satisfies FormRules;`, '');
      } else if (previous !== text) {
        throw new Error(`${where}: ${form.schemaName} reads differently in the two contracts`);
      }
      claim(exportName, where);
      lines.push(`/** The body of ${form.operationId} (${form.api}). */`, `export const ${exportName} = ${form.schemaName};`);
    } else {
      claim(exportName, where);
      lines.push(`/** The body of ${form.operationId} (${form.api}). */`, `export const ${exportName} = ${literal(form.rules, '')} as const satisfies FormRules;`);
    }
  }
  lines.push('');
  return lines.join('\n');
}
