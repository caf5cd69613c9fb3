/**
 * The mobile sanitiser of spec section 5.
 * Keeps digits and `+`; an Indian number written with its country code (+91 and 13 characters, or 91 and 12)
 * becomes the 10-digit national number; a plain 10-digit number is kept; an international number (starting with
 * `+`, longer than 10) is kept; anything else gets a `+` in front (never a second one: `+12345` stays as it is,
 * since `++12345` is no number).
 */
export function sanitizeMobile(input: string): string {
  const cleaned = input.replace(/[^\d+]/g, '');
  if (cleaned.startsWith('+91') && cleaned.length === 13) return cleaned.slice(3);
  if (cleaned.startsWith('91') && cleaned.length === 12) return cleaned.slice(2);
  if (/^\d{10}$/.test(cleaned)) return cleaned;
  if (cleaned.startsWith('+') && cleaned.length > 10) return cleaned;
  return cleaned.startsWith('+') ? cleaned : `+${cleaned}`;
}
