import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@/shared/ui/theme';

export const top = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: `0 ${vars.space.md}`, flexWrap: 'wrap' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginBottom: vars.space.md });

/** The statement as printed: on screen a sheet, on paper the only thing there is. */
export const sheet = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.lg,
  minWidth: 0,
  '@media': { [media.mobile]: { padding: vars.space.md } },
});

export const sheetHead = style({ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'baseline' });

export const docTitle = style({ margin: 0, fontSize: vars.fontSize.xl, letterSpacing: '0.04em', textTransform: 'uppercase' });

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

// Printing: the page is the statement alone on A4. Scoped to a document that holds the sheet, so this stylesheet (it
// stays loaded after one leaves the page) blanks no other page's print.
globalStyle(`body:has(${sheet}) *`, { '@media': { print: { visibility: 'hidden' } } });
globalStyle(`body:has(${sheet}) ${sheet}, body:has(${sheet}) ${sheet} *`, { '@media': { print: { visibility: 'visible' } } });
globalStyle(`${sheet}`, { '@media': { print: { position: 'absolute', left: 0, top: 0, width: '100%', border: 0, padding: 0, fontSize: '10pt', color: '#000' } } });
globalStyle(`${sheet} tr`, { '@media': { print: { pageBreakInside: 'avoid' } } });
