import { style } from '@vanilla-extract/css';
import { selectionBar, selectionCount } from '@/shared/ui/selection';
import { media, vars } from '@/shared/ui/theme';

export const top = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: `0 ${vars.space.md}`, flexWrap: 'wrap', '@media': { [media.mobile]: { marginBottom: vars.space.md } } });

export const name = style({ fontWeight: 600 });

/** The name with the email under it: wide enough for an address, wrapping a long one anywhere. */
export const student = style({ display: 'block', minWidth: '13rem', maxWidth: '22rem' });

export const nowrap = style({ whiteSpace: 'nowrap' });

export const email = style({ display: 'block', overflowWrap: 'anywhere', color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const badge = style({
  display: 'inline-block',
  padding: '0.1rem 0.5rem',
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
  whiteSpace: 'nowrap',
});

export const active = style({ background: vars.color.successLight, color: vars.color.success });

export const inactive = style({ background: vars.color.greyLight, color: vars.color.greyDark });

/** A date and time wraps after its date when the table is short of room. */
export const date = style({ display: 'inline-block', minWidth: '6.5rem' });


/** The bulk actions over the selected rows. */
export const bulk = style([selectionBar, { alignItems: 'center' }]);

export const bulkCount = selectionCount;
