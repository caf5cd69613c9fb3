import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const content = style({
  minWidth: '12rem',
  padding: vars.space.xs,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  zIndex: vars.z.overlay,
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&[data-highlighted]': { background: vars.color.primaryLight1 },
    '&[data-disabled]': { color: vars.color.textMuted },
  },
});

export const danger = style({ color: vars.color.danger });

export const label = style({ padding: `${vars.space.xs} ${vars.space.sm}`, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const separator = style({ height: '1px', background: vars.color.border, margin: `${vars.space.xs} 0` });
