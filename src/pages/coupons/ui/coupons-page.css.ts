import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const code = style({ fontWeight: 600, fontVariantNumeric: 'tabular-nums' });

export const description = style({ display: 'block', fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const nowrap = style({ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const section = style({ marginTop: vars.space.md });
