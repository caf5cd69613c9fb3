import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@/shared/ui/theme';

export const wrapper = style({
  width: '100%',
  overflowX: 'auto',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });

export const caption = style({ textAlign: 'left', padding: vars.space.sm, fontWeight: 600 });

export const th = style({
  textAlign: 'left',
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.light,
  borderBottom: `1px solid ${vars.color.border}`,
  fontWeight: 600,
  whiteSpace: 'nowrap',
});

export const td = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.greyLight}`,
  verticalAlign: 'top',
  '@media': { [media.mobile]: { padding: vars.space.sm } },
});

// `cards`: a table on a desktop, one card per row below 1024 px (same markup: the header row is hidden but still
// read by assistive technology, and every cell shows its column's name), so nothing scrolls sideways at 390 or 768 px.
export const cards = style({});
globalStyle(`${cards} th, ${cards} td`, { padding: vars.space.sm });
globalStyle(`${cards} td`, { overflowWrap: 'anywhere' });
globalStyle(`${cards} thead`, {
  '@media': { [media.upToTablet]: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } },
});
globalStyle(`${cards}, ${cards} tbody, ${cards} tr, ${cards} td`, { '@media': { [media.upToTablet]: { display: 'block', width: '100%' } } });
globalStyle(`${cards} tr`, { '@media': { [media.upToTablet]: { borderBottom: `1px solid ${vars.color.border}`, padding: `${vars.space.xs} 0` } } });
globalStyle(`${cards} td`, { '@media': { [media.upToTablet]: { border: 0, padding: `${vars.space.xs} ${vars.space.sm}` } } });
globalStyle(`${cards} td[data-label]::before`, {
  '@media': { [media.upToTablet]: { content: 'attr(data-label)', display: 'block', fontSize: vars.fontSize.xs, color: vars.color.textMuted, fontWeight: 600 } },
});
