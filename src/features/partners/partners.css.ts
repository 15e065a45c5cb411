import { style } from '@vanilla-extract/css';
import { media, vars } from '../../ui/theme.css';
export { pillTab as tab } from '../../ui/pill-tabs.css';

export const lead = style({ margin: `0 0 ${vars.space.lg}`, maxWidth: '46rem', color: vars.color.textMuted, fontSize: vars.size.lg });

export const tabs = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, margin: `${vars.space.md} 0 ${vars.space.lg}` });
export const status = style({ margin: `0 0 ${vars.space.md}`, color: vars.color.textMuted });
export const empty = style({ color: vars.color.textMuted, fontSize: vars.size.lg });

export const cards = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.lg,
  // A card that opens its buildings grows alone; its neighbour keeps its own height.
  alignItems: 'start',
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
});
export const cardHead = style({ display: 'grid', gridTemplateColumns: '64px 1fr', gap: vars.space.md, alignItems: 'center' });
export const logo = style({ display: 'block', width: 64, height: 64, borderRadius: '50%', background: vars.color.background });
export const name = style({ margin: 0, fontSize: vars.size.lg });
export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, marginTop: vars.space.xs });
export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.successSurface,
  color: vars.color.success,
  fontSize: vars.size.xs,
  fontWeight: 700,
  letterSpacing: '0.02em',
});
export const quietBadge = style([badge, { background: vars.color.background, color: vars.color.textMuted }]);
export const description = style({ margin: 0, color: vars.color.textMuted, flexGrow: 1 });

export const stats = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.sm} ${vars.space.xl}`, margin: 0 });
/** The figure above its label, while the label stays first for screen readers. */
export const stat = style({ display: 'flex', flexDirection: 'column-reverse' });
export const statLabel = style({ fontSize: vars.size.sm, color: vars.color.textMuted });
export const statValue = style({ margin: 0, fontSize: vars.size.xl, fontWeight: 800, color: vars.color.primary, lineHeight: 1.2 });

export const contacts = style({
  listStyle: 'none',
  margin: 0,
  padding: `${vars.space.md} 0 0`,
  borderTop: `1px solid ${vars.color.border}`,
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  fontSize: vars.size.sm,
});
export const contactLabel = style({ color: vars.color.textMuted, marginInlineEnd: vars.space.xs });
export const contactLink = style({ fontWeight: 600, overflowWrap: 'anywhere' });

export const disclosure = style({ alignSelf: 'flex-start' });
export const chevron = style({
  display: 'inline-block',
  width: 8,
  height: 8,
  borderRight: '2px solid currentColor',
  borderBottom: '2px solid currentColor',
  transform: 'rotate(45deg) translateY(-2px)',
  transition: 'transform 150ms ease',
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(-135deg) translateY(-2px)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const buildingsPanel = style({ display: 'grid', gap: vars.space.sm });
export const buildings = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });
export const buildingLink = style({
  display: 'grid',
  gridTemplateColumns: '72px 1fr',
  gap: vars.space.sm,
  alignItems: 'center',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { borderColor: vars.color.primary, background: vars.color.background } },
  '@media': { [media.xs]: { gridTemplateColumns: '96px 1fr', gap: vars.space.md } },
});
export const buildingPicture = style({ display: 'block', width: '100%', height: 'auto', aspectRatio: '8 / 5', objectFit: 'cover', borderRadius: vars.radius.sm, background: vars.color.background });
export const buildingText = style({ display: 'grid', minWidth: 0 });
export const buildingName = style({ fontWeight: 700, color: vars.color.primary });
export const buildingFacts = style({ fontSize: vars.size.sm, color: vars.color.textMuted });
export const buildingPrice = style({ fontSize: vars.size.sm, fontWeight: 700 });
export const buildingsFooter = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm, fontSize: vars.size.sm, color: vars.color.textMuted });
export const error = style({ margin: 0, color: vars.color.danger });
