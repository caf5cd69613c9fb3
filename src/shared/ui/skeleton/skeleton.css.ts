import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

const appear = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.45 } });

export const box = style({ display: 'grid', gap: vars.space.sm });

/** One placeholder row; its height is the row's the content will have, so nothing jumps when it arrives. */
export const row = style({
  borderRadius: vars.radius.md,
  background: vars.color.greyLight,
  // Short loads do not flash: the rows fade in after a moment (the page-wide reduced-motion rule stills them).
  animation: `${appear} 150ms ease-in 150ms both, ${pulse} 1.4s ease-in-out 300ms infinite`,
});
