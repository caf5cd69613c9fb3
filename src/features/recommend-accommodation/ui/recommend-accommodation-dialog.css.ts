import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const students = style({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: vars.space.xs, maxHeight: '16rem', overflowY: 'auto' });
export const hint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, justifyContent: 'flex-end', marginTop: vars.space.md });
