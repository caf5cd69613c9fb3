import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const top = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: `0 ${vars.space.md}`, flexWrap: 'wrap' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginBottom: vars.space.md });

export { sheet, sheetHead, docTitle } from '@/shared/ui/print-sheet';

export const facts = style({ margin: `${vars.space.sm} 0 ${vars.space.md}`, overflowWrap: 'anywhere' });

export const sectionTitle = style({ fontSize: vars.fontSize.md, margin: `${vars.space.lg} 0 ${vars.space.sm}` });

export const amount = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const muted = style({ color: vars.color.textMuted });

export const summary = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
  gap: vars.space.sm,
  margin: 0,
});

export const summaryItem = style({ border: `1px solid ${vars.color.greyLight}`, borderRadius: vars.radius.md, padding: vars.space.sm, minWidth: 0 });

export const summaryLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const summaryValue = style({ margin: 0, fontWeight: 600, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' });
