// Generators for the contract fuzz run (fuzz.test.ts), on fast-check: values valid by a JSON schema (the contract's,
// dereferenced) and hostile ones — past the bounds, of the wrong type, NUL, very long, odd Unicode, impossible dates.
import fc from 'fast-check';

export type Schema = Record<string, any>;

/** Replaces every local `$ref` of a bundled contract with its target (the contracts have no recursive schemas). */
export function deref(node: unknown, root: Schema, depth = 0): any {
  if (depth > 40) throw new Error('$ref nesting too deep');
  if (Array.isArray(node)) return node.map((item) => deref(item, root, depth + 1));
  if (!node || typeof node !== 'object') return node;
  const { $ref, ...rest } = node as Schema;
  const out: Schema = {};
  if (typeof $ref === 'string') {
    const target = $ref.slice(2).split('/').reduce<any>((at, key) => at?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], root);
    Object.assign(out, deref(target, root, depth + 1));
  }
  for (const [key, value] of Object.entries(rest)) out[key] = deref(value, root, depth + 1);
  return out;
}

const typesOf = (schema: Schema): string[] =>
  Array.isArray(schema.type) ? schema.type : typeof schema.type === 'string' ? [schema.type] : [];

const lowerBound = (schema: Schema, fallback: number) =>
  schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + (typesOf(schema).includes('integer') ? 1 : 0.01) : fallback);
const upperBound = (schema: Schema, fallback: number) =>
  schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - (typesOf(schema).includes('integer') ? 1 : 0.01) : fallback);

/** Any integer in [min, max], mostly small ones near the bottom (the demo data's ids are small) and the bounds. */
function integerIn(min: number, max: number): fc.Arbitrary<number> {
  const near = Math.min(max, min + 30);
  return fc.oneof(
    { weight: 6, arbitrary: fc.integer({ min, max: near }) },
    { weight: 2, arbitrary: fc.integer({ min, max }) },
    { weight: 1, arbitrary: fc.constantFrom(min, max) },
  );
}

function numberIn(min: number, max: number): fc.Arbitrary<number> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.double({ min, max, noNaN: true, noDefaultInfinity: true }) },
    { weight: 3, arbitrary: fc.integer({ min: Math.ceil(Math.max(min, -1e6) * 100), max: Math.floor(Math.min(max, 1e6) * 100) }).map((n) => n / 100) },
    { weight: 1, arbitrary: fc.constantFrom(min, max) },
  );
}

const isoDate = (date: Date) => date.toISOString().slice(0, 10);
const DATES = fc.date({ min: new Date('1950-01-01T00:00:00Z'), max: new Date('2100-12-31T23:59:59Z'), noInvalidDate: true });
/** The dates a plain request carries: from today to a year ahead (due dates, intakes, ranges). */
const SOON = fc.integer({ min: 1, max: 365 }).map((days) => new Date(Date.now() + days * 86_400_000));

function stringFor(schema: Schema, lean: boolean): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const fits = (value: string) => [...value].length >= min && [...value].length <= (schema.maxLength ?? Infinity);
  const max = schema.maxLength ?? Math.max(min, 60);
  switch (schema.format) {
    case 'email':
      return fc.oneof(fc.emailAddress({ size: 'xsmall' }), fc.constantFrom('student@demo.unipath.test', 'someone@example.com')).filter(fits);
    case 'date':
      return (lean ? SOON : DATES).map(isoDate);
    case 'date-time':
      return (lean ? SOON : DATES).map((date) => date.toISOString());
    case 'time':
      return fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 })).map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}:00`);
    case 'uri':
    case 'url':
      return fc.oneof(fc.webUrl(), fc.constant('https://example.com/return')).filter(fits);
    case 'uuid':
      return fc.uuid();
    case 'byte':
      return fc.base64String({ maxLength: 64 });
  }
  if (typeof schema.pattern === 'string') {
    return fc.stringMatching(new RegExp(schema.pattern)).filter(fits);
  }
  const short = Math.min(max, min + 40);
  if (lean) return fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz'), minLength: Math.max(min, 1), maxLength: Math.max(min, Math.min(max, 12)) });
  return fc.oneof(
    { weight: 5, arbitrary: fc.string({ minLength: min, maxLength: short }) },
    { weight: 2, arbitrary: fc.string({ unit: 'grapheme-composite', minLength: min, maxLength: short }) },
    // At the contract's limit, in a character that takes more than one byte: a column narrower than the contract fails here.
    { weight: 1, arbitrary: fc.constantFrom('x', '\u00e9', '\u{1F600}').map((unit) => unit.repeat(max)) },
  );
}

/**
 * Values valid by `schema`: required properties always, optional ones sometimes, arrays short. `lean` ones are the
 * plain requests a form sends — required properties only, small numbers, short words, dates in the coming year — so
 * that many get past the business rules too.
 */
export function valid(schema: Schema | undefined, depth = 0, lean = false): fc.Arbitrary<unknown> {
  if (!schema || depth > 12) return fc.constant(null);
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...schema.enum);
  if (schema.allOf) {
    return fc.tuple(...schema.allOf.map((part: Schema) => valid(part, depth + 1, lean))).map((parts) =>
      parts.every((part) => part && typeof part === 'object' && !Array.isArray(part)) ? Object.assign({}, ...parts) : parts[0],
    );
  }
  const choices = schema.oneOf ?? schema.anyOf;
  if (choices) {
    const { oneOf: _one, anyOf: _any, ...rest } = schema;
    return fc.oneof(...choices.map((choice: Schema) => valid({ ...rest, ...choice }, depth + 1, lean)));
  }
  const types = typesOf(schema);
  if (types.length > 1) return fc.oneof(...types.map((type) => valid({ ...schema, type }, depth + 1, lean)));
  switch (types[0]) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer': {
      const [min, max] = [lowerBound(schema, -1000), upperBound(schema, 1_000_000)];
      return lean ? fc.integer({ min, max: Math.min(max, min + 20) }) : integerIn(min, max);
    }
    case 'number': {
      const [min, max] = [lowerBound(schema, -1000), upperBound(schema, 1_000_000)];
      return lean ? fc.integer({ min: Math.ceil(min), max: Math.max(Math.ceil(min), Math.floor(Math.min(max, min + 100))) }) : numberIn(min, max);
    }
    case 'string':
      return stringFor(schema, lean);
    case 'array': {
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? 4, minLength + 4));
      const items = valid(schema.items, depth + 1, lean);
      return schema.uniqueItems
        ? fc.uniqueArray(items, { minLength, maxLength, selector: (item) => JSON.stringify(item) })
        : fc.array(items, { minLength, maxLength });
    }
    case 'object':
    default: {
      const properties: Record<string, Schema> = schema.properties ?? {};
      if (!Object.keys(properties).length) {
        if (typesOf(schema).length === 0 && !schema.additionalProperties) return fc.oneof(fc.string(), fc.integer(), fc.boolean());
        const extra = schema.additionalProperties && typeof schema.additionalProperties === 'object' ? schema.additionalProperties : {};
        return fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), valid(extra, depth + 1, lean), { maxKeys: lean ? 0 : 3 });
      }
      const required: string[] = (schema.required ?? []).filter((name: string) => name in properties);
      const names = lean ? required : Object.keys(properties);
      const model = Object.fromEntries(names.map((name) => [name, valid(properties[name], depth + 1, lean)]));
      return fc.record(model, { requiredKeys: required });
    }
  }
}

/** Values a careless or hostile caller sends instead of a valid one. */
export function hostile(schema: Schema = {}): fc.Arbitrary<unknown> {
  const max = upperBound(schema, 2 ** 31 - 1);
  const min = lowerBound(schema, 0);
  const maxLength = schema.maxLength ?? 200;
  return fc.oneof(
    // numbers: the column bounds, past the schema's, not integers, not numbers at all
    fc.constantFrom(2147483647, 2147483648, -2147483649, 9007199254740991, 9007199254740993, 1e20, 1e308, -1, 0, 1.5, -0.5),
    fc.constantFrom(max + 1, min - 1, max * 2, -max),
    // text: NUL, very long, past the limit, Unicode of every kind, lone surrogates, SQL and path tricks
    fc.constantFrom('', ' ', '\u0000', 'a\u0000b', 'x'.repeat(20_000), '\u00e9'.repeat(maxLength + 1), '\u{1F600}'.repeat(maxLength)),
    fc.constantFrom('\ud800', 'a\udfffb', '\u202eevil', 'e\u0301\u0301\u0301', '\uFEFF1', '\u0661\u0662', "' OR 1=1 --", '%', '_%\\', '../../etc/passwd', '${x}', '<script>'),
    fc.string({ unit: 'binary', maxLength: 30 }),
    // dates the calendar or the database refuse
    fc.constantFrom('0000-01-01', '0001-01-01', '9999-12-31', '2026-02-30', '2026-13-01', '10000-01-01', '1970-01-01T00:00:00Z', '2026-01-15T25:00:00Z', '-infinity', 'infinity', 'now', 'epoch'),
    // the wrong type
    fc.constantFrom(true, false, null, [], {}, [1, 2], { a: 1 }, '1', 'true', 'null', '1e999', 'NaN', 'Infinity', '0x10'),
  );
}
