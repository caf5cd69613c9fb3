import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

/**
 * Styles shared by the app, full and public layouts: the page-high two-column shell, the white brand link, its "U"
 * mark and the legal footer.
 */

/** A grid of two columns as high as the page, one column from `narrow` down. */
export const twoColumnShell = (columns: string, narrow: string) =>
  style({
    display: 'grid',
    gridTemplateColumns: columns,
    minHeight: '100vh',
    '@media': { [narrow]: { gridTemplateColumns: '1fr' } },
  });

export const brandLink = style({
  alignItems: 'center',
  gap: vars.space.sm,
  color: '#fff',
  fontWeight: 800,
  textDecoration: 'none',
  selectors: { '&:hover': { color: '#fff' } },
});

export const logoMark = style({
  display: 'inline-grid',
  placeItems: 'center',
  borderRadius: vars.radius.md,
  background: '#fff',
  color: vars.color.brand1,
  fontWeight: 900,
  // The letter is drawn, not written: a brand link's accessible name then holds all its visible text (axe
  // label-content-name-mismatch counted the hidden "U").
  '::before': { content: '"U"' },
});

export const legalFooter = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  justifyContent: 'center',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

/** "Skip to content": off screen until focused, then at the top left of the page. */
export const skipLink = style({
  position: 'absolute',
  left: '-999px',
  top: vars.space.sm,
  padding: vars.space.sm,
  background: vars.color.surface,
  zIndex: vars.z.toast,
  selectors: { '&:focus': { left: vars.space.sm } },
});
