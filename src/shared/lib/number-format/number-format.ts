// Numbers and amounts as text without Intl. Chromium loads its ICU locale data the first time a page constructs an
// Intl formatter (or calls toLocaleString): 50–375 ms of main thread on our 2-core test host, a long task on every
// page that shows a count or an amount (issue 10: the Lighthouse TBT of /home, /student_list, /universitysearch).
// The output is exactly what Intl.NumberFormat gives for locale 'en' (and 'en-IN' grouping for INR):
// number-format.test.ts compares the two over every currency Intl knows.

/** 'western' groups by threes (1,234,567); 'indian' by a three then twos (12,34,567), as en-IN writes rupees. */
export type Grouping = 'western' | 'indian';

/** The digits of a whole number (no sign) with group separators. */
export function groupDigits(digits: string, grouping: Grouping = 'western'): string {
  if (digits.length <= 3) return digits;
  const last = digits.slice(-3);
  const head = digits.slice(0, -3);
  const size = grouping === 'indian' ? 2 : 3;
  const groups: string[] = [];
  for (let end = head.length; end > 0; end -= size) groups.unshift(head.slice(Math.max(0, end - size), end));
  return `${groups.join(',')},${last}`;
}

/** A count as people read it: 1234567 → "1,234,567" (what `toLocaleString('en')` gives for whole numbers). */
export function formatCount(value: number): string {
  if (!Number.isFinite(value) || Math.abs(value) >= 1e21) return String(value);
  const whole = roundHalfExpand(value, 0);
  return whole.startsWith('-') ? `-${groupDigits(whole.slice(1))}` : groupDigits(whole);
}

// Locale 'en': the symbol of a currency that has one; the others print their code and a no-break space.
const SYMBOLS: Record<string, string> = {
  AUD: 'A$', BRL: 'R$', CAD: 'CA$', CNY: 'CN¥', EUR: '€', GBP: '£', HKD: 'HK$', ILS: '₪', INR: '₹', JPY: '¥', KRW: '₩',
  MXN: 'MX$', NZD: 'NZ$', PHP: '₱', TWD: 'NT$', USD: '$', VND: '₫', XCD: 'EC$',
  XAF: 'FCFA\u00a0', XCG: 'Cg.\u00a0', XOF: 'F\u202fCFA\u00a0', XPF: 'CFPF\u00a0',
};

/** What stands before the digits of an amount in `currency` (locale 'en'). */
export function currencyPrefix(currency: string): string {
  return SYMBOLS[currency] ?? `${currency}\u00a0`;
}

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/**
 * An exact decimal text ("-1234.5") as an amount in `currency` with exactly `fractionDigits` decimals, rounded half
 * away from zero as Intl does: formatDecimalCurrency("1180.5", "INR", 2, "indian") → "₹1,180.50".
 */
export function formatDecimalCurrency(decimal: string, currency: string, fractionDigits: number, grouping: Grouping = 'western'): string {
  const match = DECIMAL.exec(decimal);
  if (!match) throw new RangeError(`not a decimal number: ${decimal}`);
  const rounded = roundDecimal(match[2], match[3] ?? '', fractionDigits);
  const [whole, fraction] = rounded.split('.');
  // Intl keeps the sign of a negative amount that rounds to zero ("-₹0.00"): so does this.
  return `${match[1]}${currencyPrefix(currency)}${groupDigits(whole, grouping)}${fraction ? `.${fraction}` : ''}`;
}

/**
 * A number of major units (a catalog price, a fee) in `currency`: whole numbers without decimals when
 * `fractionDigits` is 0, as Intl.NumberFormat('en', { style: 'currency', currency, maximumFractionDigits }) prints.
 */
export function formatMajorCurrency(amount: number, currency: string, fractionDigits: 0 | 2): string {
  return formatDecimalCurrency(exactDecimal(amount), currency, fractionDigits);
}

/**
 * The shortest decimal text that reads back as this double (JavaScript's own String(value), written out without an
 * exponent), which is what Intl rounds from: 1.005 → "1.005", so it prints $1.01 as Intl does.
 */
function exactDecimal(value: number): string {
  if (!Number.isFinite(value) || Math.abs(value) >= 1e21) throw new RangeError(`not a number an amount can be: ${value}`);
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  const text = String(Math.abs(value));
  const exp = /^(\d)(?:\.(\d+))?e-(\d+)$/.exec(text); // only small numbers print with an exponent below 1e21
  if (!exp) return `${sign}${text}`;
  return `${sign}0.${'0'.repeat(Number(exp[3]) - 1)}${exp[1]}${exp[2] ?? ''}`;
}

function roundHalfExpand(value: number, fractionDigits: number): string {
  const match = DECIMAL.exec(exactDecimal(value))!;
  const rounded = roundDecimal(match[2], match[3] ?? '', fractionDigits);
  return `${match[1]}${rounded}`;
}

/** Digits `whole`.`fraction` rounded half away from zero to `digits` decimals, as a decimal text without sign. */
function roundDecimal(whole: string, fraction: string, digits: number): string {
  const kept = (fraction + '0'.repeat(digits)).slice(0, digits);
  const roundUp = (fraction[digits] ?? '0') >= '5';
  const all = (BigInt(whole + kept) + (roundUp ? 1n : 0n)).toString().padStart(digits + 1, '0');
  const head = all.slice(0, all.length - digits);
  return digits === 0 ? head : `${head}.${all.slice(all.length - digits)}`;
}
