import { style } from '@vanilla-extract/css';
import { selectionBar, selectionCount } from '@/shared/ui/selection';
import { vars } from '@/shared/ui/theme';

export const top = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: `0 ${vars.space.md}`, flexWrap: 'wrap' });

export const topActions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap', alignItems: 'center' });

/** A count per stage is one of PillNav's pills, as a toggle button (pressed while the list shows that stage). */
export const stageCount = style({
  fontFamily: 'inherit',
  lineHeight: 'inherit',
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
export const bulk = style([selectionBar, { alignItems: 'flex-end' }]);

export const bulkCount = style([selectionCount, { alignSelf: 'center' }]);

// The list: the shared Table as cards below 1024 px; these are the leads' own marks in it.
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


/** A report of a bulk action (kept until dismissed; it takes the focus). */
export const outcome = style({ selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } } });
export const outcomeText = style({ margin: `0 0 ${vars.space.xs}`, overflowWrap: 'anywhere' });
export const outcomeActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
