import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const group = style({ border: 0, padding: 0, margin: `0 0 ${vars.space.md}`, minWidth: 0 });
export const legend = style({ fontWeight: 600, padding: 0, marginBottom: vars.space.xs });
export const mode = style({ display: 'flex', gap: vars.space.xs, alignItems: 'flex-start', padding: `${vars.space.xs} 0`, cursor: 'pointer' });
export const modeInput = style({ marginTop: '0.3rem', width: '1.1rem', height: '1.1rem', flexShrink: 0 });
export const hint = style({ display: 'block', fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const members = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });
export const member = style({ borderBottom: `1px solid ${vars.color.border}`, paddingBottom: vars.space.xs, minWidth: 0 });
export const memberRow = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', gap: `0 ${vars.space.md}` });
export const today = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, whiteSpace: 'nowrap' });
export const areas = style({ border: 0, margin: `${vars.space.xs} 0 0`, padding: `0 0 0 ${vars.space.md}`, minWidth: 0 });
export const areaRow = style({ display: 'flex', flexWrap: 'wrap', gap: `0 ${vars.space.sm}`, alignItems: 'flex-end' });
export const areaField = style({ flex: '1 1 10rem', minWidth: 0 });
export const error = style({ color: vars.color.danger, fontSize: vars.fontSize.sm, margin: `${vars.space.xs} 0 0` });
