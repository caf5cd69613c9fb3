import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

/** One column of sections, as wide as a comfortable form. */
export const sections = style({ display: 'grid', gap: vars.space.md, maxWidth: '40rem' });

export const facts = style({ display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', gap: `${vars.space.xs} ${vars.space.md}`, margin: 0 });

export const term = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const value = style({ margin: 0, overflowWrap: 'anywhere' });

export const lead = style({ margin: `0 0 ${vars.space.md}`, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
