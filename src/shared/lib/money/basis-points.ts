// Percentages as the API carries them: integer basis points (1250 = 12.5 %), never a float. Written and parsed by
// integer arithmetic on their digits, so no rounding happens here.

/** Basis points as a percent: 1250 → "12.5 %", 200 → "2 %", 5 → "0.05 %". */
export function formatBasisPoints(bp: number): string {
  const value = BigInt(bp);
  const sign = value < 0n ? '-' : '';
  const abs = value < 0n ? -value : value;
  const fraction = String(abs % 100n).padStart(2, '0').replace(/0+$/, '');
  return `${sign}${abs / 100n}${fraction ? `.${fraction}` : ''} %`;
}

const PERCENT = /^(\d{1,3})(?:\.(\d{1,2}))?$/;

/**
 * What a person typed as a percent ("12.5", "12.50 %", "7") in basis points, or null when it is not a percent with at
 * most two decimals (a basis point is the finest step the API takes).
 */
export function parsePercent(text: string): number | null {
  const match = PERCENT.exec(text.replace(/[\s%]/g, ''));
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
