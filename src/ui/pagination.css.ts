import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const pagination = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, marginTop: vars.space.lg, justifyContent: 'center' });
export const pageLink = style({
  minWidth: 44,
  minHeight: 44,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  textDecoration: 'none',
  selectors: { '&[aria-current="page"]': { background: vars.color.primary, color: vars.color.onPrimary, borderColor: vars.color.primary } },
});
export const gap = style({ alignSelf: 'center', padding: `0 ${vars.space.xs}`, color: vars.color.textMuted });
