import { createVar, globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '../../ui/theme.css';

export { visuallyHidden } from '../../ui/layout.css';

/** The row headings' column; a property's column on a phone, so one and a good part of the next show beside it. */
const labelWidth = createVar();
const columnWidth = createVar();

export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: vars.space.md, marginBottom: vars.space.lg });
export const title = style({ margin: 0, fontSize: vars.size.xl, overflowWrap: 'anywhere', '@media': { [media.sm]: { fontSize: vars.size.xxl } } });
export const lead = style({ margin: `${vars.space.xs} 0 0`, color: vars.color.textMuted });
export const chosen = style({ margin: 0, fontWeight: 600 });
export const headerActions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });

export const hint = style({ margin: `0 0 ${vars.space.sm}`, color: vars.color.textMuted, fontSize: vars.size.sm, '@media': { [media.sm]: { display: 'none' } } });

/**
 * The table scrolls sideways inside its own box (never the page); the row headings stay at the left,
 * and a scroll stops at a property's column.
 */
export const scroller = style({
  vars: { [labelWidth]: '7.5rem', [columnWidth]: '10.5rem' },
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollSnapType: 'x mandatory',
  scrollPaddingInlineStart: labelWidth,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  '@media': { [media.sm]: { vars: { [labelWidth]: '11rem', [columnWidth]: '13rem' } } },
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

export const table = style({ width: '100%', borderCollapse: 'separate', borderSpacing: 0, tableLayout: 'fixed', fontSize: vars.size.sm, '@media': { [media.sm]: { fontSize: vars.size.md } } });
export const labelColumn = style({ width: labelWidth });
export const propertyColumn = style({ width: columnWidth });

// A long word (Armenian and Russian have them) breaks only when it cannot fit its cell at all.
globalStyle(`${table} th, ${table} td`, { padding: vars.space.sm, borderBottom: `1px solid ${vars.color.border}`, textAlign: 'start', verticalAlign: 'top', overflowWrap: 'break-word' });
globalStyle(`${table} tbody tr:last-child > *`, { borderBottom: 0 });

/** The row headings: pinned to the left edge while the properties scroll under them. */
export const rowHeading = style({
  position: 'sticky',
  insetInlineStart: 0,
  zIndex: 1,
  background: vars.color.surface,
  color: vars.color.textMuted,
  fontWeight: 600,
  boxShadow: `1px 0 0 ${vars.color.border}`,
});

export const columnHeading = style({ scrollSnapAlign: 'start', fontWeight: 400 });
export const cell = style({ scrollSnapAlign: 'start' });

export const picture = style({ display: 'block', width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: vars.radius.md, background: vars.color.background });
export const propertyTitle = style({ display: 'block', margin: `${vars.space.sm} 0`, fontWeight: 700, lineHeight: 1.3 });
export const columnNote = style({ display: 'block', margin: `${vars.space.sm} 0`, color: vars.color.textMuted });

export const remove = style({
  minHeight: 36,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.danger,
  fontWeight: 600,
  cursor: 'pointer',
});

export const retry = style([remove, { color: vars.color.primary, marginInlineEnd: vars.space.sm }]);

export const price = style({ fontWeight: 700, color: vars.color.primary, fontSize: vars.size.md, '@media': { [media.sm]: { fontSize: vars.size.lg } } });
export const unit = style({ display: 'block', fontWeight: 400, fontSize: vars.size.sm, color: vars.color.textMuted });

/** The best of a row: a tinted cell with the word saying why, so it is not told by colour alone. */
export const best = style({ background: vars.color.successSurface });
export const bestMark = style({
  display: 'inline-block',
  marginTop: vars.space.xs,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.success,
  color: vars.color.onPrimary,
  fontSize: vars.size.xs,
  fontWeight: 700,
});

export const empty = style({ display: 'grid', justifyItems: 'start', gap: vars.space.md, padding: vars.space.lg, background: vars.color.surface, borderRadius: vars.radius.lg, boxShadow: vars.shadow.card });
export const emptyTitle = style({ margin: 0, fontSize: vars.size.lg });
export const emptyText = style({ margin: 0, maxWidth: '40rem' });
