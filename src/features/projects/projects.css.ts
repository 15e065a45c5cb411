import { style } from '@vanilla-extract/css';
import { linkCard } from '../../ui/card.css';
import { media, vars } from '../../ui/theme.css';

export const lead = style({ margin: `0 0 ${vars.space.lg}`, maxWidth: '46rem', color: vars.color.textMuted, fontSize: vars.size.lg });

export const filters = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  margin: `0 0 ${vars.space.lg}`,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  '@media': {
    [media.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr)) auto', alignItems: 'end' },
  },
});
export const field = style({ display: 'grid', gap: vars.space.xs });
export const label = style({ fontWeight: 600, fontSize: vars.size.sm });
export const select = style({
  width: '100%',
  minHeight: 44,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
});
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
export const resetLink = style({ display: 'inline-flex', alignItems: 'center', minHeight: 44, padding: `0 ${vars.space.sm}`, fontWeight: 600 });

export const status = style({ margin: `0 0 ${vars.space.md}`, color: vars.color.textMuted });
export const empty = style({ display: 'grid', gap: vars.space.md, justifyItems: 'start' });
export const emptyText = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.size.lg });

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [media.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }, [media.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});
export const card = linkCard;
export const figure = style({ position: 'relative' });
export const picture = style({ display: 'block', width: '100%', height: 'auto', aspectRatio: '16 / 10', objectFit: 'cover', background: vars.color.background });
export const stage = style({
  position: 'absolute',
  insetInlineStart: vars.space.sm,
  insetBlockStart: vars.space.sm,
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.primary,
  fontSize: vars.size.xs,
  fontWeight: 700,
  boxShadow: vars.shadow.card,
});
export const body = style({ display: 'grid', gap: vars.space.xs, padding: vars.space.md, flexGrow: 1, alignContent: 'start' });
export const title = style({ margin: 0, fontSize: vars.size.lg });
/** The title's link covers the whole card, so the card is one target and one tab stop. */
export const titleLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0 },
    '&:focus-visible': { outline: 'none' },
    '&:hover': { color: vars.color.primary },
  },
});
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.size.sm });
export const price = style({ margin: `${vars.space.xs} 0 0`, fontWeight: 800, fontSize: vars.size.lg, color: vars.color.primary });
