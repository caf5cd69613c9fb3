import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

const base = style({
  display: 'inline-block',
  padding: '0.1rem 0.55rem',
  borderRadius: vars.radius.pill,
  border: '1px solid transparent',
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
  lineHeight: 1.5,
  whiteSpace: 'nowrap',
});

// Text on its tint stays at 4.5:1 or more. The theme's warning orange is too light for text (3.09:1 on white), so
// the warning badge writes in a dark amber of the same hue.
export const tone = styleVariants({
  neutral: [base, { background: vars.color.greyLight, color: vars.color.greyDark }],
  info: [base, { background: vars.color.primaryLight1, color: vars.color.primaryHover, borderColor: vars.color.primaryLight2 }],
  success: [base, { background: vars.color.successLight, color: vars.color.success }],
  warning: [base, { background: vars.color.warningLight, color: '#8a4200' }],
  danger: [base, { background: vars.color.dangerLight, color: vars.color.dangerHover }],
});
