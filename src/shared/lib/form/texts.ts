import { characterCount, violationsOf, type FormRules, type ValueRule, type Violation } from './rules';

/** What a message may use: the rule broken and the value as checked. */
export type TextContext = { rule: ValueRule; value: unknown };
export type Text = string | ((context: TextContext) => string);

/**
 * A field's own words for what it breaks: one text for every rule, or a text per rule (the others fall back to the
 * defaults below, which quote the contract's numbers).
 */
export type FieldTexts = Text | Partial<Record<Violation, Text>>;

const FORMAT_TEXT: Readonly<Record<string, string>> = {
  email: 'Enter an email address like name@example.com.',
  date: 'Enter a date.',
  'date-time': 'Enter a date and time.',
};

/** The words a field gets unless the form says otherwise. */
export function defaultText(violation: Violation, rule: ValueRule): string {
  switch (violation) {
    case 'required':
      return (rule.minLength ?? 0) > 1 ? `Use at least ${rule.minLength} characters.` : 'Fill in this field.';
    case 'minLength':
      return (rule.minLength ?? 0) <= 1 ? 'Fill in this field.' : `Use at least ${rule.minLength} characters.`;
    case 'maxLength':
      return `Use at most ${rule.maxLength} characters.`;
    case 'format':
      return FORMAT_TEXT[rule.format ?? ''] ?? 'Check the format of this field.';
    case 'pattern':
      return 'Check the format of this field.';
    case 'enum':
    case 'const':
      return 'Choose one of the options.';
    case 'minimum':
      return `Enter ${rule.minimum ?? rule.exclusiveMinimum} or more.`;
    case 'maximum':
      return `Enter ${rule.maximum ?? rule.exclusiveMaximum} or less.`;
    case 'minItems':
      return rule.minItems === 1 ? 'Choose at least one.' : `Choose at least ${rule.minItems}.`;
    case 'maxItems':
      return `Choose at most ${rule.maxItems}.`;
    case 'uniqueItems':
      return 'Choose each option once.';
    default:
      return 'Check this field.';
  }
}

/** The message for a broken rule: the field's own text for it, else its text for everything, else the default. */
export function textFor(violation: Violation, context: TextContext, texts?: FieldTexts): string {
  const own = typeof texts === 'object' ? texts[violation] : texts;
  if (own === undefined) return defaultText(violation, context.rule);
  return typeof own === 'function' ? own(context) : own;
}

/** "At most 20 characters: 12 too many." style texts need the count of a string as the contract counts it. */
export const overBy = ({ rule, value }: TextContext): number => (typeof value === 'string' ? characterCount(value) - (rule.maxLength ?? 0) : 0);

/**
 * The messages of a body checked against its contract rules, keyed by the form's field names: `texts` by body field,
 * `names` maps a body field to the form field that holds it where they differ (`current_password` → `current`).
 * Fields the form does not show are named by their body field.
 */
export function checkBody<Field extends string = string>(
  rules: Pick<FormRules, 'fields' | 'oneOf' | 'anyOf' | 'notTogether' | 'dependentRequired'>,
  body: Readonly<Record<string, unknown>>,
  texts: Readonly<Partial<Record<string, FieldTexts>>> = {},
  names: Readonly<Partial<Record<string, Field>>> = {},
): Partial<Record<Field, string>> {
  const errors: Partial<Record<string, string>> = {};
  for (const [field, found] of Object.entries(violationsOf(rules, body))) {
    if (!found) continue;
    errors[names[field] ?? field] = textFor(found.violation, found, texts[field]);
  }
  return errors as Partial<Record<Field, string>>;
}
