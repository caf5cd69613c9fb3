import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

/** Label over value on a phone; label beside value from the tablet up. */
export const list = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  '@media': { 'screen and (min-width: 768px)': { gridTemplateColumns: 'minmax(8rem, 13rem) minmax(0, 1fr)', rowGap: vars.space.sm } },
});
/** A term and its value, transparent to the grid (a `div` is the one wrapper a `dl` allows). */
export const pair = style({ display: 'contents' });
export const term = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, fontWeight: 600 });
export const value = style({
  margin: 0,
  overflowWrap: 'anywhere',
  '@media': { 'screen and (max-width: 767.98px)': { marginBlockEnd: vars.space.xs } },
});
