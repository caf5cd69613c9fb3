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

export const countValue = style({ fontSize: vars.fontSize.xl, fontWeight: 700, color: vars.color.brand1 });

export const countLabel = style({ fontSize: vars.fontSize.sm });

export const plainList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

export const item = style({
  paddingBottom: vars.space.sm,
  borderBottom: `1px solid ${vars.color.greyLight}`,
  minWidth: 0,
  selectors: { '&:last-child': { borderBottom: 'none', paddingBottom: 0 } },
});

export const itemTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 600, color: vars.color.text, overflowWrap: 'anywhere' });

export const itemText = style({
  margin: `${vars.space.xs} 0`,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const meta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const status = style({
  display: 'inline-block',
  padding: '0.05rem 0.5rem',
  borderRadius: vars.radius.pill,
  background: vars.color.primaryLight1,
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
});

/** Focused universities are marked with a black bottom border (spec section 2). */
export const focused = style({ padding: `${vars.space.xs} 0`, borderBottom: '2px solid #000' });

export const universities = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
  gap: vars.space.sm,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
