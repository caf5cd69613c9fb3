import { style } from '@vanilla-extract/css';
import { media, vars } from '@/shared/ui/theme';

/** Two columns on wide screens, one on a phone; a panel may span both. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
  alignItems: 'start',
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const panel = style({
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  minWidth: 0,
});

export const wide = style({ gridColumn: '1 / -1' });

export const head = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: vars.space.sm, flexWrap: 'wrap', marginBottom: vars.space.sm });

export const title = style({ fontSize: vars.fontSize.lg, margin: 0, color: vars.color.text });

/** A panel's list: no bullets, its items set apart by a thin rule. */
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

export const item = style({
  paddingBottom: vars.space.sm,
  borderBottom: `1px solid ${vars.color.greyLight}`,
  minWidth: 0,
  selectors: { '&:last-child': { borderBottom: 'none', paddingBottom: 0 } },
});

export const itemTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 600, color: vars.color.text, overflowWrap: 'anywhere' });

export const meta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const itemText = style({ margin: `${vars.space.xs} 0`, color: vars.color.text, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });

/** A long text cut to three lines (the whole of it is a click away). */
export const clamped = style({ display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' });
