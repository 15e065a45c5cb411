import { style } from '@vanilla-extract/css';
import { media, vars } from './theme.css';

export const strip = style({ paddingBlock: vars.space.lg });
export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: vars.space.sm, marginBottom: vars.space.sm });
export const title = style({ margin: 0, fontSize: vars.size.lg, '@media': { [media.sm]: { fontSize: vars.size.xl } } });
export const clear = style({
  minHeight: 44,
  padding: `0 ${vars.space.sm}`,
  border: 0,
  background: 'transparent',
  color: vars.color.primary,
  fontWeight: 600,
  textDecoration: 'underline',
  cursor: 'pointer',
});

/** A row of small cards that scrolls sideways inside itself, a card at a time. */
export const list = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'minmax(11rem, 13rem)',
  gap: vars.space.md,
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.xs} ${vars.space.md}`,
  listStyle: 'none',
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollSnapType: 'x mandatory',
});

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  scrollSnapAlign: 'start',
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  overflow: 'hidden',
  selectors: { '&:has(a:focus-visible)': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});
export const picture = style({ display: 'block', width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', background: vars.color.background });
export const body = style({ display: 'grid', gap: vars.space.xs, padding: vars.space.sm, fontSize: vars.size.sm });
/** The whole card is the link: its title's link covers it. */
export const link = style({
  fontWeight: 700,
  color: vars.color.text,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  selectors: { '&::after': { content: '""', position: 'absolute', inset: 0 }, '&:focus-visible': { outline: 'none' } },
});
export const address = style({ margin: 0, color: vars.color.textMuted, overflowWrap: 'anywhere' });
export const price = style({ margin: 0, fontWeight: 700, color: vars.color.primary });
export const unit = style({ fontWeight: 400, color: vars.color.textMuted });
