import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';
import { boxSurface } from '@/shared/ui/card';

export const sheet = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });
export const section = boxSurface;
export const title = style({ fontSize: vars.fontSize.lg, margin: `0 0 ${vars.space.sm}` });
export const entries = style({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: vars.space.md });
export const entry = style({ selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}`, paddingTop: vars.space.md } } });
export const empty = style({ color: vars.color.textMuted, margin: 0 });
