import { formatIntake, sanitizeMobile } from '@/shared/lib/validation';

/**
 * What a typed value becomes before it is checked and sent (the input keeps what was typed): the spec's mobile
 * sanitiser and intake formatter (section 5), and trimming. A form applies them where it builds its body, so the
 * contract's rules are checked on the value the server will see (the Mobile pattern is for a sanitised number).
 */
export const transforms = {
  trim: (text: string): string => text.trim(),
  mobile: sanitizeMobile,
  intake: formatIntake,
} as const;

export type TransformName = keyof typeof transforms;

/** The values with each named field passed through its transform; the other fields as they are. */
export function applyTransforms<Values extends Readonly<Record<string, unknown>>>(
  values: Values,
  which: Readonly<Partial<Record<keyof Values, TransformName>>>,
): Values {
  const out: Record<string, unknown> = { ...values };
  for (const [field, name] of Object.entries(which) as [string, TransformName | undefined][]) {
    const value = out[field];
    if (name && typeof value === 'string') out[field] = transforms[name](value);
  }
  return out as Values;
}
