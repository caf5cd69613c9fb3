import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const help = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, overflowWrap: 'anywhere' });
