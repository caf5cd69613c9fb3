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
