import { style } from '@vanilla-extract/css';
import { container } from '../../ui/layout.css';
import { media, vars } from '../../ui/theme.css';

export { visuallyHidden } from '../../ui/layout.css';

export const shell = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });
export const main = style({ flex: 1, outline: 'none' });

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 40,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});
/**
 * The header row is wider than the page's column: the Armenian and Russian menu, apply button,
 * language and account buttons need about 1,230 px in Tun Sans signed in (more with two-digit
 * counts by the heart and the bell), so the row takes up to 1,440 px (a 1366 px screen gives it all
 * its width, not the page column's 1,280) and its items sit closer from 1281 px to 1599 px, where
 * they stay on one line. Narrower than that (a larger text size), the labels wrap rather than overflow.
 */
export const headerBar = style([
  container,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    minHeight: 64,
    maxWidth: `calc(${vars.layout.maxWidth} + 15rem)`,
    '@media': { [media.xl]: { gap: vars.space.md } },
  },
]);
export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.size.lg,
  fontWeight: 800,
  color: vars.color.primary,
  textDecoration: 'none',
});
export const logoMark = style({ flex: 'none', width: 32, height: 32, color: vars.color.primary });
export const headerActions = style({ marginLeft: 'auto', display: 'flex', alignItems: 'center', gap: vars.space.sm });

/** Shown from the `lg` breakpoint (1281 px) up; below it the drawer holds these (see `headerBar`). */
export const desktopOnly = style({ display: 'none', '@media': { [media.lg]: { display: 'flex', gap: vars.space.sm } } });
/** Below the `lg` breakpoint only: what the bar shows beside the drawer's button. */
export const compactOnly = style({ display: 'flex', '@media': { [media.lg]: { display: 'none' } } });
export const desktopNav = style({ display: 'none', '@media': { [media.lg]: { display: 'block' } } });
export const burger = style({
  width: 44,
  height: 44,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  fontSize: vars.size.lg,
  color: vars.color.text,
  cursor: 'pointer',
  '@media': { [media.lg]: { display: 'none' } },
});

export const menuBar = style({ display: 'flex', gap: vars.space.xs, listStyle: 'none', margin: 0, padding: 0 });
export const plainList = style({ listStyle: 'none', margin: 0, padding: 0 });
export const menuGroup = style({ selectors: { '& + &': { marginTop: vars.space.sm } } });
export const menuGroupTitle = style({
  margin: `${vars.space.xs} ${vars.space.sm}`,
  fontSize: vars.size.xs,
  fontWeight: 700,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  color: vars.color.textMuted,
});
export const menuItem = style({
  display: 'block',
  width: '100%',
  padding: `${vars.space.sm} ${vars.space.sm}`,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.background },
    '&[aria-current="true"]': { fontWeight: 700, color: vars.color.primary },
  },
});
export const newBadge = style({
  marginInlineStart: vars.space.xs,
  padding: '0 0.4rem',
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontSize: vars.size.xs,
  fontWeight: 700,
});
export const languageCode = style({ fontWeight: 700, minWidth: '2rem', display: 'inline-block' });

export const drawerActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, margin: `${vars.space.md} 0` });
export const drawerSection = style({ borderTop: `1px solid ${vars.color.border}`, padding: `${vars.space.md} 0` });
export const drawerHeading = style({ fontSize: vars.size.md, margin: `0 0 ${vars.space.sm}` });
export const languageRadios = style({ border: 0, borderTop: `1px solid ${vars.color.border}`, margin: 0, padding: `${vars.space.md} 0` });
export const legend = style({ fontWeight: 700, padding: 0, marginBottom: vars.space.sm });
export const radio = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minHeight: 44, cursor: 'pointer' });

export const footer = style({ background: vars.color.primary, color: vars.color.onPrimary, marginTop: vars.space.xl });
export const footerGrid = style({
  display: 'grid',
  gap: vars.space.lg,
  padding: `${vars.space.xl} ${vars.space.md}`,
  '@media': { [media.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }, [media.md]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});
export const footerList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });
export const socialList = footerList;
export const footerLink = style({
  color: vars.color.onPrimary,
  display: 'inline-block',
  marginInlineEnd: vars.space.md,
  minHeight: 24,
  textUnderlineOffset: '3px',
  selectors: { '&:focus-visible': { outlineColor: vars.color.onPrimary } },
});
export const footerAddress = style({ fontStyle: 'normal', display: 'grid', gap: vars.space.xs });
export const footerHeading = style({ fontWeight: 700, margin: `0 0 ${vars.space.sm}` });
export const footerLegal = style({
  borderTop: '1px solid rgba(255,255,255,0.3)',
  padding: `${vars.space.md}`,
  fontSize: vars.size.sm,
});
export const footerText = style({ margin: 0 });
export const initials = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 44,
  height: 44,
  borderRadius: vars.radius.pill,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: 700,
  textDecoration: 'none',
});
export const favourites = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  color: vars.color.accent,
  fontWeight: 700,
  textDecoration: 'none',
});

export const newsletterForm = style({ display: 'grid', gap: vars.space.xs, alignContent: 'start', minWidth: 0 });
export const newsletterRow = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, marginTop: vars.space.xs });
export const newsletterInput = style({
  flex: '1 1 10rem',
  minWidth: 0,
  font: 'inherit',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.onPrimary}`,
  background: vars.color.surface,
  color: vars.color.text,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.onPrimary}`, outlineOffset: '2px' } },
});
export const newsletterButton = style({
  font: 'inherit',
  fontWeight: 600,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.onPrimary}`,
  background: vars.color.onPrimary,
  color: vars.color.primary,
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.onPrimary}`, outlineOffset: '2px' }, '&:disabled': { opacity: 0.7, cursor: 'wait' } },
});
/** Light on the footer's dark blue (over 7:1), with a sign so the colour is not the only cue. */
export const newsletterError = style({ margin: 0, color: '#ffe1dc', fontWeight: 600, selectors: { '&::before': { content: '"⚠ "' } } });
