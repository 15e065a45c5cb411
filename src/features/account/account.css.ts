import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '../../ui/theme.css';

// minmax(0, …): a column never grows past the screen to fit a long e-mail or word; the text wraps instead.
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  '@media': { [media.md]: { gridTemplateColumns: '18rem minmax(0, 1fr)' } },
});
export const sidebar = style({ display: 'grid', alignContent: 'start', gap: vars.space.sm });
export const title = style({ fontSize: vars.size.xl, margin: 0 });
export const greeting = style({ margin: 0, color: vars.color.textMuted });
export const menu = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 2 });
export const menuLink = style({
  display: 'block',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surface },
    '&[aria-current="page"]': { background: vars.color.primary, color: vars.color.onPrimary, fontWeight: 700 },
  },
});
export const content = style({ background: vars.color.surface, borderRadius: vars.radius.lg, boxShadow: vars.shadow.card, padding: vars.space.lg });
export const notice = style({ borderInlineStart: `4px solid ${vars.color.accent}`, paddingInlineStart: vars.space.md });
export const empty = style({ color: vars.color.textMuted });
/** Name above value on a phone, side by side from the small width up. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: `0 0 ${vars.space.lg}`,
  '@media': { [media.sm]: { gridTemplateColumns: 'max-content minmax(0, 1fr)', rowGap: vars.space.sm } },
});
export const factName = style({
  fontWeight: 600,
  selectors: { '&:not(:first-child)': { marginTop: vars.space.sm } },
  '@media': { [media.sm]: { selectors: { '&:not(:first-child)': { marginTop: 0 } } } },
});
export const factValue = style({ margin: 0, overflowWrap: 'anywhere' });
export const badge = style({ display: 'inline-block', padding: '0 0.5rem', borderRadius: vars.radius.pill, fontSize: vars.size.sm, fontWeight: 700 });
export const identifiedBadge = style([badge, { background: vars.color.successSurface, color: vars.color.success }]);
export const notIdentifiedBadge = style([badge, { background: vars.color.dangerSurface, color: vars.color.danger }]);
export const narrow = style({ maxWidth: '28rem' });
export const favourites = style({ display: 'grid', gap: vars.space.md });
export const marketTabs = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const marketTab = style({
  minHeight: 40,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&[aria-pressed="true"]': { background: vars.color.primary, borderColor: vars.color.primary, color: vars.color.onPrimary } },
});
export const favouriteList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });
export const favourite = style({
  display: 'grid',
  gridTemplateColumns: '96px minmax(0, 1fr) auto',
  gap: vars.space.md,
  alignItems: 'center',
  paddingBottom: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const favouritePicture = style({ display: 'block', borderRadius: vars.radius.md, objectFit: 'cover' });
export const filterRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, paddingBottom: vars.space.sm, borderBottom: `1px solid ${vars.color.border}` });
export const filterName = style({ flex: '1 1 12rem', fontWeight: 600 });
export const renameForm = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: vars.space.sm, width: '100%' });
export const alertsSwitch = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, fontSize: vars.size.sm, cursor: 'pointer' });
export const alertsInput = style({ width: 20, height: 20, margin: 0, flex: 'none', accentColor: vars.color.primary });
export const notification = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: vars.space.md,
  alignItems: 'center',
  paddingBottom: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&[data-read="false"]': { fontWeight: 600 } },
});
export const unreadBadge = style([badge, { background: vars.color.primary, color: vars.color.onPrimary }]);
/** A list of past events (eligibility checks): one bordered card each. */
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });
export const item = style({ display: 'grid', gap: vars.space.xs, padding: vars.space.md, borderRadius: vars.radius.md, border: `1px solid ${vars.color.border}` });
globalStyle(`${item} p`, { margin: 0 });
export const itemMeta = style({ color: vars.color.textMuted, fontSize: vars.size.sm });
