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

/** A price on the map: a pill above its point, as wide as Leaflet's icon box. */
export const priceMarker = style({});
globalStyle(`${priceMarker} > span`, {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '100%',
  height: '100%',
  boxSizing: 'border-box',
  whiteSpace: 'nowrap',
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.primary}`,
  fontWeight: 700,
  fontSize: '0.8125rem',
  lineHeight: 1,
  boxShadow: '0 1px 4px rgba(0, 0, 0, 0.3)',
});
globalStyle(`${priceMarker}:focus-visible > span`, { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 });

/** Points close together: one round marker with their count; a click zooms in until they part. */
export const clusterMarker = style({});
globalStyle(`${clusterMarker} > span`, {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 44,
  height: 44,
  borderRadius: '50%',
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: 700,
  border: `3px solid ${vars.color.surface}`,
  boxShadow: '0 1px 6px rgba(0, 0, 0, 0.35)',
});
globalStyle(`${clusterMarker}:focus-visible > span`, { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 });

/** The marker of the card the person points at (`data-highlighted`, set by the map). */
globalStyle(`${priceMarker}[data-highlighted] > span`, { background: vars.color.primary, color: vars.color.onPrimary, transform: 'scale(1.1)' });
globalStyle(`${marker}[data-highlighted] > span`, { transform: 'rotate(-45deg) scale(1.25)' });
globalStyle(`${clusterMarker}[data-highlighted] > span`, { background: vars.color.accent, color: vars.color.onAccent });
