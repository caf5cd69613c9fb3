import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const students = style({ border: 'none', padding: 0, margin: `0 0 ${vars.space.md}` });

export const legend = style({ fontWeight: 600, marginBottom: vars.space.sm, padding: 0 });

export const choices = style({ maxHeight: '16rem', overflowY: 'auto', marginBottom: vars.space.sm });

export const error = style({ fontSize: vars.fontSize.sm, color: vars.color.danger, fontWeight: 500, margin: `0 0 ${vars.space.sm}` });

export const muted = style({ fontSize: vars.fontSize.sm, margin: `0 0 ${vars.space.sm}` });
