import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const top = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: `0 ${vars.space.md}`, flexWrap: 'wrap' });

export const links = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'center' });

export const service = style({ padding: vars.space.md, border: `1px solid ${vars.color.border}`, borderRadius: '0.75rem', marginBottom: vars.space.md, minWidth: 0 });

export const plans = style({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: vars.space.md });

export const plan = style({ borderTop: `1px solid ${vars.color.border}`, paddingTop: vars.space.sm, overflowWrap: 'anywhere' });

export const price = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const buy = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center', marginTop: vars.space.sm });
