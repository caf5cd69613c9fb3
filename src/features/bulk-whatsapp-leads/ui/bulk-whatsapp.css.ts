import { style } from '@vanilla-extract/css';
import { messagePreview } from '@/shared/ui/message-preview';
import { vars } from '@/shared/ui/theme';

/** The message as it will read, with the variables as filled. */
export const preview = style([messagePreview, { background: vars.color.light }]);

/** One template variable: where its value comes from, and the text when it is written. */
export const variable = style({ border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, padding: vars.space.sm, margin: `0 0 ${vars.space.md}`, minWidth: 0 });
export const legend = style({ fontWeight: 600, padding: `0 ${vars.space.xs}` });
export const previewText = style({ margin: 0 });
