import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const top = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: `0 ${vars.space.md}`, flexWrap: 'wrap' });

export const links = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });

export const items = style({ listStyle: 'none', padding: 0, margin: `${vars.space.md} 0`, display: 'grid', gap: vars.space.md });

export const item = style({ padding: vars.space.md, border: `1px solid ${vars.color.border}`, borderRadius: '0.75rem', minWidth: 0, overflowWrap: 'anywhere' });

export const head = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.sm, flexWrap: 'wrap', alignItems: 'baseline' });

export const amount = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const coupon = style({ display: 'flex', flexWrap: 'wrap', gap: `0 ${vars.space.sm}`, alignItems: 'flex-end', maxWidth: '28rem' });

export const couponField = style({ flex: '1 1 12rem', minWidth: 0 });

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center', marginTop: vars.space.sm });

export const total = style({ fontSize: vars.fontSize.lg, margin: `${vars.space.md} 0` });

export const offers = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, margin: `${vars.space.sm} 0` });

export const offersHeading = style({ fontSize: vars.fontSize.sm, fontWeight: 600 });
