import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const group = style({ border: 0, padding: 0, margin: `0 0 ${vars.space.md}`, minWidth: 0 });
export const legend = style({ fontWeight: 600, marginBottom: vars.space.xs, padding: 0 });
export const choices = style({ display: 'grid', gap: vars.space.xs, maxHeight: '14rem', overflowY: 'auto' });
export const error = style({ color: vars.color.danger, fontSize: vars.fontSize.sm, margin: `${vars.space.xs} 0 0` });
