import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const form = style({ maxWidth: '56rem', minWidth: 0 });
export const section = style({ border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, padding: vars.space.md, margin: `0 0 ${vars.space.md}`, minWidth: 0, background: vars.color.surface });
export const legend = style({ fontWeight: 600, padding: `0 ${vars.space.xs}` });
export const custom = style({ borderLeft: `3px solid ${vars.color.primary}`, paddingLeft: vars.space.md, marginBottom: vars.space.md });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
