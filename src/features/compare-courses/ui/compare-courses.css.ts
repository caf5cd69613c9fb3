import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const wrapper = style({ overflowX: 'auto', marginBlock: '1rem' });
export const table = style({ borderCollapse: 'collapse', width: '100%', minWidth: '36rem' });
export const cell = style({ border: `1px solid ${vars.color.border}`, padding: '0.5rem', verticalAlign: 'top', textAlign: 'left' });
export const differs = style({ background: vars.color.warningLight, fontWeight: 600 });
