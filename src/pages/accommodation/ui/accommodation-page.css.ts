import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const list = style({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: vars.space.md });
export const section = style({ display: 'grid', gap: vars.space.sm, marginBottom: vars.space.lg });
export const sectionTitle = style({ fontSize: '1.25rem', margin: 0 });
export const meta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0, overflowWrap: 'anywhere' });
