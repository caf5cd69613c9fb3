import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from '@/shared/ui/theme';

const slideIn = keyframes({ from: { transform: 'translateY(16px)', opacity: 0 }, to: { transform: 'none', opacity: 1 } });

export const viewport = style({
  position: 'fixed',
  right: vars.space.md,
  bottom: vars.space.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: 'min(380px, calc(100vw - 2rem))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  zIndex: vars.z.toast,
  outline: 'none',
  '@media': { [media.mobile]: { left: vars.space.md, right: vars.space.md, width: 'auto' } },
});

export const root = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.lg,
  borderLeft: '5px solid',
  animation: `${slideIn} 160ms ease-out`,
});

export const tone = styleVariants({
  error: { borderLeftColor: vars.color.danger },
  failure: { borderLeftColor: vars.color.warning },
  success: { borderLeftColor: vars.color.success },
});

export const title = style({ fontWeight: 700, gridColumn: 1 });

export const description = style({ gridColumn: 1, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const close = style({
  gridColumn: 2,
  gridRow: '1 / span 2',
  alignSelf: 'start',
  border: 0,
  background: 'transparent',
  fontSize: vars.fontSize.lg,
  cursor: 'pointer',
  width: '2rem',
  height: '2rem',
  borderRadius: vars.radius.pill,
  selectors: { '&:hover': { background: vars.color.greyLight } },
});
