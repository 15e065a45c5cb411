import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const heart = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minHeight: 44,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `2px solid ${vars.color.accent}`,
  background: vars.color.surface,
  color: vars.color.accent,
  fontWeight: 600,
  cursor: 'pointer',
  selectors: { '&[aria-pressed="true"]': { background: vars.color.accent, color: vars.color.onAccent } },
});
/** The heart alone, a 44 px square (the phone's action bar). */
export const compact = style({ width: 44, padding: 0, flex: 'none' });
export const icon = style({ fontSize: vars.size.lg, lineHeight: 1 });
