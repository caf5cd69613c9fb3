import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const content = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.dark,
  color: '#fff',
  fontSize: vars.fontSize.sm,
  boxShadow: vars.shadow.md,
  zIndex: vars.z.toast,
  maxWidth: '18rem',
});

export const arrow = style({ fill: vars.color.dark });
