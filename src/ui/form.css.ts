import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const form = style({ display: 'grid', gap: vars.space.md });
// A field may sit in a narrow grid column: it shrinks with it instead of overflowing at the input's default width.
export const field = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });
export const label = style({ fontWeight: 600, fontSize: vars.size.sm });
export const input = style({
  minHeight: 44,
  minWidth: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.danger, borderWidth: 2 } },
});
export const textarea = style([input, { font: 'inherit', resize: 'vertical', minHeight: '7rem' }]);
export const hint = style({ fontSize: vars.size.sm, color: vars.color.textMuted });
export const error = style({ margin: 0, fontSize: vars.size.sm, color: vars.color.danger, fontWeight: 600 });
export const checkboxRow = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm });
export const checkbox = style({ width: 22, height: 22, marginTop: 2, flex: 'none', accentColor: vars.color.primary });
const message = style({ margin: 0, padding: vars.space.sm, borderRadius: vars.radius.md, fontWeight: 600 });
export const formMessage = styleVariants({
  error: [message, { background: vars.color.dangerSurface, color: vars.color.danger }],
  success: [message, { background: vars.color.successSurface, color: vars.color.success }],
  info: [message, { background: vars.color.background, color: vars.color.text }],
});
/** A line of the form's alert (the message, then the reference to quote). */
export const alertText = style({ margin: 0, overflowWrap: 'anywhere' });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
export const linkButton = style({
  border: 0,
  padding: 0,
  background: 'none',
  color: vars.color.primary,
  textDecoration: 'underline',
  cursor: 'pointer',
  minHeight: 24,
});
