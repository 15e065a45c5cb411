import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const region = style({
  position: 'fixed',
  insetInline: vars.space.md,
  bottom: vars.space.md,
  zIndex: 1000,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  pointerEvents: 'none',
});

const base = style({
  pointerEvents: 'auto',
  position: 'relative',
  width: 'min(100%, 28rem)',
  padding: `${vars.space.md} 2.75rem ${vars.space.md} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.dialog,
  borderLeft: '6px solid',
});

export const toast = styleVariants({
  error: [base, { background: vars.color.dangerSurface, color: vars.color.text, borderColor: vars.color.danger }],
  success: [base, { background: vars.color.successSurface, color: vars.color.text, borderColor: vars.color.success }],
  info: [base, { background: vars.color.surface, color: vars.color.text, borderColor: vars.color.primary }],
});

export const message = style({ margin: 0, fontWeight: 600 });
export const detail = style({ margin: `${vars.space.xs} 0 0`, fontSize: vars.size.sm, color: vars.color.textMuted });
export const close = style({
  position: 'absolute',
  top: vars.space.xs,
  right: vars.space.xs,
  width: 36,
  height: 36,
  border: 0,
  background: 'transparent',
  fontSize: vars.size.lg,
  cursor: 'pointer',
  color: vars.color.text,
});
