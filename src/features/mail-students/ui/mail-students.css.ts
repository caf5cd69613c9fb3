import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const recipients = style({ margin: `0 0 ${vars.space.sm}`, overflowWrap: 'anywhere' });
export const muted = style({ margin: `0 0 ${vars.space.md}`, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const line = style({ margin: 0 });
