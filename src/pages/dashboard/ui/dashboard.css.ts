import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const counts = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(9.5rem, 1fr))',
  gap: vars.space.sm,
});

export const countLink = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.15rem',
  padding: vars.space.sm,
  minHeight: '4.5rem',
  borderRadius: vars.radius.md,
  background: vars.color.primaryLight1,
  color: vars.color.text,
  textDecoration: 'none',
  ':hover': { background: vars.color.primaryLight2, color: vars.color.text },
});

/** A card's place while the counts load: the card's box and label, no number yet. */
export const countPlaceholder = style([
  countLink,
  { background: vars.color.light, color: vars.color.textMuted, ':hover': { background: vars.color.light, color: vars.color.textMuted } },
]);

export const countValue = style({ fontSize: vars.fontSize.xl, fontWeight: 700, color: vars.color.brand1 });

export const countLabel = style({ fontSize: vars.fontSize.sm });

export const status = style({
  display: 'inline-block',
  padding: '0.05rem 0.5rem',
  borderRadius: vars.radius.pill,
  background: vars.color.primaryLight1,
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
