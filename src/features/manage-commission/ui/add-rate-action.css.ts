import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginBottom: vars.space.md });
