import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const root = style({ position: 'relative' });
export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 44,
  padding: `0 ${vars.space.sm}`,
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  fontWeight: 600,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
});
export const chevron = style({ fontSize: vars.size.xs });

const panelBase = style({
  position: 'absolute',
  top: 'calc(100% + 4px)',
  zIndex: 50,
  minWidth: '15rem',
  padding: vars.space.sm,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
});
export const panel = styleVariants({ start: [panelBase, { left: 0 }], end: [panelBase, { right: 0 }] });
