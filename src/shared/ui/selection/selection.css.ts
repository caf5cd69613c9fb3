import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

/** A row's checkbox in a selectable table, and the one that selects the whole page. */
export const checkbox = style({ width: '1.25rem', height: '1.25rem', margin: 0 });

/** The bar of actions over the selected rows (a page adds how its items align). */
export const selectionBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  padding: vars.space.sm,
  marginBottom: vars.space.sm,
  background: vars.color.infoLight,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
globalStyle(`${selectionBar} > *`, { minWidth: 0 });

/** How many rows are selected, first in the bar, pushing the actions to its end. */
export const selectionCount = style({ fontWeight: 600, marginRight: 'auto' });
