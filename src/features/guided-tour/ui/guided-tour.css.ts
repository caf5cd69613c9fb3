import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const popover = style({
  position: 'fixed',
  right: '1.5rem',
  bottom: '1.5rem',
  // Above the page, below the menu drawer and dialogs (it covered the phone menu at 900).
  zIndex: vars.z.menu,
  width: 'min(22rem, calc(100vw - 3rem))',
  padding: '1rem 1.1rem',
  borderRadius: '0.75rem',
  background: '#fff',
  boxShadow: '0 8px 28px rgba(0,0,0,0.22)',
  border: '1px solid #dde3ea',
});

export const highlighted = style({});
globalStyle(`[data-tour-active="true"]`, { outline: '3px solid #1565c0', outlineOffset: '4px', borderRadius: '0.5rem' });
/** Focused universities carry a black bottom border (spec). */
globalStyle(`#tour-focused-universities [data-focused="true"]`, { borderBottom: '2px solid #000' });
