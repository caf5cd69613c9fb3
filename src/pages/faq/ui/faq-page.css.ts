import { style } from '@vanilla-extract/css';
import { media, vars } from '@/shared/ui/theme';

export const toolbar = style({ maxWidth: '36rem', marginBottom: vars.space.md });

export const meta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: `0 0 ${vars.space.sm}` });

export const emptyActions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: vars.space.sm });

export const group = style({ marginBottom: vars.space.lg });

export const groupTitle = style({ fontSize: vars.fontSize.lg, margin: `0 0 ${vars.space.sm}`, color: vars.color.text });

export const questions = style({ display: 'grid', gap: vars.space.xs });

export const question = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  selectors: { '&[open]': { borderColor: vars.color.primaryLight2 } },
});

/** The question is the whole clickable row, roomy enough for a finger. */
export const summary = style({
  cursor: 'pointer',
  padding: `${vars.space.sm} ${vars.space.md}`,
  minHeight: '2.75rem',
  fontWeight: 600,
  color: vars.color.text,
  overflowWrap: 'anywhere',
  '@media': { [media.mobile]: { padding: vars.space.sm } },
});

export const answer = style({ padding: `0 ${vars.space.md} ${vars.space.sm}`, '@media': { [media.mobile]: { padding: `0 ${vars.space.sm} ${vars.space.sm}` } } });

/** Plain text whose line breaks are kept (the contract's Faq.answer). */
export const answerText = style({ margin: `0 0 ${vars.space.xs}`, whiteSpace: 'pre-line', overflowWrap: 'anywhere', color: vars.color.text });

export const updated = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted });
