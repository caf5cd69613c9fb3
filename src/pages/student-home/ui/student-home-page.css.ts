import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const top = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: vars.space.md, flexWrap: 'wrap' });

export const subTitle = style({ fontSize: vars.fontSize.md, margin: `${vars.space.md} 0 ${vars.space.xs}`, color: vars.color.textMuted });

export const plainList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

export const item = style({ paddingBottom: vars.space.sm, borderBottom: `1px solid ${vars.color.greyLight}`, selectors: { '&:last-child': { borderBottom: 'none', paddingBottom: 0 } } });

export const itemTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 600, color: vars.color.text });

export const itemText = style({ margin: `${vars.space.xs} 0`, color: vars.color.text, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });

export const meta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const counts = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))', gap: vars.space.sm });

export const countLink = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.15rem',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.primaryLight1,
  color: vars.color.text,
  textDecoration: 'none',
  ':hover': { background: vars.color.primaryLight2 },
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
});

export const countValue = style({ fontSize: vars.fontSize.xl, fontWeight: 700, color: vars.color.brand1 });

export const countLabel = style({ fontSize: vars.fontSize.sm });

export const warnings = style({ display: 'grid', gap: vars.space.xs, marginBottom: vars.space.md });

/** Focused universities are marked with a black bottom border (spec section 2). */
export const focused = style({ padding: `${vars.space.xs} 0`, borderBottom: '2px solid #000' });

export const inlineError = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, color: vars.color.danger, fontSize: vars.fontSize.sm, marginBottom: vars.space.md });
