import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });
export const item = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-start', lineHeight: 1.45 });
export const mark = style({ flex: '0 0 auto', color: vars.color.success, display: 'inline-flex', marginTop: '0.1rem' });
/** Focused universities: the black bottom border of the spec, with a word for those who cannot see it. */
export const focused = style({
  display: 'inline-block',
  padding: `0 ${vars.space.xs}`,
  borderBottom: '3px solid #000',
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
});
