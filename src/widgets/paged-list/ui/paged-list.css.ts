import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@/shared/ui/theme';

/** The count line over a list: a polite live region, so a screen reader hears the new count after a change. */
export const count = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: `0 0 ${vars.space.sm}` });

/** The results take the focus after paging (to read the new page from its top); no ring for that programmatic focus. */
export const results = style({ minWidth: 0, selectors: { '&:focus': { outline: 'none' } } });

/** Search and filters in a row (the search wider), wrapping onto more lines as room runs out; one per line on a phone. */
export const toolbar = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'flex-start', marginBottom: vars.space.md });

/** Level with the fields (below their labels); on its own line on a phone. */
export const clear = style({ marginTop: '1.6rem', '@media': { [media.mobile]: { marginTop: 0 } } });

globalStyle(`${toolbar} > *`, { flex: '1 1 10rem', minWidth: 0 });
globalStyle(`${toolbar} > :first-child`, { flex: '2 1 14rem' });
globalStyle(`${toolbar} > ${clear}`, { flex: '0 0 auto' });
