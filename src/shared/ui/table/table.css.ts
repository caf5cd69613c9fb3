import { style } from '@vanilla-extract/css';
import { media, vars } from '@/shared/ui/theme';

export const wrapper = style({
  width: '100%',
  overflowX: 'auto',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });

export const caption = style({ textAlign: 'left', padding: vars.space.sm, fontWeight: 600 });

export const th = style({
  textAlign: 'left',
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.light,
  borderBottom: `1px solid ${vars.color.border}`,
  fontWeight: 600,
  whiteSpace: 'nowrap',
});

export const td = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.greyLight}`,
  verticalAlign: 'top',
  '@media': { [media.mobile]: { padding: vars.space.sm } },
});
