import { style } from '@vanilla-extract/css';
import { media, vars } from '@/shared/ui/theme';

export const top = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: `0 ${vars.space.md}`, flexWrap: 'wrap' });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

export const item = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const title = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 600, color: vars.color.text, overflowWrap: 'anywhere' });

export const done = style({ textDecoration: 'line-through', color: vars.color.textMuted });

export const description = style({ margin: `${vars.space.xs} 0`, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontSize: vars.fontSize.sm, color: vars.color.text });

export const details = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const actions = style({ display: 'flex', gap: vars.space.xs, alignItems: 'flex-start', flexWrap: 'wrap', justifyContent: 'flex-end' });

