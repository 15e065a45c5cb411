import { style } from '@vanilla-extract/css';
import { media, vars } from '../../ui/theme.css';

export const tabs = style({ display: 'flex', gap: vars.space.sm, margin: `${vars.space.md} 0` });
export const tab = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  border: `2px solid ${vars.color.primary}`,
  color: vars.color.primary,
  textDecoration: 'none',
  fontWeight: 700,
  selectors: { '&[aria-current="page"]': { background: vars.color.primary, color: vars.color.onPrimary } },
});
export const filters = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  margin: `${vars.space.md} 0 ${vars.space.lg}`,
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(3, auto) auto', alignItems: 'end' } },
});
export const fieldset = style({ border: 0, margin: 0, padding: 0 });
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
export const range = style({ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: `${vars.space.xs} ${vars.space.sm}`, alignItems: 'center' });
export const input = style({ minHeight: 40, padding: `0 ${vars.space.sm}`, border: `1px solid ${vars.color.textMuted}`, borderRadius: vars.radius.md, background: vars.color.surface, color: vars.color.text });
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
export const card = style({ background: vars.color.surface, borderRadius: vars.radius.md, boxShadow: vars.shadow.card, overflow: 'hidden' });
export const picture = style({ display: 'block', width: '100%', height: 'auto', aspectRatio: '16 / 10', objectFit: 'cover', background: vars.color.background });
export const cardBody = style({ padding: vars.space.md, display: 'grid', gap: vars.space.xs });
export const cardTitle = style({ fontSize: vars.size.lg, margin: 0 });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.size.sm });
export const price = style({ margin: 0, fontWeight: 800, fontSize: vars.size.lg, color: vars.color.primary });
export const pagination = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, marginTop: vars.space.lg, justifyContent: 'center' });
export const pageLink = style({
  minWidth: 44,
  minHeight: 44,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  textDecoration: 'none',
  selectors: { '&[aria-current="page"]': { background: vars.color.primary, color: vars.color.onPrimary, borderColor: vars.color.primary } },
});
