import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const top = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: vars.space.sm, flexWrap: 'wrap', margin: `${vars.space.md} 0` });
export const actions = style({ display: 'flex', gap: vars.space.xs, flexWrap: 'wrap' });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const name = style({ fontWeight: 600, overflowWrap: 'anywhere' });
export const sub = style({ display: 'block', color: vars.color.textMuted, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });
export const progress = style({ display: 'grid', gap: vars.space.xs, fontSize: vars.fontSize.sm, minWidth: 0 });
export const bar = style({ width: '100%', maxWidth: '14rem', height: '0.6rem' });
export const figures = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))', gap: vars.space.sm, margin: `0 0 ${vars.space.md}`, padding: 0 });
export const figure = style({ listStyle: 'none', border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, padding: vars.space.sm, minWidth: 0 });
export const figureValue = style({ display: 'block', fontSize: vars.fontSize.xl, fontWeight: 700 });
export const figureLabel = style({ display: 'block', color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const filters = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap', alignItems: 'flex-end', marginBottom: vars.space.md });
globalStyle(`${filters} > *`, { minWidth: 0, maxWidth: '100%' });
export const section = style({ marginTop: vars.space.lg });
