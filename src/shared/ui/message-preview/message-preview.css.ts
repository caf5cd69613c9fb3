import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

/** A message as it will read (its line breaks kept, a long word wrapped anywhere); a dialog adds its background. */
export const messagePreview = style({
  margin: `0 0 ${vars.space.md}`,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});
