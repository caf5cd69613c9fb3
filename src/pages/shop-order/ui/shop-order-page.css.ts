import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const top = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: `0 ${vars.space.md}`, flexWrap: 'wrap' });

export const section = style({ marginTop: vars.space.lg, minWidth: 0, overflowWrap: 'anywhere' });

export const sectionTitle = style({ fontSize: vars.fontSize.lg, margin: `0 0 ${vars.space.sm}` });

export const list = style({ margin: 0, paddingInlineStart: '1.25rem', display: 'grid', gap: vars.space.xs });

export const moves = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginTop: vars.space.sm });

export const amount = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const note = style({ maxWidth: '36rem' });
