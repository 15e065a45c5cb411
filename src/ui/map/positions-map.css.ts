import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme.css';

export const frame = style({
  position: 'relative',
  height: 360,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  // Shown where no tile server is configured, or while tiles load.
  background: '#e4ebf3',
  boxShadow: vars.shadow.card,
});
export const canvas = style({ position: 'absolute', inset: 0, background: 'transparent' });

/** A marker: a pin in the bank's colour, with a visible focus ring for keyboard users. */
export const marker = style({});
globalStyle(`${marker} > span`, {
  display: 'block',
  width: 22,
  height: 22,
  borderRadius: '50% 50% 50% 0',
  transform: 'rotate(-45deg)',
  background: vars.color.primary,
  border: `3px solid ${vars.color.surface}`,
  boxShadow: '0 1px 4px rgba(0, 0, 0, 0.35)',
});
globalStyle(`${marker}:focus-visible`, { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2, borderRadius: '50%' });

/** Links in the tile credit are at least 24 px tall (WCAG 2.2, 2.5.8 target size). */
globalStyle(`${frame} .leaflet-control-attribution a`, { display: 'inline-block', minHeight: 24, lineHeight: '24px' });
