import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const heading = style({ marginBottom: vars.space.lg });

export const title = style({ fontSize: vars.fontSize.xxl, margin: `0 0 ${vars.space.xs}`, color: vars.color.text });

export const lead = style({ color: vars.color.textMuted, margin: 0 });

export const notice = style({
  display: 'flex',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: '1px solid',
  marginBottom: vars.space.md,
  fontSize: vars.fontSize.sm,
});

export const tone = styleVariants({
  info: { background: vars.color.infoLight, borderColor: vars.color.info, color: vars.color.text },
  success: { background: vars.color.successLight, borderColor: vars.color.success, color: vars.color.text },
  warning: { background: vars.color.warningLight, borderColor: vars.color.warning, color: vars.color.text },
  danger: { background: vars.color.dangerLight, borderColor: vars.color.danger, color: vars.color.text },
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center', marginTop: vars.space.md });

export const row = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: `0 ${vars.space.md}`, '@media': { 'screen and (max-width: 767.98px)': { gridTemplateColumns: '1fr' } } });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
