import { style } from '@vanilla-extract/css';
import { media, vars } from '@/shared/ui/theme';

export const toolbar = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(14rem, 2fr) minmax(10rem, 1fr) minmax(10rem, 1fr) auto',
  gap: vars.space.sm,
  alignItems: 'start',
  marginBottom: vars.space.md,
  '@media': { [media.upToTablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }, [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const meta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: `0 0 ${vars.space.sm}` });

export const strong = style({ fontWeight: 600 });

export const nowrap = style({ whiteSpace: 'nowrap' });

export const course = style({ minWidth: '12rem' });

export const sub = style({ display: 'block', color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const status = style({
  display: 'inline-block',
  padding: '0.1rem 0.5rem',
  borderRadius: vars.radius.pill,
  background: vars.color.primaryLight1,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
  whiteSpace: 'nowrap',
});

export const clear = style({ marginTop: '1.6rem', '@media': { [media.mobile]: { marginTop: 0 } } });
