import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const kinds = style({ border: 0, padding: 0, margin: `0 0 ${vars.space.sm}`, display: 'flex', flexWrap: 'wrap', gap: `${vars.space.xs} ${vars.space.md}` });
export const legend = style({ fontWeight: 600, padding: 0, marginBottom: vars.space.xs, width: '100%' });
export const kind = style({ display: 'inline-flex', gap: vars.space.xs, alignItems: 'center', minHeight: '2.75rem' });
