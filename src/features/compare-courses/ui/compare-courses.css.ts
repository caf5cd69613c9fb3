import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

/** The table scrolls sideways inside its box on a narrow screen; the page never does. */
export const wrapper = style({ overflowX: 'auto', marginBlock: vars.space.sm, maxWidth: '100%' });
export const table = style({ borderCollapse: 'collapse', width: '100%', minWidth: '32rem' });
export const cell = style({ border: `1px solid ${vars.color.border}`, padding: vars.space.sm, verticalAlign: 'top', textAlign: 'left', overflowWrap: 'anywhere' });
export const differs = style({ background: vars.color.warningLight });
export const differsHead = style({ boxShadow: `inset 4px 0 0 ${vars.color.warning}` });
export const mark = style({ color: '#8a4200', fontWeight: 700, fontSize: vars.fontSize.xs, display: 'block' });
export const legend = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm, margin: `${vars.space.sm} 0 0`, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const legendText = style({ flex: '1 1 0', minWidth: 0 });
export const swatch = style({
  display: 'inline-block',
  flex: 'none',
  marginTop: '0.15rem',
  width: '1.25rem',
  height: '1rem',
  background: vars.color.warningLight,
  boxShadow: `inset 4px 0 0 ${vars.color.warning}`,
  border: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
});

export const section = style({
  marginBlock: vars.space.md,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  minWidth: 0,
});
export const sectionHead = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', gap: vars.space.sm });
// Room above the heading when it is scrolled to the top: the app's sticky top bar (4–4.5rem) covers that much.
export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.xl, scrollMarginTop: '6rem' });
