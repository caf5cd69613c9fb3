import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

/** The drop area around the upload control: dashed, highlighted while a file is dragged over it. */
export const zone = style({
  border: `2px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.sm,
  display: 'grid',
  gap: vars.space.sm,
  minWidth: 0,
  background: vars.color.surface,
});
export const dragging = style({ borderColor: vars.color.primary, background: vars.color.primaryLight1 });

export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, minWidth: 0 });

/** The real file input, out of sight but focusable: the label beside it is what one sees and clicks. */
export const input = style({
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
});

/** The label that looks like a button; it shows the input's keyboard focus. */
export const pick = style({
  cursor: 'pointer',
  selectors: {
    [`${input}:focus-visible + &`]: { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
    [`${input}:disabled + &`]: { opacity: 0.6, cursor: 'not-allowed' },
  },
});

export const hint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const progress = style({ flex: '1 1 8rem', minWidth: '6rem', maxWidth: '16rem' });
