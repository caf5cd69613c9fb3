import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

/** A service's steps: one line each ("Day 1 · WhatsApp · intake_reminder"). */
export const steps = style({ margin: `0 0 ${vars.space.sm}`, paddingLeft: vars.space.lg, overflowWrap: 'anywhere' });
