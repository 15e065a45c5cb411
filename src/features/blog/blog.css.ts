import { style } from '@vanilla-extract/css';
import { media, vars } from '../../ui/theme.css';

export const header = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'flex-start', gap: vars.space.md });
export const lead = style({ color: vars.color.textMuted, maxWidth: '46rem' });
export const rss = style({ fontSize: vars.size.sm, fontWeight: 600 });
export const searchForm = style({ display: 'flex', gap: vars.space.sm, margin: `${vars.space.lg} 0 ${vars.space.md}`, maxWidth: '38rem' });
export const searchInput = style({
  flex: '1 1 auto',
  minWidth: 0,
  font: 'inherit',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' } },
});
export const tagFilter = style({ marginBottom: vars.space.lg });
export const block = style({ marginTop: vars.space.xl });
export { cardGrid as grid } from '../../ui/layout.css';
export const largeCard = style({ '@media': { [media.md]: { flexDirection: 'row', alignItems: 'center' } } });
/** The main article's picture takes the larger half beside its text on a wide screen. */
export const largeImage = style({ '@media': { [media.md]: { width: '58%', flex: '0 0 58%' } } });
export const cardImage = style({ display: 'block', width: '100%', height: 'auto', aspectRatio: '1200 / 630', objectFit: 'cover', background: vars.color.background });
export const cardBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, padding: vars.space.md, minWidth: 0, flex: '1 1 0' });
export const cardTitle = style({ fontSize: vars.size.lg, margin: 0, overflowWrap: 'anywhere' });
export const largeTitle = style({ fontSize: vars.size.xl, margin: 0, overflowWrap: 'anywhere' });
/** The title's link covers the whole card, so the card is one target. */
export const cardLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&::after': { content: '""', position: 'absolute', inset: 0 }, '&:focus-visible': { outline: 'none' } },
});
export const teaser = style({ color: vars.color.textMuted, margin: 0 });
export const meta = style({ color: vars.color.textMuted, fontSize: vars.size.sm, margin: 0 });
export const sponsor = style({ fontSize: vars.size.xs, fontWeight: 700, textTransform: 'uppercase', letterSpacing: '0.04em', color: vars.color.accent, margin: 0 });
export const tagList = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, padding: 0, margin: `${vars.space.xs} 0 0`, listStyle: 'none' });
export const tagBadge = style({ fontSize: vars.size.xs, padding: '0.1rem 0.5rem', borderRadius: vars.radius.pill, background: vars.color.background, border: `1px solid ${vars.color.border}` });
export const empty = style({ color: vars.color.textMuted });
export const breadcrumb = style({ marginBottom: vars.space.md });
export const articleHeader = style({ maxWidth: '46rem' });
export const articleImage = style({ display: 'block', width: '100%', maxWidth: '60rem', height: 'auto', aspectRatio: '1200 / 630', borderRadius: vars.radius.lg, margin: `${vars.space.lg} 0` });
export const articleBody = style({ fontSize: '1.0625rem' });
