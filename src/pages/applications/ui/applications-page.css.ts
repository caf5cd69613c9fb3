import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const list = style({ display: 'grid', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none' });


export const title = style({ margin: 0, fontSize: vars.fontSize.lg, lineHeight: 1.35, overflowWrap: 'anywhere' });

export const university = style({ display: 'block', fontSize: vars.fontSize.sm, fontWeight: 400, color: vars.color.textMuted });

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xs} ${vars.space.sm}`,
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const toggle = style({
  justifySelf: 'start',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '2.25rem',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.light,
  color: vars.color.primaryHover,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.primaryLight1 } },
});

export const chevron = style({ transition: 'transform 120ms', selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(90deg)' } } });

export const details = style({ display: 'grid', gap: vars.space.md, paddingTop: vars.space.sm, borderTop: `1px solid ${vars.color.border}` });
