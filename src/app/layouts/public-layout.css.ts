import { style } from '@vanilla-extract/css';
import { media, vars } from '@/shared/ui/theme';
import { brandLink, legalFooter, logoMark } from './layout.css';

export { skipLink } from './layout.css';

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

export const brand = style([brandLink, { display: 'inline-flex', fontSize: vars.fontSize.lg }]);

export const logo = style([logoMark, { width: '2rem', height: '2rem' }]);

export const links = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'center' });

export const link = style({ color: '#fff', fontWeight: 600, selectors: { '&:hover': { color: '#fff' } } });

// At least a screen tall, so the footer starts below the fold: a page whose results arrive after it paints (the course
// search) grows without moving anything a reader sees (issue 10: the footer's shift was its whole CLS, 0.064).
export const main = style({
  flex: 1,
  minHeight: '100vh',
  width: '100%',
  maxWidth: '76rem',
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.xl}`,
  '@media': { [media.mobile]: { padding: `${vars.space.md} ${vars.space.md} ${vars.space.lg}` } },
});

export const footer = style([legalFooter, { padding: vars.space.md }]);
