import type { FieldRule, FormRules, ValueRule } from '@contract/forms';

// The contract's rules of a request body (openapi/generated/forms.ts, made by npm run api:types from the JSON
// Schemas the server validates with) checked in the browser before a form sends: the server checks the same rules
// again, so a form never restates a length, a pattern or a format of its own.

export type { FieldRule, FormRules, ValueRule };

/** The rule a value breaks, named by its keyword (a missing required value is `required`). */
export type Violation =
  | 'required'
  | 'type'
  | 'const'
  | 'enum'
  | 'format'
  | 'minLength'
  | 'maxLength'
  | 'pattern'
  | 'minimum'
  | 'maximum'
  | 'minItems'
  | 'maxItems'
  | 'uniqueItems';

/** Characters as JSON Schema counts them: code points, so an emoji is one. */
export const characterCount = (text: string): number => [...text].length;

const DIGITS2 = '(\\d{2})';
const FULL_DATE = new RegExp(`^(\\d{4})-${DIGITS2}-${DIGITS2}$`);
const TIME = /^([01]\d|2[0-3]):[0-5]\d:([0-5]\d|60)(\.\d+)?(z|[+-]([01]\d|2[0-3]):[0-5]\d)$/i;
// RFC 5322's dot-atom local part and a host name of at least two labels (letters, digits, inner hyphens).
const ATOM = "[a-z0-9!#$%&'*+/=?^_`{|}~-]+";
const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const EMAIL = new RegExp(`^${ATOM}(?:\\.${ATOM})*@(?:${LABEL}\\.)+${LABEL}$`, 'i');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A calendar date (RFC 3339 full-date): a real day, 29 February only in a leap year. */
function isDate(text: string): boolean {
  const match = FULL_DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
  return days !== undefined && day >= 1 && day <= days;
}

/** The formats a browser can check; any other (binary, uri-reference, …) is left to the server. */
const FORMATS: Readonly<Record<string, (text: string) => boolean>> = {
  email: (text) => EMAIL.test(text),
  date: isDate,
  'date-time': (text) => {
    const at = text.search(/t/i);
    return at === 10 && isDate(text.slice(0, at)) && TIME.test(text.slice(at + 1));
  },
  uri: (text) => {
    try {
      return /^[a-z][a-z0-9+.-]*:/i.test(text) && Boolean(new URL(text));
    } catch {
      return false;
    }
  },
  uuid: (text) => UUID.test(text),
};

function typeOf(value: unknown): string {
  if (Array.isArray(value)) return 'array';
  if (value === null) return 'null';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : Number.isFinite(value) ? 'number' : 'nan';
  return typeof value;
}

function fitsType(rule: ValueRule, value: unknown): boolean {
  const actual = typeOf(value);
  const types = typeof rule.type === 'string' ? [rule.type] : rule.type;
  return types.some((type) => type === actual || (type === 'number' && actual === 'integer'));
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * The first rule `value` breaks, or null. Missing is `undefined`, or `null` where the rule is not nullable; a blank
 * string is missing too where the rule would refuse it (a required name with minLength 1), so a form can ask for it
 * with one message. A string is checked as it would be sent: trim or sanitise it first.
 */
export function violationOf(rule: ValueRule, value: unknown, required = false): Violation | null {
  if (value === undefined) return required ? 'required' : null;
  if (value === null) return rule.nullable ? null : required ? 'required' : 'type';
  if (!fitsType(rule, value)) return 'type';
  if (rule.const !== undefined && !same(rule.const, value)) return 'const';
  if (rule.enum && !rule.enum.some((allowed) => same(allowed, value))) return value === '' && required ? 'required' : 'enum';
  if (typeof value === 'string') {
    const broken = stringViolation(rule, value);
    return broken && value === '' && required ? 'required' : broken;
  }
  if (typeof value === 'number') {
    if (rule.minimum !== undefined && value < rule.minimum) return 'minimum';
    if (rule.exclusiveMinimum !== undefined && value <= rule.exclusiveMinimum) return 'minimum';
    if (rule.maximum !== undefined && value > rule.maximum) return 'maximum';
    if (rule.exclusiveMaximum !== undefined && value >= rule.exclusiveMaximum) return 'maximum';
    return null;
  }
  if (Array.isArray(value)) {
    if (rule.minItems !== undefined && value.length < rule.minItems) return value.length === 0 && required ? 'required' : 'minItems';
    if (rule.maxItems !== undefined && value.length > rule.maxItems) return 'maxItems';
    if (rule.uniqueItems && new Set(value.map((item) => JSON.stringify(item))).size < value.length) return 'uniqueItems';
    const items = rule.items;
    if (items && value.some((item) => violationOf(items, item, true) !== null)) return 'type';
  }
  return null;
}

function stringViolation(rule: ValueRule, value: string): Violation | null {
  const length = characterCount(value);
  if (rule.minLength !== undefined && length < rule.minLength) return 'minLength';
  if (rule.maxLength !== undefined && length > rule.maxLength) return 'maxLength';
  if (rule.format && FORMATS[rule.format] && !FORMATS[rule.format](value)) return 'format';
  if (rule.pattern !== undefined && !new RegExp(rule.pattern, 'u').test(value)) return 'pattern';
  return null;
}

/**
 * The rules of only some fields of a body: those a form shows, where the rest comes from elsewhere (the token of a
 * mailed link, an id in the address) and is not the user's to correct. The groups are left out.
 */
export function pickRules<Name extends string>(rules: Pick<FormRules, 'fields'>, names: readonly Name[]): Pick<FormRules, 'fields'> {
  return { fields: Object.fromEntries(names.filter((name) => rules.fields[name]).map((name) => [name, rules.fields[name]])) };
}

/** What a field breaks, by its name in the body: one violation per field, the first the checks meet. */
export type Violations = Partial<Record<string, { violation: Violation; rule: ValueRule; value: unknown }>>;

/**
 * Checks a body (or a list item: pass the item's `fields`) against its rules: every field's own rule, then the groups
 * (one of, any of, not together, required together), whose breach lands on the first field of the group.
 */
export function violationsOf(rules: Pick<FormRules, 'fields' | 'oneOf' | 'anyOf' | 'notTogether' | 'dependentRequired'>, body: Readonly<Record<string, unknown>>): Violations {
  const found: Violations = {};
  const fields: Readonly<Record<string, FieldRule>> = rules.fields ?? {};
  for (const [name, rule] of Object.entries(fields)) {
    const violation = violationOf(rule, body[name], rule.required);
    if (violation) found[name] = { violation, rule, value: body[name] };
  }
  const given = (name: string) => body[name] !== undefined;
  const flag = (name: string, violation: Violation) => {
    if (!found[name] && fields[name]) found[name] = { violation, rule: fields[name], value: body[name] };
  };
  const groupGiven = (group: readonly string[]) => group.every(given);
  if (rules.anyOf && !rules.anyOf.some(groupGiven)) flag(rules.anyOf[0][0], 'required');
  if (rules.oneOf) {
    const count = rules.oneOf.filter(groupGiven).length;
    if (count === 0) flag(rules.oneOf[0][0], 'required');
    if (count > 1) flag(rules.oneOf.find(groupGiven)![0], 'type');
  }
  if (rules.notTogether && rules.notTogether.every(given)) flag(rules.notTogether[0], 'type');
  for (const [name, needed] of Object.entries(rules.dependentRequired ?? {}))
    if (given(name)) for (const other of needed) if (!given(other)) flag(other, 'required');
  return found;
}
