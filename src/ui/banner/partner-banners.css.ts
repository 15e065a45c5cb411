import { style } from '@vanilla-extract/css';
import { breakpoints, media, vars } from '../theme.css';

export const banners = style({
  display: 'grid',
  gap: vars.space.md,
  margin: `0 0 ${vars.space.lg}`,
  '@media': { [media.sm]: { gridTemplateColumns: '1fr 1fr' } },
});
export const bannerColumn = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md, alignContent: 'start' });
/** On a phone the columns stack: one banner of each keeps the partners themselves near the top. */
export const bannerItem = style({ '@media': { [`screen and (max-width: ${breakpoints.sm - 1}px)`]: { selectors: { '&:not(:first-child)': { display: 'none' } } } } });
export const bannerLink = style({
  display: 'block',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  boxShadow: vars.shadow.card,
  background: vars.color.surface,
  transition: 'transform 150ms ease, box-shadow 150ms ease',
  selectors: { '&:hover': { transform: 'translateY(-2px)', boxShadow: vars.shadow.dialog } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none', selectors: { '&:hover': { transform: 'none' } } } },
});
export const bannerPicture = style({ display: 'block', width: '100%', height: 'auto' });

