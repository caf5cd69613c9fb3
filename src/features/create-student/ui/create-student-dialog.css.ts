import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

/** Selects sit in the form's rhythm like the text fields. */
export const selectField = style({ marginBottom: vars.space.md });
