import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from './theme.css';

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minHeight: '44px',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: '2px solid transparent',
  fontWeight: 600,
  textDecoration: 'none',
  cursor: 'pointer',
  // A label longer than its row (Armenian and Russian often are) wraps inside the button instead of
  // pushing the page sideways; where there is room it stays on one line.
  maxWidth: '100%',
  textAlign: 'center',
  textWrap: 'balance',
});

export const button = styleVariants({
  primary: [base, { background: vars.color.primary, color: vars.color.onPrimary, selectors: { '&:hover': { background: vars.color.primaryHover } } }],
  secondary: [base, { background: vars.color.surface, color: vars.color.primary, borderColor: vars.color.primary }],
  accent: [base, { background: vars.color.accent, color: vars.color.onAccent }],
  ghost: [base, { background: 'transparent', color: vars.color.text }],
});
