import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const tray = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  maxWidth: '100%',
  padding: vars.space.xs,
  borderRadius: vars.radius.pill,
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
});

/** A link, not another toggle: the primary colour on the surface, underlined on hover. */
export const open = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 36,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.primary,
  fontWeight: 700,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const clear = style({
  minHeight: 36,
  padding: `0 ${vars.space.sm}`,
  border: 0,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.text,
  fontWeight: 600,
  textDecoration: 'underline',
  cursor: 'pointer',
});
