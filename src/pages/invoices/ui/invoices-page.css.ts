import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const top = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: `0 ${vars.space.md}`, flexWrap: 'wrap' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginBottom: vars.space.md });

export const amount = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const totals = style({ margin: `${vars.space.sm} 0 0`, fontSize: vars.fontSize.sm, color: vars.color.textMuted, overflowWrap: 'anywhere' });
