import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginBottom: vars.space.md });

export const amount = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const muted = style({ display: 'block', color: vars.color.textMuted, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });

/** The id is text to copy whole: monospace, selected with one click, wrapped anywhere rather than widening the page. */
export const id = style({ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: vars.fontSize.sm, userSelect: 'all', overflowWrap: 'anywhere' });

export const totals = style({ listStyle: 'none', padding: 0, margin: `0 0 ${vars.space.sm}`, fontWeight: 600, overflowWrap: 'anywhere' });
