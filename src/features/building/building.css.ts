import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { warningTone } from '../../ui/status-pill.css';
import { breakpoints, media, vars } from '../../ui/theme.css';

export const breadcrumbs = style({ fontSize: vars.size.sm, marginBottom: vars.space.sm });
export const address = style({ margin: `0 0 ${vars.space.lg}`, color: vars.color.textMuted });
export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  marginBottom: vars.space.xl,
  '@media': { [media.md]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(300px, 2fr)', alignItems: 'start' } },
});
export const panel = style({ display: 'grid', gap: vars.space.sm, padding: vars.space.lg, background: vars.color.surface, borderRadius: vars.radius.lg, boxShadow: vars.shadow.card });
export const price = style({ margin: 0, fontSize: vars.size.xl, fontWeight: 800, color: vars.color.primary });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.size.sm });
export const facts = style({ margin: 0 });
export const fact = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.md, padding: `${vars.space.sm} 0`, borderBottom: `1px solid ${vars.color.border}` });
globalStyle(`${fact} dt`, { color: vars.color.textMuted });
globalStyle(`${fact} dd`, { margin: 0, fontWeight: 600, textAlign: 'end' });
export const about = style({ margin: `${vars.space.xl} 0` });
export const description = style({ lineHeight: 1.6 });
export const features = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, listStyle: 'none', margin: 0, padding: 0 });
globalStyle(`${features} li`, { padding: `${vars.space.xs} ${vars.space.sm}`, borderRadius: vars.radius.pill, background: vars.color.surface, border: `1px solid ${vars.color.border}`, fontSize: vars.size.sm });

export const tableSection = style({ display: 'grid', gap: vars.space.md });
export const roomTabs = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
/** The search a building was opened from, narrowing its table: a line under the tabs. */
export const searchFilters = style({ margin: `${vars.space.sm} 0 0`, color: vars.color.textMuted });
export const roomTab = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 40,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&[aria-current="page"]': { background: vars.color.primary, borderColor: vars.color.primary, color: vars.color.onPrimary } },
});
/**
 * Below `sm` (a phone) seven columns do not fit: the same table is drawn as a card per apartment. The
 * table's parts change their display there, the headers give way to the cards' own labels, and a
 * select sorts (the headers' links do from `sm` up). One markup, so screen readers meet it once.
 */
const phone = `screen and (max-width: ${breakpoints.sm - 1}px)`;

export const sortSelect = style({ maxWidth: '24rem', '@media': { [media.sm]: { display: 'none' } } });
export const tableScroll = style({
  overflowX: 'auto',
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  '@media': { [phone]: { overflowX: 'visible', background: 'none', borderRadius: 0, boxShadow: 'none' } },
});
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.size.sm, whiteSpace: 'nowrap', '@media': { [phone]: { display: 'block', whiteSpace: 'normal' } } });
globalStyle(`${table} th, ${table} td`, { padding: `${vars.space.sm} ${vars.space.md}`, textAlign: 'start', borderBottom: `1px solid ${vars.color.border}` });
globalStyle(`${table} thead th`, { background: vars.color.background, fontWeight: 700 });
globalStyle(`${table} tr[data-booked] td`, { color: vars.color.textMuted });
export const sortLink = style({ color: vars.color.text, textDecoration: 'none', fontWeight: 700, selectors: { '&:hover': { textDecoration: 'underline' } } });
export const planButton = style({
  border: 0,
  background: 'none',
  color: vars.color.primary,
  fontWeight: 600,
  textDecoration: 'underline',
  cursor: 'pointer',
  padding: 0,
  minHeight: 24,
  '@media': { [phone]: { minHeight: 44 } },
});

globalStyle(`${table} thead`, { '@media': { [phone]: { display: 'none' } } });
globalStyle(`${table} tbody`, { '@media': { [phone]: { display: 'grid', gap: vars.space.md } } });
globalStyle(`${table} tbody tr`, {
  '@media': {
    [phone]: {
      display: 'grid',
      gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
      gridTemplateAreas: '"number status status" "price price price" "rooms floor area" "perArea perArea plan"',
      gap: `${vars.space.sm} ${vars.space.md}`,
      padding: vars.space.md,
      background: vars.color.surface,
      borderRadius: vars.radius.lg,
      boxShadow: vars.shadow.card,
    },
  },
});
globalStyle(`${table} td`, { '@media': { [phone]: { display: 'block', minWidth: 0, padding: 0, borderBottom: 0 } } });
// A card names its facts itself, above each value.
globalStyle(`${table} td[data-label]::before`, { '@media': { [phone]: { content: 'attr(data-label)', display: 'block', fontSize: vars.size.xs, color: vars.color.textMuted } } });

/** Where each cell sits on a phone's card (the table ignores grid areas). */
export const cell = styleVariants({
  status: { '@media': { [phone]: { gridArea: 'status', justifySelf: 'end', alignSelf: 'center', textAlign: 'end', fontWeight: 700 } } },
  number: { '@media': { [phone]: { gridArea: 'number', alignSelf: 'center', fontSize: vars.size.md, fontWeight: 700 } } },
  floor: { '@media': { [phone]: { gridArea: 'floor' } } },
  area: { '@media': { [phone]: { gridArea: 'area' } } },
  roomsCount: { '@media': { [phone]: { gridArea: 'rooms' } } },
  minApartmentPrice: { '@media': { [phone]: { gridArea: 'price', fontSize: vars.size.lg, fontWeight: 800, color: vars.color.primary } } },
  minAreaPrice: { '@media': { [phone]: { gridArea: 'perArea' } } },
  plan: { '@media': { [phone]: { gridArea: 'plan', justifySelf: 'end', alignSelf: 'end' } } },
});
// The availability as the property page shows it: green for sale, amber booked, red not offered.
globalStyle(`${table} td${cell.status}[data-availability]`, {
  '@media': { [phone]: { padding: `${vars.space.xs} ${vars.space.sm}`, borderRadius: vars.radius.pill, background: vars.color.successSurface, color: vars.color.success } },
});
globalStyle(`${table} td${cell.status}[data-availability="booked"], ${table} td${cell.status}[data-availability="waitingApproval"]`, { '@media': { [phone]: warningTone } });
globalStyle(`${table} td${cell.status}[data-availability="notAvailable"]`, { '@media': { [phone]: { background: vars.color.dangerSurface, color: vars.color.danger } } });
export const plan = style({ display: 'grid', gap: vars.space.md });
export const planPicture = style({ width: '100%', height: 'auto', background: vars.color.surface, borderRadius: vars.radius.md, border: `1px solid ${vars.color.border}` });
export const planFacts = style({ margin: 0, fontWeight: 600 });
export const planActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, justifyContent: 'space-between' });

export const average = style({ margin: `0 0 ${vars.space.md}`, fontSize: vars.size.lg, fontWeight: 700 });
export const reviews = style({ listStyle: 'none', margin: `0 0 ${vars.space.lg}`, padding: 0, display: 'grid', gap: vars.space.md });
export const review = style({ display: 'grid', gap: vars.space.xs, padding: vars.space.md, background: vars.color.surface, borderRadius: vars.radius.md, boxShadow: vars.shadow.card });
export const reviewStars = style({ margin: 0, color: vars.color.accent, letterSpacing: 2 });
export const reviewBody = style({ margin: 0, lineHeight: 1.5 });
export const reviewForm = style({ display: 'grid', gap: vars.space.sm, maxWidth: '36rem' });
export const ratingField = style({ border: 0, margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const ratingOption = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, minHeight: 40, padding: `0 ${vars.space.sm}`, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.pill });
export const textarea = style({ padding: vars.space.sm, border: `1px solid ${vars.color.textMuted}`, borderRadius: vars.radius.md, font: 'inherit' });
export const fieldError = style({ margin: 0, color: vars.color.danger, fontSize: vars.size.sm, width: '100%' });
