import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, marginBottom: vars.space.md });

export const label = style({ fontWeight: 600, fontSize: vars.fontSize.sm, color: vars.color.text });

const control = {
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.md,
  width: '100%',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.primaryLight2}`, borderColor: vars.color.primary },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&:disabled': { background: vars.color.greyLight },
  },
} as const;

export const input = style({ ...control, minHeight: '2.75rem', padding: `0 ${vars.space.sm}` });

export const textarea = style({ ...control, padding: vars.space.sm, lineHeight: 1.5, resize: 'vertical' });

export const hint = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const error = style({ fontSize: vars.fontSize.sm, color: vars.color.danger, fontWeight: 500 });
