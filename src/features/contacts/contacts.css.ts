import { style } from '@vanilla-extract/css';
import { media, vars } from '../../ui/theme.css';

export const lead = style({ color: vars.color.textMuted, maxWidth: '45rem' });
export const error = style({ color: vars.color.danger, fontWeight: 600 });
export const grid = style({
  listStyle: 'none',
  margin: `${vars.space.lg} 0 0`,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  '@media': { [media.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
export const card = style({ background: vars.color.surface, borderRadius: vars.radius.md, boxShadow: vars.shadow.card, padding: vars.space.lg });
export const name = style({ fontSize: vars.size.lg, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const badge = style({
  fontSize: vars.size.xs,
  padding: '0.1rem 0.5rem',
  borderRadius: vars.radius.pill,
  background: vars.color.primary,
  color: vars.color.onPrimary,
});
export const line = style({ margin: `${vars.space.xs} 0` });
export const label = style({ fontWeight: 600 });
export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  marginTop: vars.space.lg,
  '@media': { [media.md]: { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 7fr)', alignItems: 'start' } },
});
export const branches = style({ minWidth: 0 });
export const formPanel = style({ display: 'grid', gap: vars.space.md, background: vars.color.surface, borderRadius: vars.radius.lg, boxShadow: vars.shadow.card, padding: vars.space.lg, minWidth: 0 });
export const form = style({ display: 'grid', gap: vars.space.md });
export const sent = style({ background: vars.color.successSurface, color: vars.color.success, padding: vars.space.md, borderRadius: vars.radius.md });
export const sentTitle = style({ fontWeight: 700, fontSize: vars.size.lg, margin: `0 0 ${vars.space.xs}` });
export const formTitle = style({ margin: 0 });
