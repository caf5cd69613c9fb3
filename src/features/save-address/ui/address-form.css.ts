import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

/** The country select keeps the room under it that the text fields have. */
export const spaced = style({ marginBottom: vars.space.md });
