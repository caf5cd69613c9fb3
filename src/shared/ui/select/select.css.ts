import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

/** The trigger on the shared control box: its value and arrow on one line. */
export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  cursor: 'pointer',
  selectors: { '&[data-placeholder]': { color: vars.color.textMuted } },
});

export const content = style({
  overflow: 'hidden',
  background: vars.color.surface,
  border: `1px solid ${vars.color.controlBorder}`,
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
