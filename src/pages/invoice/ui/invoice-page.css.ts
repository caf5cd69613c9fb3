import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@/shared/ui/theme';

export const top = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: `0 ${vars.space.md}`, flexWrap: 'wrap' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginBottom: vars.space.md });

/** The invoice as printed: on screen a sheet, on paper the only thing there is. */
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

export const noPrint = style({});

// Printing: the page is the invoice alone on A4 (the menu, the top bar, the actions and the history hidden). Scoped to
// a document that holds the sheet, so this stylesheet (which stays loaded after one leaves the page) prints no other.
globalStyle(`body:has(${sheet}) *`, { '@media': { print: { visibility: 'hidden' } } });
// As specific as the rule above and more (`:has()` counts its argument), so the sheet and all in it show.
globalStyle(`body:has(${sheet}) ${sheet}, body:has(${sheet}) ${sheet} *`, { '@media': { print: { visibility: 'visible' } } });
globalStyle(`${sheet}`, { '@media': { print: { position: 'absolute', left: 0, top: 0, width: '100%', border: 0, padding: 0, fontSize: '10pt', color: '#000' } } });
globalStyle(`${sheet} ${noPrint}`, { '@media': { print: { display: 'none' } } });
globalStyle(`${sheet} table`, { '@media': { print: { pageBreakInside: 'auto' } } });
globalStyle(`${sheet} tr`, { '@media': { print: { pageBreakInside: 'avoid' } } });
