import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const list = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: `0 0 ${vars.space.md}`, padding: 0, listStyle: 'none' });

export const link = style({
  display: 'inline-block',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  fontSize: vars.fontSize.sm,
  selectors: {
    '&[aria-current="page"]': { background: vars.color.primary, borderColor: vars.color.primary, color: vars.color.primaryContrast, fontWeight: 600 },
    '&:hover': { borderColor: vars.color.primary },
  },
});

export const separator = style({ width: '1px', alignSelf: 'stretch', background: vars.color.border, margin: `0 ${vars.space.xs}` });
