import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const top = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: `0 ${vars.space.md}`, flexWrap: 'wrap' });

export const topActions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap', alignItems: 'center' });

/** The counts per stage: a row of toggles that wraps, never scrolls sideways. */
export const stageCounts = style({ listStyle: 'none', margin: `0 0 ${vars.space.md}`, padding: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const stageCount = style({
  display: 'inline-flex',
  gap: vars.space.xs,
  alignItems: 'baseline',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { background: vars.color.primary, borderColor: vars.color.primary, color: vars.color.primaryContrast },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const stageNumber = style({ fontWeight: 700 });

export const more = style({ marginBottom: vars.space.md });
export const moreSummary = style({ cursor: 'pointer', fontWeight: 600, padding: `${vars.space.xs} 0` });

/** The bulk actions over the selected rows. */
export const bulk = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'flex-end',
  padding: vars.space.sm,
  marginBottom: vars.space.sm,
  background: vars.color.infoLight,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
globalStyle(`${bulk} > *`, { minWidth: 0 });

export const bulkCount = style({ fontWeight: 600, alignSelf: 'center', marginRight: 'auto' });

// The list: a table on a desktop, one card per lead on a phone or a tablet (same markup; the header row hides and
// every cell shows its column's name), so nothing scrolls sideways at 390 or 768 px. Should a desktop table still be
// wider than its room, it scrolls inside its frame, never the page.
const NARROW = 'screen and (max-width: 1023.98px)';
export const wrapper = style({ width: '100%', overflowX: 'auto', background: vars.color.surface, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm, tableLayout: 'auto' });
export const caption = style({ textAlign: 'left', padding: vars.space.sm, fontWeight: 600 });
export const th = style({
  textAlign: 'left',
  padding: vars.space.sm,
  background: vars.color.light,
  borderBottom: `1px solid ${vars.color.border}`,
  fontWeight: 600,
  whiteSpace: 'nowrap',
});
export const td = style({ padding: vars.space.sm, borderBottom: `1px solid ${vars.color.greyLight}`, verticalAlign: 'top', overflowWrap: 'anywhere' });
export const unreadRow = style({ background: vars.color.light });

export const sortButton = style({
  font: 'inherit',
  fontWeight: 600,
  background: 'none',
  border: 0,
  padding: 0,
  color: vars.color.primary,
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

export const name = style({ fontWeight: 600 });
export const muted = style({ color: vars.color.textMuted, display: 'block' });
export const unreadDot = style({ display: 'inline-block', width: '0.5rem', height: '0.5rem', borderRadius: '50%', background: vars.color.primary, marginRight: vars.space.xs });

export const mark = style({
  display: 'inline-block',
  marginTop: vars.space.xs,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
});
export const overdue = style({ background: vars.color.dangerLight, color: vars.color.danger });
export const waiting = style({ background: vars.color.warningLight, color: '#8a4100' });

export const checkbox = style({ width: '1.25rem', height: '1.25rem', margin: 0 });

globalStyle(`${table} td::before`, { content: 'none' });
globalStyle(`${table} thead`, { '@media': { [NARROW]: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } } });
globalStyle(`${table}, ${table} tbody, ${table} tr, ${table} td`, { '@media': { [NARROW]: { display: 'block', width: '100%' } } });
globalStyle(`${table} tr`, { '@media': { [NARROW]: { borderBottom: `1px solid ${vars.color.border}`, padding: `${vars.space.xs} 0` } } });
globalStyle(`${table} td`, { '@media': { [NARROW]: { border: 0, padding: `${vars.space.xs} ${vars.space.sm}` } } });
globalStyle(`${table} td[data-label]::before`, {
  '@media': { [NARROW]: { content: 'attr(data-label)', display: 'block', fontSize: vars.fontSize.xs, color: vars.color.textMuted, fontWeight: 600 } },
});
