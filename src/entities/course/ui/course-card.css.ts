import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  display: 'grid',
  gap: vars.space.xs,
  minWidth: 0,
});
/** Focused universities: a black bottom border (spec), plus a word for those who cannot see it. */
export const focused = style({ borderBottom: '3px solid #000' });
export const title = style({ margin: 0, fontSize: '1.1rem', overflowWrap: 'anywhere' });
export const meta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });
export const fee = style({ margin: 0 });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
