import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginBottom: vars.space.md });

export const amount = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const muted = style({ display: 'block', color: vars.color.textMuted, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });

/** The supplier and the recipient side by side from a tablet up, one above the other on a phone. */
export const parties = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))',
  marginBottom: vars.space.md,
  overflowWrap: 'anywhere',
});

export const sectionTitle = style({ fontSize: vars.fontSize.lg, margin: `${vars.space.md} 0 ${vars.space.sm}` });
