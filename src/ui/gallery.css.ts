import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const gallery = style({ display: 'grid', gap: vars.space.sm });
export const stage = style({ position: 'relative', borderRadius: vars.radius.lg, overflow: 'hidden', background: vars.color.surface, boxShadow: vars.shadow.card });
export const main = style({ display: 'block', width: '100%', height: 'auto', aspectRatio: '4 / 3', objectFit: 'contain', background: vars.color.background });
export const arrow = style({
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  width: 44,
  height: 44,
  borderRadius: '50%',
  border: 0,
  background: 'rgba(255, 255, 255, 0.92)',
  color: vars.color.text,
  fontSize: '1.75rem',
  lineHeight: 1,
  cursor: 'pointer',
  boxShadow: vars.shadow.card,
});
export const previous = style({ left: vars.space.sm });
export const next = style({ right: vars.space.sm });
export const thumbs = style({ display: 'flex', gap: vars.space.sm, listStyle: 'none', margin: 0, padding: 0, overflowX: 'auto' });
export const thumb = style({
  display: 'block',
  padding: 0,
  border: `2px solid transparent`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: 'none',
  cursor: 'pointer',
  selectors: { '&[aria-pressed="true"]': { borderColor: vars.color.primary } },
});
globalStyle(`${thumb} img`, { display: 'block', width: 96, height: 72, objectFit: 'cover' });
