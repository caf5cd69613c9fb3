import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const lead = style({ margin: `0 0 ${vars.space.md}`, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const spaced = style({ marginBottom: vars.space.md });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginTop: vars.space.sm });

export const banks = style({ listStyle: 'none', margin: `0 0 ${vars.space.md}`, padding: 0, display: 'grid', gap: vars.space.sm });

export const bank = style({
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const bankTitle = style({ margin: 0, fontWeight: 600 });

export const meta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const signature = style({
  display: 'block',
  maxWidth: '100%',
  maxHeight: '8rem',
  marginBottom: vars.space.sm,
  padding: vars.space.xs,
  background: '#fff',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
