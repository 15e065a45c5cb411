import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { linkCard } from '../../ui/card.css';
import { statusPill, warningTone } from '../../ui/status-pill.css';
import { breakpoints, media, vars } from '../../ui/theme.css';
export { pillTab as tab } from '../../ui/pill-tabs.css';

/** The sticky header's height: the map beside the list stays under it. */
const headerHeight = '65px';

/** Results pages are wider than the site's column from a laptop up: the list and its map share it. */
export const listPage = style({ paddingBlock: vars.space.md, minHeight: '50vh', '@media': { [media.md]: { maxWidth: 1600 } } });
export const listHeader = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: `${vars.space.xs} ${vars.space.lg}`, marginBottom: vars.space.sm });
export const listTitle = style({ margin: 0, fontSize: vars.size.lg, lineHeight: 1.2, '@media': { [media.sm]: { fontSize: vars.size.xl } } });
export const tabs = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
globalStyle(`${tabs} a`, { '@media': { [`screen and (max-width: ${breakpoints.sm - 1}px)`]: { padding: `0 ${vars.space.sm}`, fontSize: vars.size.sm, minHeight: 40 } } });

/** Shown from a laptop's width (the filter bar, the map's hide switch), or below it (the sheet, the map's show switch). */
export const wideOnly = style({ display: 'none', '@media': { [media.md]: { display: 'contents' } } });
export const phoneOnly = style({ display: 'contents', '@media': { [media.md]: { display: 'none' } } });


const filtersBase = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.sm} ${vars.space.md}`, alignItems: 'flex-end' });
export const filters = styleVariants({
  /** One compact row above the results (two when the names are long). */
  bar: [filtersBase, { padding: `${vars.space.sm} ${vars.space.md}`, background: vars.color.surface, borderRadius: vars.radius.lg, boxShadow: vars.shadow.card, marginBottom: vars.space.sm }],
  /** One field under another, in the phone's sheet. */
  sheet: [filtersBase, { flexDirection: 'column', alignItems: 'stretch', marginTop: vars.space.md }],
});
export const fieldset = style({ border: 0, margin: 0, padding: 0, minWidth: 0 });
export const legend = style({ fontWeight: 600, fontSize: vars.size.sm, padding: 0 });
export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, marginTop: vars.space.xs });
export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 40,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  position: 'relative',
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  selectors: {
    '&:has(input:checked)': { borderColor: vars.color.primary, background: vars.color.primary, color: vars.color.onPrimary, fontWeight: 600 },
    '&:has(input:focus-visible)': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
    '&:hover': { borderColor: vars.color.primary },
  },
});
/** The chip is the checkbox: the box is invisible but covers the chip, so it takes the click, the focus and the name. */
export const chipInput = style({ position: 'absolute', inset: 0, width: '100%', height: '100%', opacity: 0, margin: 0, cursor: 'pointer' });
/** A pair of fields, from and to. */
export const range = style({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.xs, alignItems: 'end', minWidth: 0, marginTop: vars.space.xs });
globalStyle(`${filters.bar} ${range}`, { width: 230 });
globalStyle(`${filters.bar} [data-field="area"] ${range}`, { width: 170 });
export const field = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });
globalStyle(`${filters.bar} ${field}[data-field="district"]`, { minWidth: 160, maxWidth: 240 });
export const submit = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, marginInlineStart: 'auto' });
globalStyle(`${filters.sheet} ${submit}`, { marginInlineStart: 0, flexDirection: 'column', alignItems: 'stretch' });
export const input = style({ width: '100%', minWidth: 0, minHeight: 40, padding: `0 ${vars.space.sm}`, border: `1px solid ${vars.color.textMuted}`, borderRadius: vars.radius.md, background: vars.color.surface, color: vars.color.text });

/** The types' fold in the bar: a native disclosure, so it opens with the keyboard and without script. */
export const typeMenu = style({ position: 'relative', marginTop: vars.space.xs });
export const typeSummary = style([
  input,
  { display: 'flex', alignItems: 'center', minWidth: 150, cursor: 'pointer', listStyle: 'none', selectors: { '&::after': { content: '"▾"', marginInlineStart: 'auto', paddingInlineStart: vars.space.sm } } },
]);
globalStyle(`${typeSummary}::-webkit-details-marker`, { display: 'none' });
export const typePanel = style({
  position: 'absolute',
  zIndex: 30,
  top: 'calc(100% + 4px)',
  insetInlineStart: 0,
  width: 260,
  padding: vars.space.sm,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.dialog,
});

/** The chosen filters as removable chips. */
export const summary = style({ marginBottom: vars.space.sm });
export const summaryList = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });
export const summaryChip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 32,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  fontSize: vars.size.sm,
  textDecoration: 'none',
  selectors: { '&:hover': { borderColor: vars.color.primary } },
});
export const summaryRemove = style({ fontSize: vars.size.md, lineHeight: 1, color: vars.color.textMuted });
export const clearAll = style({ display: 'inline-flex', alignItems: 'center', minHeight: 32, fontSize: vars.size.sm, fontWeight: 600, color: vars.color.primary });

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm, marginBottom: vars.space.sm });
export const toolbarActions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const count = style({ margin: 0, color: vars.color.textMuted, fontWeight: 600, '@media': { [`screen and (max-width: ${breakpoints.md - 1}px)`]: { order: 1, flexBasis: '100%' } } });
/**
 * On a phone the order has a row of its own under the Filters button and the map's switch (Armenian
 * 'Նախ՝ նոր ավելացվածները' needs more than the Filters button leaves at 375 px), then saving the
 * search; on a tablet it takes what the Filters button leaves of its row; from `md` it sits in the
 * toolbar's row.
 */
export const sort = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.size.sm,
  flex: '1 1 100%',
  minWidth: 0,
  '@media': { [media.sm]: { flex: '1 1 9rem' }, [media.md]: { flex: 'none' } },
});
/** On a phone the order's name is read, not shown: the select says the order chosen. */
export const sortLabel = style({
  fontWeight: 600,
  '@media': { [`screen and (max-width: ${breakpoints.md - 1}px)`]: { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } },
});
export const sortSelect = style([input, { width: '100%', minWidth: 0, minHeight: 44, '@media': { [media.md]: { width: 'auto' } } }]);
export const viewToggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.primary}`,
  background: vars.color.surface,
  color: vars.color.primary,
  fontWeight: 600,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: { '&[data-active]': { background: vars.color.primary, color: vars.color.onPrimary } },
  '@media': { [`screen and (max-width: ${breakpoints.md - 1}px)`]: { padding: `0 ${vars.space.sm}` } },
});
/** The phone's button that opens the filters' sheet: the switches' pill, bolder. */
export const sheetButton = style([viewToggle, { gap: vars.space.sm, borderWidth: 2, fontWeight: 700 }]);
/** A switch of one width only (after viewToggle, so its display wins). */
export const wideInline = style({ display: 'none', '@media': { [media.md]: { display: 'inline-flex' } } });
export const phoneInline = style({ display: 'inline-flex', '@media': { [media.md]: { display: 'none' } } });
// The phone's toolbar: the Filters button, the map's switch and saving the search (as its icon), then the order on its row.
const phoneToolbar = `screen and (max-width: ${breakpoints.sm - 1}px)`;
/** "Save this search": on a phone its icon, its words read but not shown, so the first result stays in the first screen. */
export const saveSearchButton = style([viewToggle, { gap: vars.space.xs, '@media': { [phoneToolbar]: { minWidth: 44, justifyContent: 'center' } } }]);
export const saveSearchText = style({
  '@media': { [phoneToolbar]: { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } },
});
export const saveSearchIcon = style({ display: 'none', '@media': { [phoneToolbar]: { display: 'block' } } });
globalStyle(`${toolbarActions} > *`, { '@media': { [phoneToolbar]: { order: 3 } } });
globalStyle(`${toolbarActions} > ${phoneOnly} > *`, { '@media': { [phoneToolbar]: { order: 0 } } });
globalStyle(`${toolbarActions} > ${phoneInline}, ${toolbarActions} > ${saveSearchButton}`, { '@media': { [phoneToolbar]: { order: 1 } } });
globalStyle(`${toolbarActions} > ${sort}`, { '@media': { [phoneToolbar]: { order: 2 } } });

/**
 * The list and its map. From a laptop's width the map stands beside the list and stays on screen while
 * the list scrolls (unless hidden: `list`); on a phone the map shows above the list only when asked
 * for (`map`).
 */
export const resultsLayout = style({
  display: 'grid',
  gap: vars.space.md,
  alignItems: 'start',
  '@media': { [media.md]: { selectors: { '&:not([data-view="list"])': { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } } } },
});
export const listColumn = style({ minWidth: 0 });
export const mapColumn = style({
  display: 'none',
  minWidth: 0,
  gridRow: 1,
  selectors: { [`${resultsLayout}[data-view="map"] &`]: { display: 'block' } },
  '@media': {
    [media.md]: {
      display: 'block',
      gridRow: 'auto',
      position: 'sticky',
      top: `calc(${headerHeight} + ${vars.space.sm})`,
      selectors: { [`${resultsLayout}[data-view="list"] &`]: { display: 'none' } },
    },
  },
});
export const resultsMap = style({ height: '60vh', '@media': { [media.md]: { height: `calc(100vh - ${headerHeight} - ${vars.space.lg})` } } });
export const searchArea = style([
  viewToggle,
  { position: 'absolute', zIndex: 500, top: vars.space.sm, left: '50%', transform: 'translateX(-50%)', boxShadow: vars.shadow.dialog, whiteSpace: 'nowrap' },
]);
export const mapNote = style({ position: 'absolute', zIndex: 500, bottom: vars.space.lg, left: vars.space.sm, margin: 0, padding: `${vars.space.xs} ${vars.space.sm}`, borderRadius: vars.radius.md, background: vars.color.surface, fontSize: vars.size.sm });

export const empty = style({ color: vars.color.textMuted, fontSize: vars.size.lg });
export const grid = style({
  listStyle: 'none',
  margin: `0 0 ${vars.space.md}`,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  '@media': { [media.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
globalStyle(`${resultsLayout}[data-view="list"] ${grid}`, { '@media': { [media.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' }, [media.lg]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } } });

/** A card: one link (its title, stretched over the card), with the heart above it. */
export const card = style([linkCard, { selectors: { '&[data-highlighted]': { outline: `3px solid ${vars.color.primary}`, outlineOffset: '2px' } } }]);
export const cardInner = style({ display: 'flex', flexDirection: 'column', height: '100%' });
export const cardMedia = style({ position: 'relative' });
export const picture = style({ display: 'block', width: '100%', height: 'auto', aspectRatio: '16 / 10', objectFit: 'cover', background: vars.color.background });
export const cardActions = style({ position: 'absolute', zIndex: 2, top: vars.space.sm, insetInlineEnd: vars.space.sm, display: 'flex', gap: vars.space.xs });
/** The comparison's toggle on a card's picture: compact beside the heart. */
export const cardCompare = style({ padding: `0 ${vars.space.sm}`, fontSize: vars.size.sm, boxShadow: vars.shadow.card });
/** The way to the comparison floats at the bottom of a results page once a property is chosen. */
export const compareTray = style({
  position: 'fixed',
  zIndex: 30,
  bottom: `calc(${vars.space.md} + env(safe-area-inset-bottom))`,
  insetInline: vars.space.md,
  justifyContent: 'center',
  flexWrap: 'nowrap',
  boxShadow: vars.shadow.dialog,
  background: vars.color.surface,
  whiteSpace: 'nowrap',
  '@media': { [media.md]: { left: '50%', right: 'auto', transform: 'translateX(-50%)' } },
});
export const recent = style({ marginTop: vars.space.xl });
export const statePill = style([
  statusPill,
  warningTone,
  { position: 'absolute', zIndex: 1, top: vars.space.sm, insetInlineStart: vars.space.sm, selectors: { '&[data-availability="notAvailable"]': { background: vars.color.dangerSurface, color: vars.color.danger } } },
]);
export const cardBody = style({ padding: `${vars.space.sm} ${vars.space.md} ${vars.space.md}`, display: 'grid', gap: '2px' });
export const priceRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: `0 ${vars.space.sm}` });
export const price = style({ margin: 0, fontWeight: 800, fontSize: vars.size.lg, color: vars.color.primary });
export const perMonth = style({ fontSize: vars.size.sm, fontWeight: 600, color: vars.color.textMuted });
export const oldPrice = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.size.sm });
export const cardFacts = style({ margin: 0, fontWeight: 600 });
export const cardTitle = style({ fontSize: vars.size.md, margin: `${vars.space.xs} 0 0`, fontWeight: 600 });
export const cardLink = style({ color: 'inherit', textDecoration: 'none', selectors: { '&::after': { content: '""', position: 'absolute', inset: 0, zIndex: 1 } } });
globalStyle(`${card}:hover ${cardLink}`, { textDecoration: 'underline' });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.size.sm });
export const monthly = style({ margin: `${vars.space.xs} 0 0`, fontSize: vars.size.sm, fontWeight: 600, color: vars.color.success });

export const emptyBox = style({ display: 'grid', gap: vars.space.sm, justifyItems: 'start', padding: `${vars.space.lg} 0` });
export const resetLink = style({ fontWeight: 600, color: vars.color.primary });
export const saveForm = style({ display: 'grid', gap: vars.space.md });
