import { createContainer, globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme.css';

/*
 * The repayment schedule fits the width it is given, never scrolling sideways: where the six columns
 * fit (the container's own width, so a half-width panel counts as narrow) it is a table; narrower, each
 * payment is a small card of its figures. Only one of the two is displayed, so assistive technology
 * reads one.
 */

const schedule = createContainer();
// The Armenian dates make the widest table: about 520 px at its narrowest.
const wide = `${schedule} (min-width: 530px)`;

export const area = style({ containerName: schedule, containerType: 'inline-size', display: 'grid', gap: vars.space.sm, minWidth: 0 });
/** Folded away on the signing card: its summary is the heading. */
export const fold = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });
export const summary = style({ cursor: 'pointer', fontWeight: 700 });
export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.size.sm, maxWidth: '70ch' });

export const table = style({
  display: 'none',
  width: '100%',
  borderCollapse: 'collapse',
  fontVariantNumeric: 'tabular-nums',
  fontSize: vars.size.sm,
  '@container': { [wide]: { display: 'table' } },
});
export const caption = style({ textAlign: 'start', fontWeight: 700, padding: `0 0 ${vars.space.xs}`, captionSide: 'top' });
globalStyle(`${table} th, ${table} td`, { padding: vars.space.xs, borderBottom: `1px solid ${vars.color.border}`, textAlign: 'end', whiteSpace: 'nowrap' });
// The headers may wrap ("Principal, AMD" on two lines): the figures set the columns' widths.
globalStyle(`${table} thead th`, { whiteSpace: 'normal', verticalAlign: 'bottom', color: vars.color.textMuted, fontWeight: 600 });
globalStyle(`${table} tbody th, ${table} tfoot th`, { textAlign: 'start', fontWeight: 400 });
globalStyle(`${table} th:first-child`, { paddingInlineStart: 0, whiteSpace: 'nowrap' });
globalStyle(`${table} td:last-child, ${table} th:last-child`, { paddingInlineEnd: 0 });
globalStyle(`${table} td:nth-child(2), ${table} thead th:nth-child(2)`, { textAlign: 'start' });
globalStyle(`${table} tfoot th, ${table} tfoot td`, { fontWeight: 700, borderBottom: 'none', borderTop: `2px solid ${vars.color.border}` });

/** The narrow layout: one card a payment, its figures as a definition list in two columns. */
export const cards = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xs,
  '@container': { [wide]: { display: 'none' } },
});
export const card = style({ border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, padding: `${vars.space.xs} ${vars.space.sm}`, display: 'grid', gap: 2, minWidth: 0 });
export const cardTitle = style({ margin: 0, fontSize: vars.size.sm, fontWeight: 700, display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: `0 ${vars.space.sm}` });
export const figures = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', gap: `0 ${vars.space.sm}`, margin: 0, fontSize: vars.size.sm, fontVariantNumeric: 'tabular-nums' });
/** A term and its figure, grouped for the list's semantics but laid out in the list's grid. */
export const figureRow = style({ display: 'contents' });
globalStyle(`${figures} dt`, { color: vars.color.textMuted, minWidth: 0 });
globalStyle(`${figures} dd`, { margin: 0, textAlign: 'end' });
export const totals = style([card, { background: vars.color.background, borderWidth: 2 }]);
export const totalsCard = style({ '@container': { [wide]: { display: 'none' } } });
