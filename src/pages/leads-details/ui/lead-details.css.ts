import { style } from '@vanilla-extract/css';
import { media, vars } from '@/shared/ui/theme';

export const top = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: `0 ${vars.space.md}`, flexWrap: 'wrap' });
export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, max-content) minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const term = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, fontWeight: 600 });
export const value = style({ margin: 0, overflowWrap: 'anywhere', '@media': { [media.mobile]: { marginBottom: vars.space.xs } } });

export const timeline = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });
export const entry = style({ borderLeft: `3px solid ${vars.color.border}`, paddingLeft: vars.space.sm, overflowWrap: 'anywhere' });
export const meta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, display: 'block' });
export const assign = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'flex-end', marginBottom: vars.space.md });
export const overdue = style({ color: vars.color.danger, fontWeight: 600 });
export const messageText = style({
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-line',
});
