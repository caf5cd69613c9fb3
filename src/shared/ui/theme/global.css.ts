import { globalKeyframes, globalStyle } from '@vanilla-extract/css';
import { vars } from './theme.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html', { WebkitTextSizeAdjust: '100%' });
globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: 1.5,
  color: vars.color.text,
  background: vars.color.background,
  WebkitFontSmoothing: 'antialiased',
});
globalStyle('h1, h2, h3, h4', { lineHeight: 1.25, margin: `0 0 ${vars.space.sm}` });
globalStyle('p', { margin: `0 0 ${vars.space.md}` });
globalStyle('a', { color: vars.color.primary });
globalStyle('a:hover', { color: vars.color.primaryHover });
globalStyle(':focus-visible', { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' });
globalStyle('img, svg', { maxWidth: '100%' });

// Visible to assistive technology only.
globalStyle('.up-visually-hidden', {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

// The `highlight` query parameter flashes its target for 3 s (app/providers/scroll-highlight).
globalKeyframes('up-flash', {
  '0%, 100%': { backgroundColor: 'transparent', boxShadow: 'none' },
  '15%, 60%': { backgroundColor: vars.color.highlight, boxShadow: `0 0 0 4px ${vars.color.highlight}` },
});
globalStyle('[data-highlighted="true"]', { animation: 'up-flash 3s ease-in-out', borderRadius: vars.radius.sm });

globalStyle('*', {
  '@media': {
    '(prefers-reduced-motion: reduce)': { animationDuration: '0.01ms', transitionDuration: '0.01ms' },
  },
});
globalStyle('[data-highlighted="true"]', {
  '@media': {
    '(prefers-reduced-motion: reduce)': { animation: 'none', outline: `3px solid ${vars.color.warning}` },
  },
});
