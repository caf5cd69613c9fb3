import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

/** A box standing on the page (a section, a printable sheet): the surface, its border, rounded corners and room inside. */
export const box = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  minWidth: 0,
});

/** A card of a list (a course, an update, a scholarship): a box whose content stands in a grid. */
export const card = style([box, { display: 'grid', gap: vars.space.xs, alignContent: 'start' }]);

/** A card set apart by a black bottom border (the spec's mark of a focused university). */
export const marked = style({ borderBottom: '3px solid #000' });
