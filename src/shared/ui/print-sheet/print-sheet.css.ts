import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@/shared/ui/theme';
import { boxSurface } from '../card';

/** A printable document (an invoice, a statement): on screen a sheet, on paper the only thing there is. */
export const sheet = style([boxSurface, { padding: vars.space.lg, '@media': { [media.mobile]: { padding: vars.space.md } } }]);

export const sheetHead = style({ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'baseline' });

export const docTitle = style({ margin: 0, fontSize: vars.fontSize.xl, letterSpacing: '0.04em', textTransform: 'uppercase' });

/** Inside a sheet: shown on screen, left off the paper. */
export const noPrint = style({});

// Printing: the page is the sheet alone (the menu, the top bar, the actions hidden). Scoped to a document that holds a
// sheet, so this stylesheet (which stays loaded after one leaves the page) blanks no other page's print.
globalStyle(`body:has(${sheet}) *`, { '@media': { print: { visibility: 'hidden' } } });
// As specific as the rule above and more (`:has()` counts its argument), so the sheet and all in it show.
globalStyle(`body:has(${sheet}) ${sheet}, body:has(${sheet}) ${sheet} *`, { '@media': { print: { visibility: 'visible' } } });
globalStyle(`${sheet}`, { '@media': { print: { position: 'absolute', left: 0, top: 0, width: '100%', border: 0, padding: 0, fontSize: '10pt', color: '#000' } } });
globalStyle(`${sheet} ${noPrint}`, { '@media': { print: { display: 'none' } } });
globalStyle(`${sheet} table`, { '@media': { print: { pageBreakInside: 'auto' } } });
globalStyle(`${sheet} tr`, { '@media': { print: { pageBreakInside: 'avoid' } } });
