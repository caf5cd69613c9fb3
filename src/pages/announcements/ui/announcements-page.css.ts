import { style } from '@vanilla-extract/css';
import { media, vars } from '@/shared/ui/theme';

export const top = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: `0 ${vars.space.md}`, flexWrap: 'wrap', '@media': { [media.mobile]: { marginBottom: vars.space.md } } });

export const meta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: `0 0 ${vars.space.sm}` });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

export const item = style({
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  '@media': { [media.mobile]: { padding: vars.space.sm } },
});

export const title = style({ margin: `0 0 ${vars.space.xs}`, fontSize: vars.fontSize.lg, fontWeight: 600, color: vars.color.text, overflowWrap: 'anywhere' });

/** The message keeps the line breaks it was written with. */
export const body = style({ margin: `${vars.space.sm} 0`, whiteSpace: 'pre-line', overflowWrap: 'anywhere', color: vars.color.text });

export const details = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.xs} ${vars.space.md}`, margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const expired = style({
  padding: '0 0.5rem',
  borderRadius: vars.radius.pill,
  background: vars.color.greyLight,
  color: vars.color.greyDark,
  fontWeight: 600,
});
