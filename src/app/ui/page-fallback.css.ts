import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

const pulse = keyframes({ '0%, 100%': { opacity: 0.3 }, '50%': { opacity: 1 } });

export const fallback = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minHeight: '40vh',
  color: vars.color.textMuted,
});

export const dot = style({
  width: '0.75rem',
  height: '0.75rem',
  borderRadius: '50%',
  background: vars.color.primary,
  animation: `${pulse} 1s ease-in-out infinite`,
});

export const label = style({ fontSize: vars.fontSize.sm });
