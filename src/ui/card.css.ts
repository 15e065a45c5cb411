import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

/**
 * A card that is one link: it lifts on hover, shows the link's keyboard focus around the whole card,
 * and stays still for people who prefer reduced motion.
 */
export const linkCard = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  overflow: 'hidden',
  transition: 'box-shadow 150ms, transform 150ms',
  selectors: {
    '&:hover': { boxShadow: vars.shadow.dialog, transform: 'translateY(-2px)' },
    '&:has(a:focus-visible)': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none', selectors: { '&:hover': { transform: 'none' } } } },
});
