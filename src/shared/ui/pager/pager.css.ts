import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const pager = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  marginTop: vars.space.md,
  fontSize: vars.fontSize.sm,
});
