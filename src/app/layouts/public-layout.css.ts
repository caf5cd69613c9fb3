import { style } from '@vanilla-extract/css';
import { media, vars } from '@/shared/ui/theme';

export const shell = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column', background: vars.color.background });

export const topbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  color: '#fff',
  background: `linear-gradient(100deg, ${vars.color.brand1} 0%, ${vars.color.primary} 70%, ${vars.color.brand2} 100%)`,
  '@media': { [media.mobile]: { padding: `${vars.space.sm} ${vars.space.md}` } },
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: '#fff',
  fontSize: vars.fontSize.lg,
  fontWeight: 800,
  textDecoration: 'none',
  selectors: { '&:hover': { color: '#fff' } },
});

export const logo = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '2rem',
  height: '2rem',
  borderRadius: vars.radius.md,
  background: '#fff',
  color: vars.color.brand1,
  fontWeight: 900,
});

export const links = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'center' });

export const link = style({ color: '#fff', fontWeight: 600, selectors: { '&:hover': { color: '#fff' } } });

export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: '76rem',
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.xl}`,
  '@media': { [media.mobile]: { padding: `${vars.space.md} ${vars.space.md} ${vars.space.lg}` } },
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  justifyContent: 'center',
  padding: vars.space.md,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
