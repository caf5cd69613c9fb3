import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const amount = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const mono = style({ fontFamily: vars.font.mono, whiteSpace: 'nowrap' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, alignItems: 'center' });
