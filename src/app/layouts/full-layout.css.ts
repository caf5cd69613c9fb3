import { style } from '@vanilla-extract/css';
import { media, vars } from '@/shared/ui/theme';

export const shell = style({
  minHeight: '100vh',
  display: 'grid',
  gridTemplateColumns: 'minmax(280px, 40%) 1fr',
  '@media': { [media.upToTablet]: { gridTemplateColumns: '1fr' } },
});

export const aside = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'space-between',
  padding: vars.space.xl,
  color: '#fff',
  background: `linear-gradient(160deg, ${vars.color.brand1} 0%, ${vars.color.primary} 60%, ${vars.color.brand2} 100%)`,
  '@media': {
    [media.upToTablet]: { padding: `${vars.space.md} ${vars.space.lg}`, flexDirection: 'row', alignItems: 'center' },
  },
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: '#fff',
  fontSize: vars.fontSize.xl,
  fontWeight: 800,
  letterSpacing: '0.02em',
  textDecoration: 'none',
  selectors: { '&:hover': { color: '#fff' } },
});

export const logo = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '2.25rem',
  height: '2.25rem',
  borderRadius: vars.radius.md,
  background: '#fff',
  color: vars.color.brand1,
  fontWeight: 900,
});

export const pitch = style({
  maxWidth: '26rem',
  '@media': { [media.upToTablet]: { display: 'none' } },
});

export const pitchTitle = style({ fontSize: '2rem', margin: `0 0 ${vars.space.md}` });

export const pitchList = style({ paddingLeft: vars.space.lg, lineHeight: 1.8, opacity: 0.95 });

export const main = style({
  display: 'flex',
  flexDirection: 'column',
  padding: `${vars.space.xl} ${vars.space.lg}`,
  background: vars.color.surface,
  '@media': { [media.mobile]: { padding: `${vars.space.lg} ${vars.space.md}` } },
});

export const content = style({ width: '100%', maxWidth: '34rem', margin: '0 auto', flex: 1 });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  justifyContent: 'center',
  marginTop: vars.space.xl,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
