import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

/** The field and its search button on one line. */
export const row = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center' });
