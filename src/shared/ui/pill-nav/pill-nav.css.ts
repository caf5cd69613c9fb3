import { style } from '@vanilla-extract/css';
import { pill, pillList } from '@/shared/ui/pill';
import { vars } from '@/shared/ui/theme';

export const list = pillList;

export const link = style([
  pill,
  {
    textDecoration: 'none',
    selectors: {
      '&[aria-current="page"]': { background: vars.color.primary, borderColor: vars.color.primary, color: vars.color.primaryContrast, fontWeight: 600 },
      '&:hover': { borderColor: vars.color.primary },
    },
  },
]);

export const separator = style({ width: '1px', alignSelf: 'stretch', background: vars.color.border, margin: `0 ${vars.space.xs}` });
