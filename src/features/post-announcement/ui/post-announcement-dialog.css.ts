import { style } from '@vanilla-extract/css';
import { media, vars } from '@/shared/ui/theme';

/** The audience choices as one group, in the form's rhythm like the text fields. */
export const audience = style({ border: 0, margin: `0 0 ${vars.space.md}`, padding: 0, minWidth: 0 });

export const legend = style({ padding: 0, marginBottom: vars.space.xs, fontWeight: 600, fontSize: vars.fontSize.sm, color: vars.color.text });

export const hint = style({ margin: `0 0 ${vars.space.sm}`, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/** Two columns of checkboxes; one on a phone. */
export const choices = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: `0 ${vars.space.md}`,
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const error = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.danger, fontWeight: 500 });
