import { style } from '@vanilla-extract/css';
import { media, vars } from '@/shared/ui/theme';

/** The heading with the page's actions beside it (under it on a phone). */
export const topActions = style({ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: vars.space.md });

export const top = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: `0 ${vars.space.md}`, flexWrap: 'wrap', '@media': { [media.mobile]: { marginBottom: vars.space.md } } });
