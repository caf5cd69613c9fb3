import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const group = style({ border: 0, padding: 0, margin: 0, minWidth: 0 });
export const legend = style({ fontWeight: 600, padding: 0, marginBottom: vars.space.xs });
