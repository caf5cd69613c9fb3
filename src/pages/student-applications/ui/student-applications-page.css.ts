import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

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
