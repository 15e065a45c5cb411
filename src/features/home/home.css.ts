import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '../../ui/theme.css';

/* Announcement ribbon: from the small width (376 px) up only (spec section 2). */
export const ribbons = style({ display: 'none', '@media': { [media.xs]: { display: 'block' } } });
export const ribbon = style({ background: '#fdf1e8', borderBottom: `1px solid #f1d3bd`, color: vars.color.text });
export const ribbonInner = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  padding: `${vars.space.xs} ${vars.space.xs} ${vars.space.xs} ${vars.space.md}`,
  fontSize: vars.size.sm,
  '@media': { [media.sm]: { padding: `${vars.space.xs} ${vars.space.md} ${vars.space.xs} ${vars.space.lg}` } },
});
export const ribbonBadge = style({
  flexShrink: 0,
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontSize: vars.size.xs,
  fontWeight: 700,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});
export const ribbonLink = style({
  flex: 1,
  minWidth: 0,
  padding: `${vars.space.xs} 0`,
  color: vars.color.text,
  fontWeight: 600,
  textDecoration: 'underline',
  textDecorationColor: vars.color.accent,
  textUnderlineOffset: '3px',
  selectors: { '&:hover': { color: vars.color.primary } },
});
export const ribbonClose = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 40,
  height: 40,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&:hover': { background: 'rgba(179, 84, 30, 0.12)' } },
});

/* Hero */
export const hero = style({
  background: `linear-gradient(135deg, ${vars.color.primary} 0%, ${vars.color.primaryHover} 100%)`,
  color: vars.color.onPrimary,
  padding: `${vars.space.xl} 0`,
  '@media': { [media.sm]: { padding: `${vars.space.xxl} 0` } },
});
/** Room under the hero's text for the slider, which rides up over its lower edge. */
export const heroOverlapped = style({
  paddingBottom: `calc(${vars.space.xl} + 3rem)`,
  '@media': { [media.sm]: { paddingBottom: `calc(${vars.space.xxl} + 4rem)` } },
});
export const heroTitle = style({ fontSize: vars.size.xl, maxWidth: '40rem', '@media': { [media.sm]: { fontSize: vars.size.xxl } } });
/** On a phone the search comes right under the title: the lead waits for a wider screen. */
export const heroLead = style({ display: 'none', fontSize: vars.size.lg, maxWidth: '40rem', margin: 0, opacity: 0.95, '@media': { [media.sm]: { display: 'block' } } });
export const heroActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, marginTop: vars.space.lg });
export const heroSecondary = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `2px solid ${vars.color.onPrimary}`,
  color: vars.color.onPrimary,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: { '&:hover': { background: 'rgba(255, 255, 255, 0.12)' } },
});
export const sliderPlace = style({ position: 'relative', marginTop: '-3rem', '@media': { [media.sm]: { marginTop: '-4rem' } } });

/* Banner pictures: links that are pictures, with a focus ring drawn over the picture. */
export const bannerLink = style({
  position: 'relative',
  display: 'block',
  color: 'inherit',
  selectors: {
    '&:focus-visible': { outline: 'none' },
    // Two rings, blue and white, so the focus shows on dark and light pictures alike.
    '&:focus-visible::after': {
      content: '""',
      position: 'absolute',
      inset: 0,
      borderRadius: 'inherit',
      boxShadow: `inset 0 0 0 3px ${vars.color.focus}, inset 0 0 0 6px ${vars.color.onPrimary}`,
      pointerEvents: 'none',
    },
  },
});
export const bannerImage = style({ display: 'block', width: '100%', height: 'auto', background: vars.color.primary });

/* Sections */
export const section = style({ padding: `${vars.space.xl} 0` });
export const sectionHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  marginBottom: vars.space.lg,
});
export const sectionTitle = style({ fontSize: vars.size.xl, margin: `0 0 ${vars.space.sm}` });
export const sectionLead = style({ color: vars.color.textMuted, maxWidth: '45rem', margin: 0 });
export const seeAll = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.35em',
  minHeight: 44,
  fontWeight: 700,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});
export const notice = style({ margin: 0, padding: vars.space.lg, background: vars.color.surface, borderRadius: vars.radius.md, color: vars.color.textMuted });

/* Market cards */
export const cards = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  '@media': { [media.sm]: { gridTemplateColumns: 'repeat(2, 1fr)', gap: vars.space.lg } },
});
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  overflow: 'hidden',
});
export const cardPicture = style({ borderBottom: `1px solid ${vars.color.border}` });
export const cardIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 56,
  height: 56,
  margin: `${vars.space.lg} ${vars.space.lg} 0`,
  borderRadius: vars.radius.pill,
  background: '#e8eef7',
  color: vars.color.primary,
});
export const cardBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, flex: 1, padding: vars.space.lg });
export const cardTitle = style({ fontSize: vars.size.lg, margin: 0 });
export const cardText = style({ margin: 0, color: vars.color.textMuted, flex: 1 });
export const cardLink = style({ fontWeight: 700, textDecoration: 'none', selectors: { '&:hover': { textDecoration: 'underline' } } });
export const promo = style({ marginTop: vars.space.lg, borderRadius: vars.radius.lg, overflow: 'hidden', boxShadow: vars.shadow.card });

/* New buildings: a swipeable strip on phones, a grid from the medium width. */
export const strip = style({
  listStyle: 'none',
  margin: `0 calc(-1 * ${vars.space.md})`,
  padding: `${vars.space.xs} ${vars.space.md} ${vars.space.md}`,
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'minmax(16rem, 80%)',
  gap: vars.space.md,
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  scrollPaddingInline: vars.space.md,
  '@media': {
    [media.sm]: { gridAutoColumns: 'minmax(18rem, 42%)' },
    [media.md]: { margin: 0, padding: 0, gridAutoFlow: 'row', gridTemplateColumns: 'repeat(3, 1fr)', gap: vars.space.lg, overflow: 'visible' },
  },
});
export const building = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  overflow: 'hidden',
  scrollSnapAlign: 'start',
  transition: 'box-shadow 150ms ease, transform 150ms ease',
  selectors: { '&:hover': { boxShadow: vars.shadow.dialog } },
  '@media': { '(prefers-reduced-motion: no-preference)': { selectors: { '&:hover': { transform: 'translateY(-2px)' } } } },
});
export const buildingPicture = style({ display: 'block', width: '100%', height: 'auto', aspectRatio: '16 / 10', objectFit: 'cover', background: vars.color.background });
export const buildingBody = style({ display: 'grid', gap: vars.space.xs, padding: vars.space.md, flex: 1, alignContent: 'start' });
export const buildingName = style({ fontSize: vars.size.lg, margin: 0 });
/** The name's link covers the card, so a tap anywhere on it opens the building. */
export const buildingLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
    [`${building}:hover &`]: { color: vars.color.primary, textDecoration: 'underline' },
  },
});
export const buildingMeta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.size.sm });
export const buildingPrice = style({
  margin: `${vars.space.xs} 0 0`,
  fontWeight: 800,
  fontSize: vars.size.md,
  color: vars.color.primary,
  '@media': { [media.sm]: { fontSize: vars.size.lg } },
});

/* What can be done online, in order */
export const steps = style({
  margin: `${vars.space.lg} 0`,
  padding: 0,
  listStyle: 'none',
  counterReset: 'step',
  display: 'grid',
  gap: vars.space.md,
  '@media': { [media.sm]: { gridTemplateColumns: 'repeat(2, 1fr)' }, [media.md]: { gridTemplateColumns: 'repeat(5, 1fr)' } },
});
export const onlineActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });
export const step = style({
  counterIncrement: 'step',
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderInlineStart: `4px solid ${vars.color.primary}`,
  background: vars.color.surface,
  borderRadius: vars.radius.sm,
  boxShadow: vars.shadow.card,
  '::before': { content: 'counter(step)', fontWeight: 800, color: vars.color.primary, fontSize: vars.size.lg },
});
export const stepTitle = style({ fontWeight: 700 });
export const stepText = style({ color: vars.color.textMuted, fontSize: vars.size.sm });

/* Partners */
export const partnerColumns = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { [media.sm]: { gridTemplateColumns: 'repeat(2, 1fr)', gap: vars.space.lg } },
});
export const partnerColumn = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md, alignContent: 'start' });
export const partnerBanner = style({ borderRadius: vars.radius.lg, overflow: 'hidden', boxShadow: vars.shadow.card });
/** The own-home section's store: its logo beside its name, what it is and its offer. */
export const ownHome = style({
  display: 'flex',
  gap: vars.space.lg,
  alignItems: 'flex-start',
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});
export const ownHomeLogo = style({ flex: '0 0 auto', width: '5rem', height: '5rem', borderRadius: vars.radius.md });
export const ownHomeName = style({ fontSize: vars.size.lg, margin: `0 0 ${vars.space.xs}`, overflowWrap: 'anywhere' });
export const ownHomeOffer = style({ fontWeight: 600, margin: `${vars.space.sm} 0 0` });

export { visuallyHidden } from '../../ui/layout.css';

/** The hero's search: a white card on the hero's colour, one row from a tablet's width. */
export const heroSearch = style({
  marginTop: vars.space.lg,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.dialog,
  maxWidth: '56rem',
});
/** The three markets as one segmented switch: the radio buttons are the segments. */
export const heroMarkets = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, border: 0, margin: `0 0 ${vars.space.sm}`, padding: 0 });
export const heroMarket = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: '1 1 auto',
  textAlign: 'center',
  minHeight: 44,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.size.sm,
  fontWeight: 600,
  lineHeight: 1.2,
  cursor: 'pointer',
  '@media': { [media.sm]: { flex: 'none', padding: `0 ${vars.space.md}`, fontSize: vars.size.md, borderRadius: vars.radius.pill } },
  selectors: {
    '&:has(input:checked)': { background: vars.color.primary, borderColor: vars.color.primary, color: vars.color.onPrimary },
    '&:has(input:focus-visible)': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});
globalStyle(`${heroMarket} input`, { position: 'absolute', inset: 0, width: '100%', height: '100%', opacity: 0, margin: 0, cursor: 'pointer' });
/**
 * On a phone the rooms and the price share a row: the rooms' select as wide as its longest choice
 * ("Ցանկացած"), the price the rest, so its placeholder ("Առանց սահմանի", "Без ограничения") shows
 * whole at 375 px (equal columns cut it).
 */
export const heroFields = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: vars.space.sm,
  alignItems: 'end',
  '@media': { [media.sm]: { gridTemplateColumns: 'minmax(0, 0.8fr) minmax(0, 1.2fr) minmax(0, 1.2fr) auto' } },
});
export const heroField = style({ display: 'grid', gap: vars.space.xs, minWidth: 0, fontSize: vars.size.sm, fontWeight: 600 });
globalStyle(`${heroField} select, ${heroField} input`, {
  width: '100%',
  minWidth: 0,
  minHeight: 44,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.size.md,
  fontWeight: 400,
});
export const heroSubmit = style({ minHeight: 44, gridColumn: '1 / -1', '@media': { [media.sm]: { gridColumn: 'auto' } } });
globalStyle(`${heroFields} > :nth-child(3)`, { gridColumn: '1 / -1', '@media': { [media.sm]: { gridColumn: 'auto' } } });
