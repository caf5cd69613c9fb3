import { style } from '@vanilla-extract/css';
import { media, vars } from '@/shared/ui/theme';
import { cardSurface } from '@/shared/ui/card';

export const section = style({ display: 'grid', gap: vars.space.md, marginBlockEnd: vars.space.xl, minWidth: 0 });
export const sectionTitle = style({ fontSize: vars.fontSize.xl, margin: 0 });
export const list = style({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: vars.space.md });
export const row = style([
  cardSurface,
  { gap: vars.space.sm, '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', alignItems: 'start' } } },
]);
export const missing = style({ borderInlineStart: `4px solid ${vars.color.danger}` });
export const head = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, minWidth: 0 });
export const name = style({ fontSize: vars.fontSize.lg, margin: 0, overflowWrap: 'anywhere' });
export const files = style({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: vars.space.xs });
export const file = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs, minWidth: 0 });
export const fileName = style({ fontWeight: 600, overflowWrap: 'anywhere' });
export const meta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const summary = style({ margin: 0 });
