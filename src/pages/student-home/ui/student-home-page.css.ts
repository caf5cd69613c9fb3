import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const top = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: vars.space.md, flexWrap: 'wrap' });

/** Where "Take the tour" shows: as tall as the button and never empty of room, so its arrival moves nothing. */
export const tourSlot = style({ minHeight: '2rem', display: 'flex', alignItems: 'center' });

export const subTitle = style({ fontSize: vars.fontSize.md, margin: `${vars.space.md} 0 ${vars.space.xs}`, color: vars.color.textMuted });

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

export const inlineError = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, color: vars.color.danger, fontSize: vars.fontSize.sm, marginBottom: vars.space.md });
