import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

/** One line per currency: the amount large, how many records under it. */
export const amounts = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });

export const amount = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: vars.space.sm, minWidth: 0 });

export const figure = style({ fontSize: vars.fontSize.xl, fontWeight: 700, color: vars.color.brand1, overflowWrap: 'anywhere' });

export const count = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const note = style({ margin: `${vars.space.sm} 0 0`, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const links = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.xs} ${vars.space.md}`, margin: `${vars.space.sm} 0 0`, padding: 0, listStyle: 'none' });
