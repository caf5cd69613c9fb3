import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const error = style({ fontSize: vars.fontSize.sm, color: vars.color.danger, fontWeight: 500 });

export const checkboxRow = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  marginBottom: vars.space.md,
  fontSize: vars.fontSize.sm,
});

export const checkbox = style({ width: '1.15rem', height: '1.15rem', marginTop: '0.15rem', accentColor: vars.color.primary });
