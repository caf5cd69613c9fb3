import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';
import { boxSurface } from '@/shared/ui/card';

export const toggle = style({ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, minWidth: 0 });
export const toggleLabel = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, cursor: 'pointer', minHeight: '2rem' });
export const feedback = style({ color: vars.color.success, fontSize: vars.fontSize.sm, fontWeight: 600, selectors: { '&:empty': { display: 'none' } } });

export const full = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** A box held at the foot of the window while the list scrolls, in the primary colour's border. */
export const bar = style([
  boxSurface,
  {
    position: 'sticky',
    bottom: 0,
    zIndex: 5,
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.sm,
    marginBlock: vars.space.md,
    padding: `${vars.space.sm} ${vars.space.md}`,
    borderColor: vars.color.primary,
    boxShadow: vars.shadow.md,
  },
]);
export const settled = style({ position: 'static', boxShadow: 'none' });
export const count = style({ margin: 0 });
export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });
