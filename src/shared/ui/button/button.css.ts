import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minHeight: '2.5rem',
  padding: `0 ${vars.space.md}`,
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.md,
  fontWeight: 600,
  lineHeight: 1.2,
  textDecoration: 'none',
  cursor: 'pointer',
  transition: 'background-color 120ms, border-color 120ms, color 120ms',
  selectors: {
    '&:disabled, &[aria-disabled="true"]': { opacity: 0.6, cursor: 'not-allowed' },
  },
});

export const variant = styleVariants({
  primary: {
    background: vars.color.primary,
    color: vars.color.primaryContrast,
    selectors: { '&:hover:not(:disabled)': { background: vars.color.primaryHover, color: vars.color.primaryContrast } },
  },
  secondary: {
    background: vars.color.surface,
    color: vars.color.text,
    borderColor: vars.color.border,
    selectors: { '&:hover:not(:disabled)': { background: vars.color.greyLight, color: vars.color.text } },
  },
  danger: {
    background: vars.color.danger,
    color: '#fff',
    selectors: { '&:hover:not(:disabled)': { background: vars.color.dangerHover, color: '#fff' } },
  },
  ghost: {
    background: 'transparent',
    color: vars.color.text,
    selectors: { '&:hover:not(:disabled)': { background: vars.color.greyLight } },
  },
  link: {
    background: 'transparent',
    color: vars.color.primary,
    padding: 0,
    minHeight: 'auto',
    textDecoration: 'underline',
  },
});

export const size = styleVariants({
  sm: { minHeight: '2rem', padding: `0 ${vars.space.sm}`, fontSize: vars.fontSize.sm },
  md: {},
  lg: { minHeight: '3rem', padding: `0 ${vars.space.lg}`, fontSize: vars.fontSize.lg },
});

export const block = style({ width: '100%' });
