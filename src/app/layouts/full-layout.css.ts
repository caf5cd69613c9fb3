import { style } from '@vanilla-extract/css';
import { media, vars } from '@/shared/ui/theme';
import { brandLink, legalFooter, logoMark, twoColumnShell } from './layout.css';

export { skipLink } from './layout.css';

export const shell = twoColumnShell('minmax(280px, 40%) 1fr', media.upToTablet);

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

export const brand = style([
  brandLink,
  { display: 'inline-flex', fontSize: vars.fontSize.xl, letterSpacing: '0.02em' },
]);

export const logo = style([logoMark, { width: '2.25rem', height: '2.25rem' }]);

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

export const footer = style([legalFooter, { marginTop: vars.space.xl }]);
