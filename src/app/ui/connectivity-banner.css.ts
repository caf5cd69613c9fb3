import { style, styleVariants } from '@vanilla-extract/css';

const base = style({
  position: 'fixed',
  left: '50%',
  bottom: '1rem',
  transform: 'translateX(-50%)',
  zIndex: 1000,
  padding: '0.6rem 1.1rem',
  borderRadius: '0.5rem',
  color: '#fff',
  fontWeight: 600,
  boxShadow: '0 4px 16px rgba(0,0,0,0.2)',
  maxWidth: 'calc(100vw - 2rem)',
});

export const banner = styleVariants({
  offline: [base, { background: '#c62828' }],
  'back-online': [base, { background: '#2e7d32' }],
  slow: [base, { background: '#ef6c00' }],
});
