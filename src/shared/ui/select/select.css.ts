import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, marginBottom: vars.space.md });

export const label = style({ fontWeight: 600, fontSize: vars.fontSize.sm, color: vars.color.text });

export const hint = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const error = style({ fontSize: vars.fontSize.sm, color: vars.color.danger, fontWeight: 500 });

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minHeight: '2.75rem',
  width: '100%',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
  selectors: {
    '&[data-placeholder]': { color: vars.color.textMuted },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
});

export const content = style({
  overflow: 'hidden',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  zIndex: vars.z.overlay,
  maxHeight: 'var(--radix-select-content-available-height)',
  minWidth: 'var(--radix-select-trigger-width)',
});

export const viewport = style({ padding: vars.space.xs });

export const item = style({
  padding: `${vars.space.sm} ${vars.space.lg} ${vars.space.sm} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  userSelect: 'none',
  outline: 'none',
  selectors: {
    '&[data-highlighted]': { background: vars.color.primaryLight1 },
    '&[data-state="checked"]': { fontWeight: 600 },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'default' },
  },
});
