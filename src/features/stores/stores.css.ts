import { style } from '@vanilla-extract/css';
import { media, vars } from '../../ui/theme.css';

export const lead = style({ color: vars.color.textMuted, maxWidth: '46rem' });
export const sectorFilter = style({ margin: `${vars.space.lg} 0` });
export const meta = style({ color: vars.color.textMuted, fontSize: vars.size.sm, margin: 0 });
export { cardGrid as grid } from '../../ui/layout.css';
export const card = style({
  position: 'relative',
  display: 'flex',
  gap: vars.space.md,
  alignItems: 'flex-start',
  height: '100%',
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  selectors: { '&:focus-within': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});
export const logo = style({ flex: '0 0 auto', width: '4rem', height: '4rem', borderRadius: vars.radius.md });
export const cardBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });
export const cardTitle = style({ fontSize: vars.size.lg, margin: 0, overflowWrap: 'anywhere' });
/** The name's link covers the whole card, so the card is one target. */
export const cardLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&::after': { content: '""', position: 'absolute', inset: 0 }, '&:focus-visible': { outline: 'none' } },
});
export const sectorName = style({ fontSize: vars.size.xs, fontWeight: 700, textTransform: 'uppercase', letterSpacing: '0.04em', color: vars.color.textMuted, margin: 0 });
export const summary = style({ color: vars.color.textMuted, margin: 0 });
export const offer = style({ margin: 0, fontWeight: 600 });
export const discount = style({
  alignSelf: 'flex-start',
  padding: '0.1rem 0.6rem',
  borderRadius: vars.radius.pill,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontSize: vars.size.sm,
  fontWeight: 700,
});
export const empty = style({ color: vars.color.textMuted });
export const storeHeader = style({ display: 'flex', gap: vars.space.lg, alignItems: 'center', flexWrap: 'wrap', marginBottom: vars.space.lg });
export const storeLogo = style({ width: '6rem', height: '6rem', borderRadius: vars.radius.lg, flex: '0 0 auto' });
export const storeMain = style({ minWidth: 0, '@media': { [media.md]: { gridColumn: 1, gridRow: 1 } } });
export const storeLayout = style({
  display: 'grid',
  gap: vars.space.xl,
  '@media': { [media.md]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});
/** The offer and the request: first on a phone (the page's actions), beside the description on a wide screen. */
export const side = style({ display: 'grid', gap: vars.space.lg, alignContent: 'start', minWidth: 0, '@media': { [media.md]: { gridColumn: 2, gridRow: 1 } } });
export const offerBox = style({
  padding: vars.space.lg,
  border: `2px solid ${vars.color.primary}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  alignSelf: 'start',
});
export const code = style({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  // One line on a phone too: the code is read out or typed at a till.
  fontSize: vars.size.lg,
  '@media': { [media.sm]: { fontSize: vars.size.xl } },
  fontWeight: 700,
  letterSpacing: '0.06em',
  userSelect: 'all',
  overflowWrap: 'anywhere',
  margin: 0,
});
export const contacts = style({ display: 'grid', gap: vars.space.xs, padding: 0, listStyle: 'none', margin: `${vars.space.sm} 0` });
export const addresses = style({ display: 'grid', gap: vars.space.md, padding: 0, listStyle: 'none', margin: `${vars.space.md} 0` });
export const addressName = style({ fontWeight: 600, margin: 0 });
export const hours = style({ color: vars.color.textMuted, margin: 0, fontSize: vars.size.sm });
export const breadcrumb = style({ marginBottom: vars.space.md });
export const requestBox = style({ padding: vars.space.lg, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.lg, background: vars.color.surface, display: 'grid', gap: vars.space.sm });
export const requestForm = style({ display: 'grid', gap: vars.space.md });
