import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

const appear = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  display: 'grid',
  placeItems: 'center',
  background: 'rgba(246, 248, 251, 0.55)',
  zIndex: vars.z.loading,
  // Short requests do not flash the screen: the veil fades in after a moment, but blocks input at once.
  animation: `${appear} 150ms ease-in 120ms both`,
  cursor: 'progress',
});

export const spinner = style({
  width: '3rem',
  height: '3rem',
  borderRadius: '50%',
  border: `4px solid ${vars.color.primaryLight2}`,
  borderTopColor: vars.color.primary,
  animation: `${spin} 800ms linear infinite`,
});

export const inline = style({ width: '1.25rem', height: '1.25rem', borderWidth: '3px' });
