import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '../../ui/theme.css';
export { pillTab as tab, pillTabs as tabs } from '../../ui/pill-tabs.css';

export const intro = style({ maxWidth: '70ch', color: vars.color.textMuted, margin: `0 0 ${vars.space.lg}` });

/** Inputs beside the result on wide screens, above it on narrow ones. */
export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [media.md]: { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 7fr)' } },
});

export const panel = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  minWidth: 0,
});
export const panelTitle = style({ margin: 0, fontSize: vars.size.lg });

export const pair = style({ display: 'grid', gap: vars.space.md, '@media': { [media.xs]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } });

export const choice = style({ border: 0, margin: 0, padding: 0, minWidth: 0, display: 'grid', gap: vars.space.xs });
export const choiceLegend = style({ fontWeight: 600, fontSize: vars.size.sm, padding: 0 });
export const choiceOptions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
export const choiceOption = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 44,
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.pill,
  cursor: 'pointer',
  selectors: { '&:has(input:checked)': { borderColor: vars.color.primary, borderWidth: 2, fontWeight: 700, color: vars.color.primary } },
});

/** The figure a calculator answers with, large, and what it means underneath. */
export const headline = style({ display: 'grid', gap: vars.space.xs, padding: vars.space.md, borderRadius: vars.radius.md, background: vars.color.background });
export const headlineLabel = style({ margin: 0, fontWeight: 600 });
export const headlineFigure = style({ margin: 0, fontSize: vars.size.xxl, fontWeight: 700, color: vars.color.primary, overflowWrap: 'anywhere' });

export const figures = style({ display: 'grid', gap: vars.space.md, margin: 0, '@media': { [media.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } });
export const figure = style({ display: 'grid', gap: vars.space.xs, alignContent: 'start' });
export const figureLabel = style({ fontWeight: 600, fontSize: vars.size.sm });
export const figureValue = style({ margin: 0, fontSize: vars.size.lg, fontWeight: 700 });
export const explain = style({ margin: 0, fontSize: vars.size.sm, color: vars.color.textMuted });

export const notice = style({ margin: 0, padding: vars.space.md, borderRadius: vars.radius.md, background: vars.color.dangerSurface, color: vars.color.danger, fontWeight: 600 });
export const assumptions = style({ margin: 0, paddingInlineStart: vars.space.lg, fontSize: vars.size.sm, color: vars.color.textMuted, display: 'grid', gap: vars.space.xs });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const scheduleArea = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });
export const tableScroll = style({ overflowX: 'auto', maxWidth: '100%' });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums', fontSize: vars.size.sm });
export const caption = style({ textAlign: 'start', fontWeight: 700, padding: `${vars.space.sm} 0` });
globalStyle(`${table} th, ${table} td`, { padding: `${vars.space.xs} ${vars.space.sm}`, borderBottom: `1px solid ${vars.color.border}`, textAlign: 'end', whiteSpace: 'nowrap' });
globalStyle(`${table} th:first-child, ${table} td:first-child`, { textAlign: 'start' });
globalStyle(`${table} thead th`, { background: vars.color.background });
export const tableControls = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'end' });

export const chart = style({ display: 'grid', gap: vars.space.xs, margin: 0 });
export const chartSvg = style({ width: '100%', height: 'auto', maxHeight: 320 });
export const chartTitle = style({ fontWeight: 700, margin: 0 });
export const legend = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none', fontSize: vars.size.sm });
export const swatch = style({ display: 'inline-block', width: 14, height: 14, borderRadius: 3, marginInlineEnd: vars.space.xs, verticalAlign: 'middle' });

export const group = style({ border: 0, margin: 0, padding: 0, minWidth: 0, display: 'grid', gap: vars.space.sm });
/** A part of a result with its own question (repay early, the payslip). */
export const subpanel = style({ display: 'grid', gap: vars.space.sm, paddingTop: vars.space.md, borderTop: `1px solid ${vars.color.border}`, minWidth: 0 });
export const subTitle = style({ margin: 0, fontSize: vars.size.md });
/** The term's number beside its unit, the unit as wide as its two options need. */
export const termRow = style({ display: 'grid', gap: vars.space.md, alignItems: 'end', gridTemplateColumns: 'minmax(6rem, 1fr) auto' });
// A long label (Armenian, Russian) wraps inside a narrow screen rather than widening the page.
globalStyle(`${actions} button, ${actions} a`, { whiteSpace: 'normal', textAlign: 'center' });
/** A two-column table of named amounts (the payslip): names wrap, amounts stay whole. */
export const namedAmounts = style([table]);
globalStyle(`${namedAmounts} th`, { whiteSpace: 'normal' });
