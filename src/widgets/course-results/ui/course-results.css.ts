import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const list = style({ display: 'grid', gap: vars.space.md, listStyle: 'none', padding: 0, margin: 0, minWidth: 0 });
