import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const bar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const group = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const reaction = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.3rem',
  minHeight: '2rem',
  padding: '0.15rem 0.6rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  ':hover': { background: vars.color.primaryLight1 },
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' },
});

export const pressed = style({
  borderColor: vars.color.primary,
  background: vars.color.primaryLight2,
  fontWeight: 600,
});

export const count = style({ fontVariantNumeric: 'tabular-nums', color: vars.color.textMuted });

export const error = style({ color: vars.color.danger, fontSize: vars.fontSize.sm });
