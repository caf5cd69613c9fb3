import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });
export const label = style({ fontWeight: 600, fontSize: vars.fontSize.sm, color: vars.color.text });
export const input = style({
  minHeight: '2.75rem',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.md,
  width: '100%',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.primaryLight2}`, borderColor: vars.color.primary } },
});
export const hint = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });
/** The field and its search button on one line. */
export const row = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center' });
