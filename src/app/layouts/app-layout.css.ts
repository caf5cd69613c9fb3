import { style } from '@vanilla-extract/css';
import { media, vars } from '@/shared/ui/theme';
import { brandLink, logoMark, twoColumnShell } from './layout.css';

export const shell = twoColumnShell('auto 1fr', media.mobile);

export const sidebar = style({
  position: 'sticky',
  top: 0,
  height: '100vh',
  overflowY: 'auto',
  width: '15.5rem',
  background: vars.color.brand1,
  color: '#fff',
  transition: 'width 160ms ease',
  zIndex: vars.z.menu,
  selectors: { '&[data-collapsed="true"]': { width: '4.25rem' } },
  '@media': { [media.mobile]: { display: 'none' } },
});

export const sidebarBrand = style([
  brandLink,
  {
    display: 'flex',
    height: '4rem',
    padding: `0 ${vars.space.md}`,
    fontSize: vars.fontSize.lg,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
  },
]);

export const logo = style([logoMark, { flex: '0 0 auto', width: '2.25rem', height: '2.25rem' }]);

export const nav = style({ padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.xl}` });

export const navList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '2px' });

export const navLink = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '2.5rem',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  color: 'rgba(255,255,255,0.88)',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  selectors: {
    '&:hover': { background: 'rgba(255,255,255,0.10)', color: '#fff' },
    '&[aria-current="page"]': { background: vars.color.menuGreen, color: '#fff', fontWeight: 600 },
    // The theme's focus ring is dark: on the dark blue menu the ring is white.
    '&:focus-visible': { outlineColor: '#fff', outlineOffset: '-3px' },
  },
});

export const drawerNav = style({ padding: '3rem 0.5rem 1rem' });

export const drawerNavLink = style({
  color: vars.color.text,
  selectors: {
    '&:hover': { background: vars.color.primaryLight1, color: vars.color.text },
    '&[aria-current="page"]': { background: vars.color.menuGreen, color: '#fff' },
    '&:focus-visible': { outlineColor: vars.color.focus },
  },
});

export const navIcon = style({ flex: '0 0 1.75rem', display: 'inline-flex', justifyContent: 'center' });

export const column = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const topbar = style({
  position: 'sticky',
  top: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  height: '4rem',
  padding: `0 ${vars.space.md}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  zIndex: vars.z.menu,
  // On a phone the page title takes a second row: the menu button, the unread counts and the account button keep the
  // first (at 390 px they squeezed the menu button to nothing and the title away).
  '@media': {
    [media.mobile]: {
      flexWrap: 'wrap',
      justifyContent: 'space-between',
      height: 'auto',
      minHeight: '4rem',
      gap: `0 ${vars.space.xs}`,
      padding: `${vars.space.xs} ${vars.space.sm}`,
    },
  },
});

export const topbarTitle = style({
  flex: 1,
  margin: 0,
  fontSize: vars.fontSize.lg,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  '@media': { [media.mobile]: { order: 1, flexBasis: '100%', fontSize: vars.fontSize.md } },
});

export const desktopOnly = style({ flexShrink: 0, '@media': { [media.mobile]: { display: 'none' } } });
export const mobileOnly = style({ display: 'none', flexShrink: 0, '@media': { [media.mobile]: { display: 'inline-flex' } } });

export const userButton = style({ maxWidth: '16rem', flexShrink: 0, '@media': { [media.mobile]: { paddingInline: vars.space.xs } } });

export const userName = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  // Under 1024 px the avatar stands for the name: beside the open menu the name pushed the top bar wider than the page.
  '@media': { [`${media.mobile}, ${media.tablet}`]: { display: 'none' } },
});

export const avatar = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '2rem',
  height: '2rem',
  borderRadius: '50%',
  background: vars.color.primaryLight2,
  color: vars.color.brand1,
  fontWeight: 700,
  fontSize: vars.fontSize.sm,
  // Drawn, not written: the account button's accessible name then holds all its visible text.
  '::before': { content: 'attr(data-initials)' },
});

export const main = style({
  flex: 1,
  padding: vars.space.lg,
  '@media': { [media.mobile]: { padding: vars.space.md } },
});

export { skipLink } from './layout.css';
