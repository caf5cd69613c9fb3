import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const article = style({ lineHeight: 1.65, paddingBottom: vars.space.xl });
export const title = style({ fontSize: vars.fontSize.xxl, marginBottom: vars.space.xs });
export const meta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const intro = style({ marginBottom: vars.space.lg });
export const toc = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.light,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  marginBottom: vars.space.lg,
});
export const tocTitle = style({ fontSize: vars.fontSize.md, margin: `${vars.space.xs} 0` });
export const section = style({ padding: `${vars.space.sm} ${vars.space.xs}`, marginBottom: vars.space.sm, scrollMarginTop: vars.space.xl });
export const sectionTitle = style({ fontSize: vars.fontSize.lg });
export const links = style({ marginTop: vars.space.xl, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
