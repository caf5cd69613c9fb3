import { style } from '@vanilla-extract/css';
import { media, vars } from '@/shared/ui/theme';

export const top = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: vars.space.md, flexWrap: 'wrap' });

/** Search and filters in a row; stacked on a phone. */
export const toolbar = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(14rem, 2fr) minmax(10rem, 1fr) minmax(10rem, 1fr) auto',
  gap: vars.space.sm,
  alignItems: 'end',
  marginBottom: vars.space.md,
  '@media': { [media.upToTablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }, [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const meta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: `0 0 ${vars.space.sm}` });

export const name = style({ fontWeight: 600, whiteSpace: 'nowrap' });

export const nowrap = style({ whiteSpace: 'nowrap' });

export const email = style({ overflowWrap: 'anywhere', minWidth: '10rem' });

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
