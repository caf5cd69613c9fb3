import { styleVariants } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

/** How a due date reads: overdue in red, today and soon in orange, the rest muted. */
export const dueTone = styleVariants({
  overdue: { color: vars.color.danger, fontWeight: 600 },
  today: { color: vars.color.warning, fontWeight: 600 },
  soon: { color: vars.color.warning },
  later: { color: vars.color.textMuted },
  none: { color: vars.color.textMuted },
});

/** A priority's colour: high red, medium orange, low green. */
export const priorityTone = styleVariants({
  high: { color: vars.color.danger },
  medium: { color: vars.color.warning },
  low: { color: vars.color.success },
});
