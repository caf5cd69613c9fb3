import { style } from '@vanilla-extract/css';

// The top bar's unread counts (styles here rather than inline: CSS does not weigh on the shell's JS budget).
export const counts = style({ display: 'inline-flex', gap: '0.25rem' });

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.35rem',
  padding: '0.3rem 0.6rem',
  borderRadius: '999px',
  textDecoration: 'none',
  color: 'inherit',
  fontSize: '0.9rem',
  selectors: { '&:hover': { color: 'inherit' } },
});

export const count = style({
  minWidth: '1.4rem',
  padding: '0 0.35rem',
  borderRadius: '999px',
  background: '#c62828',
  color: '#fff',
  textAlign: 'center',
  fontWeight: 700,
});
