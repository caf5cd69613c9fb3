import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

/** A row of pills that wraps, never scrolls sideways. */
export const pillList = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: `0 0 ${vars.space.md}`, padding: 0, listStyle: 'none' });

/** A pill: a link or a toggle button among others of its kind (PillNav's links, the lead list's counts per stage). */
export const pill = style({
  display: 'inline-block',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});
