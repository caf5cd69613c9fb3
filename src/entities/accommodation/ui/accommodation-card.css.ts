import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const title = style({ margin: 0, fontSize: '1.1rem', overflowWrap: 'anywhere' });
export const meta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0, overflowWrap: 'anywhere' });
export const rent = style({ margin: 0, fontWeight: 600 });
export const text = style({ margin: 0, overflowWrap: 'anywhere' });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
