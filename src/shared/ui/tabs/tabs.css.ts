import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const list = style({
  display: 'flex',
  gap: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  marginBottom: vars.space.md,
  overflowX: 'auto',
});

export const trigger = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: 0,
  borderBottom: '3px solid transparent',
  background: 'transparent',
  color: vars.color.textMuted,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.md,
  fontWeight: 600,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-state="active"]': { color: vars.color.primary, borderBottomColor: vars.color.primary },
    '&:hover': { color: vars.color.text },
  },
});
