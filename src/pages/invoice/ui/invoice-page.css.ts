import { style } from '@vanilla-extract/css';
import { media, vars } from '@/shared/ui/theme';

export const top = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: `0 ${vars.space.md}`, flexWrap: 'wrap' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginBottom: vars.space.md });

// The sheet, its head and title, and the print rules are the shared printable sheet's.
export { sheet, sheetHead, docTitle, noPrint } from '@/shared/ui/print-sheet';

export const parties = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  gap: vars.space.md,
  margin: `${vars.space.md} 0`,
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const party = style({ border: `1px solid ${vars.color.greyLight}`, borderRadius: vars.radius.md, padding: vars.space.sm, minWidth: 0, overflowWrap: 'anywhere' });

export const partyTitle = style({ margin: `0 0 ${vars.space.xs}`, fontSize: vars.fontSize.md });

export const address = style({ whiteSpace: 'pre-line', margin: `0 0 ${vars.space.xs}` });

export const amount = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const words = style({ fontStyle: 'italic', margin: `${vars.space.md} 0 0` });

export const sectionTitle = style({ fontSize: vars.fontSize.md, margin: `${vars.space.lg} 0 ${vars.space.sm}` });

export const history = style({ margin: 0, paddingLeft: vars.space.lg, display: 'grid', gap: vars.space.xs });
