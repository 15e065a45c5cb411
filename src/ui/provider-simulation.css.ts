import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

/**
 * An outside provider's simulation in the sandbox (the identification widget, the video call's room):
 * framed apart from Tun's own pages by a dashed border and a badge, so nobody takes it for the bank's.
 */
export const simulationFrame = style({
  maxWidth: '40rem',
  minWidth: 0,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  padding: vars.space.lg,
  border: `2px dashed ${vars.color.textMuted}`,
  overflowWrap: 'anywhere',
});
export const simulationBadge = style({ display: 'inline-block', fontSize: vars.size.sm, fontWeight: 700, textTransform: 'uppercase', color: vars.color.textMuted, marginBottom: vars.space.sm });
