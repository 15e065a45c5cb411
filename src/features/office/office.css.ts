import { style } from '@vanilla-extract/css';
import { media, vars } from '../../ui/theme.css';

export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: vars.space.md });
export const who = style({ margin: 0, color: vars.color.textMuted, overflowWrap: 'anywhere' });
export const signIn = style({ maxWidth: '28rem' });
export const qr = style({ width: 200, height: 200, background: vars.color.surface, padding: vars.space.sm, border: `1px solid ${vars.color.border}` });
export const secret = style({ fontFamily: 'monospace', fontSize: vars.size.md, overflowWrap: 'anywhere', letterSpacing: '0.08em' });
export const panel = style({ minWidth: 0, background: vars.color.surface, borderRadius: vars.radius.md, boxShadow: vars.shadow.card, padding: vars.space.lg, marginBlock: vars.space.md });
export const list = style({ listStyle: 'none', margin: `0 0 ${vars.space.md}`, padding: 0, display: 'grid', gap: vars.space.sm });
export const row = style({
  display: 'grid',
  gap: vars.space.sm,
  alignItems: 'center',
  minWidth: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.sm]: { gridTemplateColumns: 'minmax(0, 1fr) auto' } },
});
export const rowTitle = style({ margin: 0, fontWeight: 700, overflowWrap: 'anywhere' });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.size.sm, overflowWrap: 'anywhere' });
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  '@media': { [media.sm]: { gridTemplateColumns: 'max-content minmax(0, 1fr)' } },
});
export const factName = style({ fontWeight: 600, color: vars.color.textMuted });
export const factValue = style({ margin: 0, overflowWrap: 'anywhere' });
// One column on a phone (its track may shrink below an input's own width), two on a wide screen.
export const columns = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'minmax(0, 1fr)', '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } });
export const picture = style({ maxWidth: '100%', height: 'auto', border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.sm });
export const log = style({ margin: 0, paddingInlineStart: vars.space.lg, display: 'grid', gap: vars.space.xs, fontSize: vars.size.sm, overflowWrap: 'anywhere' });
export const select = style({
  minHeight: 44,
  minWidth: 0,
  // A long option (a company's name in Armenian) would widen a phone's page: there the list takes the row.
  width: '100%',
  '@media': { [media.sm]: { width: 'auto' } },
  maxWidth: '100%',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
});
export const inlineForm = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'end' });
export const fieldset = style({ border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, padding: vars.space.md, margin: 0, minWidth: 0, display: 'grid', gap: vars.space.sm });
export const legend = style({ fontWeight: 700, padding: `0 ${vars.space.xs}` });
export const alert = style({ margin: 0, padding: vars.space.md, borderRadius: vars.radius.md, background: vars.color.dangerSurface, color: vars.color.danger, fontWeight: 600 });
export const done = style({ margin: 0, padding: vars.space.md, borderRadius: vars.radius.md, background: vars.color.successSurface, color: vars.color.success, fontWeight: 600 });
/** The workspace tabs are buttons: no button face, the pill's own look. */
export const tabButton = style({ background: 'transparent', font: 'inherit', cursor: 'pointer' });
/** A word written for the middle of a sentence ("main applicant") standing as a heading. */
export const capitalized = style({ selectors: { '&::first-letter': { textTransform: 'uppercase' } } });
export const editor = style({ display: 'grid', gap: vars.space.md, marginBlock: vars.space.md, minWidth: 0 });
/** The queue's search: the field and its buttons side by side where there is room. */
export const searchForm = style({ display: 'grid', gap: vars.space.sm, alignItems: 'end', maxWidth: '44rem', marginBlock: vars.space.md, '@media': { [media.sm]: { gridTemplateColumns: 'minmax(0, 1fr) auto' } } });
/** A package at the notary: its facts, its documents and the step, in one bordered card. */
export const packageCard = style({ display: 'grid', gap: vars.space.sm, minWidth: 0, padding: vars.space.md, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md });
export const documentList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });
export const documentRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm, paddingBlock: vars.space.xs, borderBottom: `1px solid ${vars.color.border}`, overflowWrap: 'anywhere' });
/** A change of the audit log: the field, then what it was and what it became. */
export const changes = style({ margin: `${vars.space.xs} 0 0`, padding: 0, listStyle: 'none', display: 'grid', gap: 2, fontSize: vars.size.sm, overflowWrap: 'anywhere' });
export const changeOld = style({ color: vars.color.textMuted, textDecoration: 'line-through' });
