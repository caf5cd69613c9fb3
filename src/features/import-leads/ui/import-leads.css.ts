import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const help = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, overflowWrap: 'anywhere' });
export const rows = style({ maxHeight: '50vh', overflow: 'auto', marginBottom: vars.space.md });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });
export const caption = style({ textAlign: 'left', fontWeight: 600, padding: `${vars.space.xs} 0` });
globalStyle(`${table} th, ${table} td`, { textAlign: 'left', padding: vars.space.xs, borderBottom: `1px solid ${vars.color.greyLight}`, verticalAlign: 'top', overflowWrap: 'anywhere' });
