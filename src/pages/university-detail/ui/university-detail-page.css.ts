import { style } from '@vanilla-extract/css';
import { cardSurface } from '@/shared/ui/card';
import { media, vars } from '@/shared/ui/theme';

export const header = style({ display: 'grid', gap: vars.space.xs, marginBottom: vars.space.md });
export const titleRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const title = style({ margin: 0, fontSize: vars.fontSize.xxl, lineHeight: 1.2, overflowWrap: 'anywhere' });
export const logo = style({ width: '3rem', height: '3rem', objectFit: 'contain', borderRadius: vars.radius.sm, background: vars.color.surface });
export const meta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });
export const section = style({ display: 'grid', gap: vars.space.sm, marginBottom: vars.space.lg });
export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg });
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  '@media': { [media.mobile]: { gridTemplateColumns: '1fr', gap: 0 } },
});
export const term = style({ fontWeight: 600, '@media': { [media.mobile]: { marginTop: vars.space.sm } } });
export const detail = style({ margin: 0, overflowWrap: 'anywhere' });
export const cards = style({ display: 'grid', gap: vars.space.md, listStyle: 'none', padding: 0, margin: 0 });
export const card = cardSurface;
export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.md });
export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
export const levels = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, listStyle: 'none', margin: 0, padding: 0 });
