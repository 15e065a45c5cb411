import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const gallery = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });
export const stage = style({ position: 'relative', borderRadius: vars.radius.lg, overflow: 'hidden', background: vars.color.surface, boxShadow: vars.shadow.card });
/**
 * The pictures side by side in a row that scrolls sideways: a finger swipes it (the browser's own
 * scrolling, snapped to one picture at a time), the buttons and keys scroll it from the script.
 */
export const track = style({
  // The slides' offsets are measured from the track.
  position: 'relative',
  display: 'flex',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  overflowX: 'auto',
  overflowY: 'hidden',
  scrollSnapType: 'x mandatory',
  overscrollBehaviorX: 'contain',
  scrollbarWidth: 'none',
  selectors: {
    '&::-webkit-scrollbar': { display: 'none' },
    // Inside the stage's rounded clip, where an outline outside the track would be cut off.
    '&:focus-visible': { outlineOffset: -3 },
  },
  '@media': { '(prefers-reduced-motion: no-preference)': { scrollBehavior: 'smooth' } },
});
export const slide = style({ flex: '0 0 100%', scrollSnapAlign: 'start', scrollSnapStop: 'always' });
export const picture = style({ display: 'block', width: '100%', height: 'auto', aspectRatio: '4 / 3', objectFit: 'contain', background: vars.color.background });
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
/** "3 / 12" over the picture's corner: white on a dark veil, legible on any photo. */
export const counter = style({
  position: 'absolute',
  right: vars.space.sm,
  bottom: vars.space.sm,
  margin: 0,
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: 'rgba(10, 20, 35, 0.78)',
  color: '#ffffff',
  fontSize: vars.size.sm,
  fontWeight: 600,
  fontVariantNumeric: 'tabular-nums',
  pointerEvents: 'none',
});
export const thumbs = style({ position: 'relative', display: 'flex', gap: vars.space.sm, listStyle: 'none', margin: 0, padding: 0, overflowX: 'auto' });
export const thumb = style({
  display: 'block',
  padding: 0,
  border: `2px solid transparent`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: 'none',
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { borderColor: vars.color.primary },
    // Inside the button: the strip scrolls, and would cut an outline drawn outside it.
    '&:focus-visible': { outlineOffset: -3 },
  },
});
globalStyle(`${thumb} img`, { display: 'block', width: 96, height: 72, objectFit: 'cover' });
