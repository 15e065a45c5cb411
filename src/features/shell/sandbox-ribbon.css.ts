import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

// Amber, unlike anything else in the product; dark brown on it is about 11:1 (WCAG AA asks 4.5:1).
const ink = '#3d2c00';

/** In the page's flow above the header: it pushes the page down instead of covering any of it. */
export const ribbon = style({
  background: '#ffe9a8',
  borderBottom: '2px solid #d19a00',
  color: ink,
  fontSize: vars.size.sm,
  lineHeight: 1.4,
});
export const text = style({ margin: '0 auto', paddingBlock: vars.space.xs, overflowWrap: 'anywhere' });
export const badge = style({
  display: 'inline-block',
  marginInlineEnd: vars.space.sm,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: ink,
  color: '#ffe9a8',
  fontWeight: 700,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  fontSize: vars.size.xs,
});
export const link = style({ color: ink, fontWeight: 600, textDecoration: 'underline', textUnderlineOffset: '2px' });
