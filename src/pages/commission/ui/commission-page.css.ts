import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.md, marginBottom: vars.space.md });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginBottom: vars.space.md });

export const rowActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const amount = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const section = style({ marginTop: vars.space.lg });

export const sectionTitle = style({ fontSize: vars.fontSize.lg, margin: `0 0 ${vars.space.sm}` });

export const progress = style({ width: '100%', maxWidth: '24rem', height: '0.75rem', display: 'block', margin: `${vars.space.xs} 0` });
