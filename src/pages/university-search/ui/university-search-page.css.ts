import { style } from '@vanilla-extract/css';
import { media, vars } from '@/shared/ui/theme';

export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: '1fr',
  '@media': { [media.desktop]: { gridTemplateColumns: '16rem 1fr' } },
});
export const filters = style({ display: 'grid', gap: vars.space.sm, alignContent: 'start' });
export const field = style({ display: 'grid', gap: '0.25rem' });
export const control = style({ padding: '0.4rem', border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.sm, font: 'inherit' });
export const results = style({ display: 'grid', gap: vars.space.md, listStyle: 'none', padding: 0, margin: 0 });
export const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  display: 'grid',
  gap: vars.space.xs,
});
/** Focused universities: a black bottom border (spec), plus a word for those who cannot see it. */
export const focused = style({ borderBottom: '3px solid #000' });
export const meta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });
export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
export const toolbar = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'end', justifyContent: 'space-between', marginBottom: vars.space.md });
