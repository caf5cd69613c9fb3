import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const photo = style({ width: '4rem', height: '4rem', borderRadius: vars.radius.pill, objectFit: 'cover', border: `1px solid ${vars.color.border}` });
export const meter = style({ width: '100%', maxWidth: '20rem', height: '1rem' });
export const sections = style({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: vars.space.sm });
export const section = style({ display: 'grid', gap: vars.space.xs, paddingBlock: vars.space.xs, borderTop: `1px solid ${vars.color.border}`, minWidth: 0 });
export const sectionHead = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center', justifyContent: 'space-between' });
export const missing = style({ margin: 0, paddingInlineStart: vars.space.lg, color: vars.color.text, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });
export const note = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: `${vars.space.sm} 0 0` });
