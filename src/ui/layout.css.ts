import { style } from '@vanilla-extract/css';
import { media, vars } from './theme.css';

export const container = style({
  width: '100%',
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  padding: `0 ${vars.space.md}`,
  '@media': { [media.sm]: { padding: `0 ${vars.space.lg}` } },
});

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const page = style({ paddingBlock: vars.space.xl, minHeight: '50vh' });

export const skipLink = style({
  position: 'absolute',
  left: vars.space.md,
  top: '-3rem',
  padding: vars.space.sm,
  background: vars.color.surface,
  zIndex: 100,
  selectors: { '&:focus': { top: vars.space.sm } },
});

/** Cards in a list: one column on a phone, two on a tablet, three on a wide screen (the blog's articles, the partners' stores). */
export const cardGrid = style({
  display: 'grid',
  gap: vars.space.lg,
  padding: 0,
  margin: `${vars.space.md} 0`,
  listStyle: 'none',
  '@media': { [media.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }, [media.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});
