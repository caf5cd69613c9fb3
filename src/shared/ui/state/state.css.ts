import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const box = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xl} ${vars.space.md}`,
  background: vars.color.surface,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  color: vars.color.textMuted,
});

export const error = style({ borderStyle: 'solid', borderColor: vars.color.dangerLight, background: vars.color.surface });

export const icon = style({ display: 'inline-flex', color: vars.color.primary });

export const iconDanger = style({ color: vars.color.danger });

export const title = style({ color: vars.color.text, fontSize: vars.fontSize.lg, margin: 0 });

export const body = style({ maxWidth: '36rem', margin: 0 });
