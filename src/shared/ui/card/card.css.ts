import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

/** A card of a list (a course, an update, a scholarship): the surface, its border and room inside. */
export const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  display: 'grid',
  gap: vars.space.xs,
  alignContent: 'start',
  minWidth: 0,
});

/** A card set apart by a black bottom border (the spec's mark of a focused university). */
export const marked = style({ borderBottom: '3px solid #000' });
