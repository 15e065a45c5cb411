import { globalStyle, style } from '@vanilla-extract/css';
import { linkCard } from '../../ui/card.css';
import { media, vars } from '../../ui/theme.css';
export { pillTab as tab } from '../../ui/pill-tabs.css';

export const tabs = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, margin: `${vars.space.md} 0` });
export const filters = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  margin: `${vars.space.md} 0 ${vars.space.lg}`,
  '@media': { [media.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', alignItems: 'end' }, [media.md]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});
export const fieldset = style({ border: 0, margin: 0, padding: 0, minWidth: 0, gridColumn: '1 / -1' });
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
  cursor: 'pointer',
});
/** A pair of fields (from and to, or district and sort) side by side, taking two of the form's columns. */
export const range = style({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.sm, alignItems: 'end', '@media': { [media.sm]: { gridColumn: 'span 2' } } });
export const field = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });
export const submit = style({ gridColumn: '1 / -1', justifySelf: 'end' });
export const input = style({ width: '100%', minWidth: 0, minHeight: 40, padding: `0 ${vars.space.sm}`, border: `1px solid ${vars.color.textMuted}`, borderRadius: vars.radius.md, background: vars.color.surface, color: vars.color.text });
export const count = style({ color: vars.color.textMuted });
export const empty = style({ color: vars.color.textMuted, fontSize: vars.size.lg });
export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  '@media': { [media.sm]: { gridTemplateColumns: 'repeat(2, 1fr)' }, [media.md]: { gridTemplateColumns: 'repeat(3, 1fr)' } },
});
export const card = linkCard;
export const picture = style({ display: 'block', width: '100%', height: 'auto', aspectRatio: '16 / 10', objectFit: 'cover', background: vars.color.background });
export const cardBody = style({ padding: vars.space.md, display: 'grid', gap: vars.space.xs });
export const cardTitle = style({ fontSize: vars.size.lg, margin: 0 });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.size.sm });
export const price = style({ margin: 0, fontWeight: 800, fontSize: vars.size.lg, color: vars.color.primary });
export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm, marginBottom: vars.space.md });
export const viewToggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.primary}`,
  color: vars.color.primary,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: { '&[data-active]': { background: vars.color.primary, color: vars.color.onPrimary } },
});
export const cardLink = style({ display: 'block', height: '100%', color: 'inherit', textDecoration: 'none' });
globalStyle(`${cardLink}:hover h2`, { textDecoration: 'underline' });
export const perMonth = style({ fontSize: vars.size.sm, fontWeight: 600, color: vars.color.textMuted });
export const oldPrice = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.size.sm, textDecoration: 'line-through' });
export const emptyBox = style({ display: 'grid', gap: vars.space.sm, justifyItems: 'start', padding: `${vars.space.lg} 0` });
export const resetLink = style({ fontWeight: 600, color: vars.color.primary });
export const saveRow = style({ display: 'flex', justifyContent: 'flex-end', marginBottom: vars.space.md });
export const saveForm = style({ display: 'grid', gap: vars.space.md });
