import { style } from '@vanilla-extract/css';
import { media, vars } from '../../ui/theme.css';

export const lead = style({ color: vars.color.textMuted, maxWidth: '46rem' });
export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  marginTop: vars.space.lg,
  '@media': { [media.md]: { gridTemplateColumns: '16rem minmax(0, 1fr)', alignItems: 'start' } },
});
export const documentNav = style({ display: 'grid', gap: vars.space.xs, padding: 0, margin: 0, listStyle: 'none' });
export const documentLink = style({
  display: 'block',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  selectors: { '&[aria-current="page"]': { background: vars.color.primary, color: vars.color.onPrimary, fontWeight: 600 } },
});
export const documentBody = style({ background: vars.color.surface, borderRadius: vars.radius.lg, boxShadow: vars.shadow.card, padding: vars.space.lg, minWidth: 0 });
export const meta = style({ color: vars.color.textMuted, fontSize: vars.size.sm, margin: `0 0 ${vars.space.md}` });
export const notice = style({ background: vars.color.background, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, padding: vars.space.md, margin: `0 0 ${vars.space.md}` });
export const section = style({ marginTop: vars.space.lg });
export const sectionTitle = style({ fontSize: vars.size.lg, display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'baseline' });
export const required = style({ fontSize: vars.size.xs, padding: '0.1rem 0.5rem', borderRadius: vars.radius.pill, background: vars.color.primary, color: vars.color.onPrimary, fontWeight: 600 });
export const optional = style({ fontSize: vars.size.xs, padding: '0.1rem 0.5rem', borderRadius: vars.radius.pill, border: `1px solid ${vars.color.border}`, color: vars.color.textMuted });
export const faqFilter = style({ maxWidth: '30rem', margin: `${vars.space.lg} 0` });
export const faqGroup = style({ marginTop: vars.space.xl });
export const faqList = style({ display: 'grid', gap: vars.space.sm, padding: 0, margin: 0, listStyle: 'none' });
export const faqItem = style({ background: vars.color.surface, borderRadius: vars.radius.md, boxShadow: vars.shadow.card });
export const faqQuestion = style({
  cursor: 'pointer',
  padding: vars.space.md,
  fontWeight: 600,
  listStylePosition: 'inside',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px', borderRadius: vars.radius.md } },
});
export const faqAnswer = style({ padding: `0 ${vars.space.md} ${vars.space.md}` });
export const linkGroups = style({ display: 'grid', gap: vars.space.xl, marginTop: vars.space.lg });
export const linkGrid = style({
  display: 'grid',
  gap: vars.space.md,
  padding: 0,
  margin: 0,
  listStyle: 'none',
  '@media': { [media.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }, [media.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});
export const linkCard = style({ background: vars.color.surface, borderRadius: vars.radius.md, boxShadow: vars.shadow.card, padding: vars.space.md, minWidth: 0 });
export const linkTitle = style({ fontWeight: 600, overflowWrap: 'anywhere' });
export const linkHost = style({ color: vars.color.textMuted, fontSize: vars.size.sm, overflowWrap: 'anywhere' });
export const empty = style({ color: vars.color.textMuted });
