import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

/** Side by side where there is room (a wide panel), one under the other otherwise. */
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
  gap: vars.space.sm,
});

/** Focused universities are marked with a black bottom border (spec section 2). */
export const focused = style({ padding: `${vars.space.xs} 0`, borderBottom: '2px solid #000' });

export const name = style({ fontWeight: 600, overflowWrap: 'anywhere' });
