import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

/** Outlined while the property is not chosen, filled once it is: the pressed state, not the colour alone, says which. */
export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minHeight: 44,
  maxWidth: '100%',
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `2px solid ${vars.color.primary}`,
  background: vars.color.surface,
  color: vars.color.primary,
  fontWeight: 600,
  cursor: 'pointer',
  selectors: { '&[aria-pressed="true"]': { background: vars.color.primary, color: vars.color.onPrimary } },
});

/** A box that shows a tick once chosen, as a checkbox would. */
export const box = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '1.1em',
  height: '1.1em',
  border: '2px solid currentColor',
  borderRadius: vars.radius.sm,
  fontSize: vars.size.sm,
  lineHeight: 1,
});

/** The toggle with the way to the comparison beside it (the property page). */
export const withTray = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
