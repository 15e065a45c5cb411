import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

/** A row of links that switch a page between views (markets, partner kinds, calculators). */
export const pillTabs = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, margin: `${vars.space.md} 0`, padding: 0, listStyle: 'none' });

/** One of them: a pill, filled for the view shown (`aria-current="page"`), 44 px high for touch. */
export const pillTab = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  border: `2px solid ${vars.color.primary}`,
  color: vars.color.primary,
  textDecoration: 'none',
  fontWeight: 700,
  selectors: {
    '&:hover': { background: vars.color.background },
    '&[aria-current="page"], &[aria-current="true"]': { background: vars.color.primary, color: vars.color.onPrimary },
  },
});
