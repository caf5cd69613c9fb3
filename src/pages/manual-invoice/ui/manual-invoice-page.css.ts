import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const top = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: `0 ${vars.space.md}`, flexWrap: 'wrap' });

export const panels = style({ display: 'grid', gap: vars.space.md, margin: `${vars.space.md} 0` });

export const sectionTitle = style({ fontSize: vars.fontSize.md, margin: `${vars.space.lg} 0 ${vars.space.sm}` });

export const history = style({ margin: 0, paddingLeft: vars.space.lg, overflowWrap: 'anywhere' });
