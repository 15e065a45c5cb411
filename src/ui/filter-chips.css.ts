import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

/** A wrapping row of chips: the blog's tags, the partners' sectors. */
export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, padding: 0, margin: `${vars.space.sm} 0`, listStyle: 'none' });

/** One chip: outlined, filled when chosen (`aria-current="true"`). */
export const chip = style({
  display: 'inline-block',
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  fontSize: vars.size.sm,
  selectors: {
    '&[aria-current="true"]': { background: vars.color.primary, borderColor: vars.color.primary, color: vars.color.onPrimary, fontWeight: 600 },
    '&:hover': { borderColor: vars.color.primary },
  },
});
export const count = style({ opacity: 0.8 });
