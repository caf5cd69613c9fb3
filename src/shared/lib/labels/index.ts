/** "partially_paid" → "Partially paid": a code's words, the first capitalised. */
export const wordsOf = (code: string): string => {
  const words = code.replace(/_/g, ' ');
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
};

/**
 * The labels of a set of codes, each its words ("refund_due" → "Refund due") unless `own` names it otherwise
 * (`{ upi: 'UPI' }`): one list of codes, no second table to keep in step with it.
 */
export function labelsOf<Code extends string>(codes: readonly Code[], own: Partial<Record<Code, string>> = {}): Record<Code, string> {
  return Object.fromEntries(codes.map((code) => [code, own[code] ?? wordsOf(code)])) as Record<Code, string>;
}
