import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

// The look every labelled control shares: text fields, selects (native and Radix) and the search box.

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

/** A field in a form: room under it before the next one (a filter in a toolbar has none). */
export const spaced = style({ marginBottom: vars.space.md });

export const label = style({ fontWeight: 600, fontSize: vars.fontSize.sm, color: vars.color.text });

export const hint = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const error = style({ fontSize: vars.fontSize.sm, color: vars.color.danger, fontWeight: 500 });

/** The box of a control: a finger-sized height, the theme's border and focus ring, red when invalid. */
export const control = style({
  minHeight: '2.75rem',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.controlBorder}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.md,
  width: '100%',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px', borderColor: vars.color.primary },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&:disabled': { background: vars.color.greyLight },
  },
});

/** A multi-line control: padded all round, growing downwards only. */
export const multiline = style({ minHeight: 'auto', padding: vars.space.sm, lineHeight: 1.5, resize: 'vertical' });
