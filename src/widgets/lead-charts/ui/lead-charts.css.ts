import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

/** The chart's room: as wide as its panel, a fixed height so the page does not jump when it draws. */
// Clipped: while a chart redraws for a narrower window its canvas keeps its old width for a moment, which must not
// widen the page (a fresh-clone e2e saw /agent_home scroll sideways by 55 px at 390 px).
export const canvasBox = style({ position: 'relative', width: '100%', height: '16rem', minWidth: 0, overflow: 'hidden' });
export const summary = style({ margin: `0 0 ${vars.space.sm}`, fontSize: vars.fontSize.sm, color: vars.color.text });
export const numbers = style({ marginTop: vars.space.sm, fontSize: vars.fontSize.sm });
export const numbersSummary = style({ cursor: 'pointer', fontWeight: 600 });
export const tableBox = style({ overflowX: 'auto', maxWidth: '100%' });
export const table = style({ borderCollapse: 'collapse', width: '100%' });
export const cell = style({ textAlign: 'left', padding: `${vars.space.xs} ${vars.space.sm}`, borderBottom: `1px solid ${vars.color.greyLight}`, whiteSpace: 'nowrap' });
export const toolbar = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap', alignItems: 'flex-end', marginBottom: vars.space.sm });
