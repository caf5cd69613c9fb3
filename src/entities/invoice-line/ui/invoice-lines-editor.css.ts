import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const line = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  margin: `0 0 ${vars.space.md}`,
  minWidth: 0,
});

export const legend = style({ fontWeight: 600, padding: `0 ${vars.space.xs}` });

// Two by two at every width: a dialog is narrow even on a desktop, and four labels side by side wrap unevenly.
export const grid = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gap: `0 ${vars.space.sm}` });

export const foot = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', gap: vars.space.sm });

export const taxable = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });
