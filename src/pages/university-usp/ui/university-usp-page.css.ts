import { style } from '@vanilla-extract/css';
import { cardSurface } from '@/shared/ui/card';
import { media, vars } from '@/shared/ui/theme';

export const meta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });
export const list = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(20rem, 1fr))',
  listStyle: 'none',
  padding: 0,
  margin: `${vars.space.sm} 0 0`,
  '@media': { [media.mobile]: { gridTemplateColumns: '1fr' } },
});
export const card = style([cardSurface, { gap: vars.space.sm }]);
export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.lg, overflowWrap: 'anywhere' });
export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
export const logo = style({ width: '2rem', height: '2rem', objectFit: 'contain' });
