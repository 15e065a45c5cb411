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
  '@media': { [media.sm]: { gridTemplateColumns: 'repeat(2, 1fr)' }, [media.md]: { gridTemplateColumns: 'repeat(3, 1fr)' } },
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
