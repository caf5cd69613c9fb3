import { style } from '@vanilla-extract/css';
import { messagePreview } from '@/shared/ui/message-preview';
import { vars } from '@/shared/ui/theme';

export const rule = style({ margin: `0 0 ${vars.space.md}`, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const group = style({ border: 0, padding: 0, margin: `0 0 ${vars.space.md}`, minWidth: 0 });
export const legend = style({ fontWeight: 600, marginBottom: vars.space.xs, padding: 0 });
export const choice = style({ display: 'flex', gap: vars.space.xs, alignItems: 'flex-start', marginBottom: vars.space.xs });
export const radio = style({ marginTop: '0.3rem', width: '1rem', height: '1rem', flex: 'none' });
export const preview = style([messagePreview, { background: vars.color.greyLight }]);
export const muted = style({ margin: `0 0 ${vars.space.md}`, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
