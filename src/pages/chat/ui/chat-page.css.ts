import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

/** Tablet and desktop together (the theme's `tablet` stops at 1024 px). */
const wide = 'screen and (min-width: 768px)';

// Two columns from the tablet size up (people | conversation); one at a time on a phone, chosen by `data-open`.
export const layout = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: '1fr',
  minHeight: '28rem',
  '@media': { [wide]: { gridTemplateColumns: '18rem 1fr' } },
});
export const people = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.sm,
  selectors: { [`${layout}[data-open="true"] &`]: { display: 'none' } },
  '@media': { [wide]: { selectors: { [`${layout}[data-open="true"] &`]: { display: 'grid' } } } },
});
export const conversation = style({
  display: 'grid',
  gridTemplateRows: 'auto 1fr auto',
  gap: vars.space.sm,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  minHeight: '24rem',
  selectors: { [`${layout}[data-open="false"] &`]: { display: 'none' } },
  '@media': { [wide]: { selectors: { [`${layout}[data-open="false"] &`]: { display: 'grid' } } } },
});
export const list = style({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: vars.space.xs });
export const person = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: '0.1rem 0.5rem',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  selectors: {
    '&:has(> [aria-current="true"])': { background: vars.color.primaryLight1, borderColor: vars.color.primary },
    '&:hover': { borderColor: vars.color.primary },
  },
});
/** The contact's button: its name, drawn over the whole card so a click anywhere on the card opens the conversation. */
export const personButton = style({
  padding: 0,
  border: 0,
  background: 'none',
  font: 'inherit',
  color: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  '::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.sm },
  selectors: {
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
export const snippet = style({
  gridColumn: '1 / -1',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
export const badge = style({
  background: vars.color.primary,
  color: vars.color.primaryContrast,
  borderRadius: vars.radius.pill,
  padding: '0 0.5rem',
  fontSize: vars.fontSize.sm,
  alignSelf: 'center',
});
export const messages = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  overflowY: 'auto',
  maxHeight: '60vh',
});
export const bubble = style({
  maxWidth: '80%',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  background: vars.color.light,
  border: `1px solid ${vars.color.border}`,
  alignSelf: 'flex-start',
  selectors: { '&[data-mine="true"]': { alignSelf: 'flex-end', background: vars.color.primaryLight1, borderColor: vars.color.primaryLight2 } },
});
export const text = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
export const meta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });
export const control = style({ padding: '0.4rem', border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.sm, font: 'inherit', width: '100%' });
export const composer = style({ display: 'grid', gap: vars.space.xs });
