import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { linkCard } from '../../ui/card.css';
import { media, vars } from '../../ui/theme.css';

// ----- List page -----------------------------------------------------------------------------

export const intro = style({ maxWidth: '48rem', margin: `0 0 ${vars.space.lg}` });
export const lead = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.size.lg });

export const filters = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  margin: `0 0 ${vars.space.lg}`,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  // One column that may shrink below its content on phones, so the chips wrap instead of overflowing.
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.md]: { gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'end', gap: vars.space.xl } },
});
export const fieldset = style({ border: 0, margin: 0, padding: 0, minWidth: 0 });
export const label = style({ display: 'block', fontWeight: 600, fontSize: vars.size.sm, padding: 0, marginBottom: vars.space.sm });
export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: 44,
  padding: `0 ${vars.space.md} 0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.background,
  cursor: 'pointer',
  userSelect: 'none',
  selectors: {
    '&:has(input:checked)': { background: vars.color.primary, borderColor: vars.color.primary, color: vars.color.onPrimary },
    '&:has(input:focus-visible)': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
globalStyle(`${chip} input`, { width: 18, height: 18, margin: 0, accentColor: vars.color.onPrimary, cursor: 'pointer' });
// The chip draws the focus ring, so the box inside does not draw a second one.
globalStyle(`${chip} input:focus-visible`, { outline: 'none' });
export const select = style({
  minHeight: 44,
  minWidth: 'min(16rem, 100%)',
  maxWidth: '100%',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
});

export const summary = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  margin: `0 0 ${vars.space.md}`,
});
export const count = style({ margin: 0, color: vars.color.textMuted, fontWeight: 600 });
export const resetLink = style({ fontWeight: 600, minHeight: 44, display: 'inline-flex', alignItems: 'center' });

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.lg,
  transition: 'opacity 150ms',
  '@media': { [media.sm]: { gridTemplateColumns: 'repeat(2, 1fr)' }, [media.md]: { gridTemplateColumns: 'repeat(3, 1fr)' } },
  selectors: { '&[aria-busy="true"]': { opacity: 0.6 } },
});
export const card = linkCard;
export const cardMedia = style({ position: 'relative' });
export const picture = style({ display: 'block', width: '100%', height: 'auto', aspectRatio: '4 / 3', objectFit: 'cover', background: vars.color.background });
export const cardBody = style({ display: 'grid', gap: vars.space.xs, padding: vars.space.md, flex: 1, alignContent: 'start' });
export const cardTitle = style({ margin: 0, fontSize: vars.size.lg });
export const cardLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  outline: 'none',
  // The whole card is the link's target; the card draws the focus ring.
  selectors: { '&::after': { content: '""', position: 'absolute', inset: 0 }, [`${card}:hover &`]: { textDecoration: 'underline' } },
});
export const place = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, margin: 0, color: vars.color.text });
export const icon = style({ flex: 'none', width: 16, height: 16, color: vars.color.primary });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.size.sm });
export const cardFooter = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginTop: 'auto',
  padding: `${vars.space.sm} ${vars.space.md} ${vars.space.md}`,
  borderTop: `1px solid ${vars.color.border}`,
});
export const price = style({ margin: 0, fontWeight: 800, fontSize: vars.size.lg, color: vars.color.primary });

const badgeBase = style({
  display: 'inline-block',
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.size.xs,
  fontWeight: 700,
  letterSpacing: '0.02em',
});
export const badge = styleVariants({
  building: [badgeBase, { background: vars.color.primary, color: vars.color.onPrimary }],
  ready: [badgeBase, { background: vars.color.success, color: vars.color.onPrimary }],
});
export const overlayBadge = style({ position: 'absolute', top: vars.space.sm, left: vars.space.sm });

export const empty = style({
  display: 'grid',
  justifyItems: 'start',
  gap: vars.space.sm,
  padding: vars.space.xl,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
});
export const emptyTitle = style({ margin: 0, fontSize: vars.size.lg });
export const emptyText = style({ margin: 0, color: vars.color.textMuted });

// ----- Project page --------------------------------------------------------------------------

export const breadcrumb = style({ marginBottom: vars.space.md, fontSize: vars.size.sm });
export const crumbs = style({ listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: 0, padding: 0 });
export const crumb = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  selectors: { '&:not(:last-child)::after': { content: '"›"', color: vars.color.textMuted } },
});
export const crumbLink = style({ display: 'inline-flex', alignItems: 'center', minHeight: 24 });
export const crumbCurrent = style({ color: vars.color.textMuted });

export const header = style({ display: 'grid', gap: vars.space.sm, marginBottom: vars.space.lg });
export const title = style({ margin: 0 });
export const headerMeta = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });

export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [media.md]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)', alignItems: 'start' } },
});
export const main = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });
export const aside = style({ display: 'grid', gap: vars.space.lg, '@media': { [media.md]: { position: 'sticky', top: vars.space.md } } });
export const hero = style({ display: 'block', width: '100%', height: 'auto', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: vars.radius.lg, background: vars.color.surface });
export const panel = style({ padding: vars.space.lg, background: vars.color.surface, borderRadius: vars.radius.lg, boxShadow: vars.shadow.card });
export const panelTitle = style({ fontSize: vars.size.lg, margin: `0 0 ${vars.space.md}` });
export const description = style({ margin: 0, fontSize: vars.size.md, lineHeight: 1.7 });

export const facts = style({
  display: 'grid',
  gap: 0,
  margin: 0,
  '@media': { [media.sm]: { gridTemplateColumns: 'repeat(2, 1fr)', columnGap: vars.space.xl } },
});
export const fact = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.md, padding: `${vars.space.sm} 0`, borderBottom: `1px solid ${vars.color.border}` });
export const factName = style({ color: vars.color.textMuted });
export const factValue = style({ margin: 0, fontWeight: 600, textAlign: 'end' });

export const priceCard = style([panel, { display: 'grid', gap: vars.space.xs }]);
export const priceLabel = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.size.sm });
export const bigPrice = style({ margin: 0, fontSize: vars.size.xl, fontWeight: 800, color: vars.color.primary });
export const cta = style({ marginTop: vars.space.sm, width: '100%' });

export const brokers = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });
export const broker = style({ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: `${vars.space.xs} ${vars.space.md}`, alignItems: 'start' });
export const avatar = style({
  gridRow: 'span 2',
  width: 48,
  height: 48,
  borderRadius: '50%',
  display: 'grid',
  placeItems: 'center',
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: 700,
});
export const brokerName = style({ margin: 0, fontSize: vars.size.md });
export const contacts = style({ gridColumn: '1 / -1', display: 'grid', gap: 0, margin: 0, padding: 0, listStyle: 'none' });
export const contactLink = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm, minHeight: 44, fontWeight: 600, minWidth: 0 });
export const contactIcon = style({ flex: 'none', width: 20, height: 20, padding: 6, boxSizing: 'content-box', borderRadius: '50%', background: vars.color.background, color: vars.color.primary });
export const email = style({ overflowWrap: 'anywhere', fontSize: vars.size.sm });
export const panelText = style({ margin: `0 0 ${vars.space.md}`, color: vars.color.textMuted, fontSize: vars.size.sm });
export const fullRow = style({ gridColumn: '1 / -1' });
globalStyle(`${brokers} > li + li`, { borderTop: `1px solid ${vars.color.border}`, paddingTop: vars.space.md });

export const position = style({ display: 'grid', gap: vars.space.xs });
export const coordinates = style({ fontVariantNumeric: 'tabular-nums', fontWeight: 600 });
