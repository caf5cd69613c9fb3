import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const page = style({ maxWidth: '40rem', margin: `${vars.space.xxl} auto`, padding: `0 ${vars.space.md}` });

export const box = style({
  padding: vars.space.xl,
  textAlign: 'center',
  background: vars.color.surface,
  border: `1px solid ${vars.color.dangerLight}`,
  borderRadius: vars.radius.lg,
});

export const title = style({ fontSize: vars.fontSize.xl });

export const button = style({
  minHeight: '2.75rem',
  padding: `0 ${vars.space.lg}`,
  border: 0,
  borderRadius: vars.radius.md,
  background: vars.color.primary,
  color: vars.color.primaryContrast,
  fontWeight: 600,
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
});
