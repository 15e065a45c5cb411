import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const slider = style({
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  overflow: 'hidden',
});
export const viewport = style({
  overflow: 'hidden',
  // Vertical scrolling stays the browser's; horizontal drags are swipes between slides.
  touchAction: 'pan-y',
});
export const track = style({ display: 'flex', willChange: 'transform' });
export const slide = style({ flex: '0 0 100%', minWidth: 0 });
export const controls = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
});
export const dots = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center' });
/** A 32 px target around a small mark: easy to hit (WCAG 2.5.8) without looking heavy. */
export const dot = style({
  position: 'relative',
  width: 32,
  height: 32,
  padding: 0,
  border: 0,
  background: 'transparent',
  cursor: 'pointer',
  '::before': {
    content: '""',
    position: 'absolute',
    top: '50%',
    left: '50%',
    width: 10,
    height: 10,
    transform: 'translate(-50%, -50%)',
    borderRadius: vars.radius.pill,
    border: `2px solid ${vars.color.textMuted}`,
    transition: 'width 200ms ease, background-color 200ms ease',
  },
  selectors: {
    '&[aria-current="true"]::before': { width: 22, background: vars.color.primary, borderColor: vars.color.primary },
    '&:hover::before': { borderColor: vars.color.primary },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { selectors: { '&::before': { transition: 'none' } } } },
});
export const buttons = style({ display: 'flex', gap: vars.space.xs });
export const control = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 40,
  height: 40,
  padding: 0,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.primary,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.background, borderColor: vars.color.primary } },
});
