import { style } from '@vanilla-extract/css';
import { media, vars } from '@/shared/ui/theme';

export const overlay = style({ position: 'fixed', inset: 0, background: vars.color.overlay, zIndex: vars.z.overlay });

export const content = style({
  position: 'fixed',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  width: 'min(560px, calc(100vw - 2rem))',
  maxHeight: 'calc(100vh - 2rem)',
  overflowY: 'auto',
  padding: vars.space.lg,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  zIndex: vars.z.overlay,
  '@media': {
    [media.mobile]: { top: 'auto', bottom: 0, transform: 'translate(-50%, 0)', width: '100vw', borderRadius: `${vars.radius.lg} ${vars.radius.lg} 0 0` },
  },
});

export const drawer = style({
  position: 'fixed',
  top: 0,
  bottom: 0,
  left: 0,
  width: 'min(300px, 85vw)',
  overflowY: 'auto',
  background: vars.color.surface,
  boxShadow: vars.shadow.lg,
  zIndex: vars.z.overlay,
});

export const title = style({ fontSize: vars.fontSize.xl, margin: `0 0 ${vars.space.sm}` });

export const description = style({ color: vars.color.textMuted, marginBottom: vars.space.md });

export const close = style({
  position: 'absolute',
  top: vars.space.sm,
  right: vars.space.sm,
  width: '2.25rem',
  height: '2.25rem',
  border: 0,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  fontSize: vars.fontSize.xl,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.greyLight } },
});
