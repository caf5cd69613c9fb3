import { style } from '@vanilla-extract/css';
import { media, vars } from '@/shared/ui/theme';

export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: '1fr',
  '@media': { [media.desktop]: { gridTemplateColumns: '16rem 1fr' } },
});
// min-width 0 lets the columns shrink below their longest option (a university's name) on a phone.
export const filters = style({ display: 'grid', gap: vars.space.sm, alignContent: 'start', minWidth: 0 });
export const search = style({ marginBottom: vars.space.md });
export const results = style({ minWidth: 0 });
export const facet = style({ display: 'grid', gap: vars.space.xs, marginTop: vars.space.sm });
export const facetTitle = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: 700 });
export const facetList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '2px' });
export const facetButton = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  width: '100%',
  padding: '0.3rem 0.5rem',
  border: '1px solid transparent',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.primaryLight1 },
    '&[aria-pressed="true"]': { background: vars.color.primaryLight1, borderColor: vars.color.primary, fontWeight: 700 },
  },
});
export const facetCount = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });
