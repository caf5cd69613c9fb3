import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const strong = style({ fontWeight: 600 });

export const nowrap = style({ whiteSpace: 'nowrap' });

export const course = style({ minWidth: '12rem' });

export const sub = style({ display: 'block', color: vars.color.textMuted, fontSize: vars.fontSize.xs });

