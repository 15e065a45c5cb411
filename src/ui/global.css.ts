import { globalStyle } from '@vanilla-extract/css';
import { vars } from './theme.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
// The header stays on screen (64 px): what a link's #anchor or the keyboard's focus scrolls to stops below it, not under it.
globalStyle('html', { WebkitTextSizeAdjust: '100%', scrollPaddingTop: '5rem' });
globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.size.md,
  lineHeight: 1.5,
  color: vars.color.text,
  background: vars.color.background,
  // A word or address longer than its line (a long e-mail, a long Armenian word) breaks rather than widening the page.
  overflowWrap: 'break-word',
});
globalStyle('a', { color: vars.color.primary });
globalStyle('h1, h2, h3', { lineHeight: 1.25, margin: `0 0 ${vars.space.md}` });
globalStyle(':focus-visible', { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' });
globalStyle('button, input, select, textarea', { font: 'inherit' });
globalStyle('img, svg', { maxWidth: '100%' });
