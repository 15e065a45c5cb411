import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '../../ui/theme.css';

export const lead = style({ maxWidth: '70ch', color: vars.color.textMuted, margin: `0 0 ${vars.space.md}` });

/** The property, the status and the time left, above the steps. */
export const summary = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'center',
  justifyContent: 'space-between',
  margin: `0 0 ${vars.space.md}`,
});
export const property = style({ display: 'flex', gap: vars.space.md, alignItems: 'center', minWidth: 0 });
export const propertyImage = style({ width: 72, height: 54, objectFit: 'cover', borderRadius: vars.radius.md, flex: 'none' });
export const propertyText = style({ display: 'grid', gap: 2, minWidth: 0, overflowWrap: 'anywhere' });
export const timeLeft = style({ margin: 0, fontWeight: 600, color: vars.color.accent });

export const panel = style({
  display: 'grid',
  gap: vars.space.md,
  maxWidth: '44rem',
  padding: vars.space.lg,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  minWidth: 0,
});
// A grid item is as wide as its content by default: the schedule's table would widen the page on a phone.
globalStyle(`${panel} > *`, { minWidth: 0 });
export const stepTitle = style({ margin: 0, fontSize: vars.size.lg, outline: 'none' });
export const pair = style({ display: 'grid', gap: vars.space.md, alignItems: 'start', '@media': { [media.xs]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } });
export const muted = style({ margin: 0, color: vars.color.textMuted });
export const fieldset = style({ border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, padding: vars.space.md, margin: 0, display: 'grid', gap: vars.space.md, minWidth: 0 });
export const legend = style({ fontWeight: 700, padding: `0 ${vars.space.xs}` });
export const choices = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.sm} ${vars.space.lg}` });
export const choice = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

/** The figures the loan info computes as it is typed. */
export const figures = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: vars.space.md, background: vars.color.background, borderRadius: vars.radius.md, '@media': { [media.xs]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } });
export const figure = style({ display: 'grid', gap: 2, minWidth: 0 });
export const figureLabel = style({ fontSize: vars.size.sm, color: vars.color.textMuted });
export const figureValue = style({ margin: 0, fontWeight: 700, fontSize: vars.size.lg, overflowWrap: 'anywhere' });
export const bigFigure = style({ margin: 0, fontSize: vars.size.xxl, fontWeight: 700, color: vars.color.primary, overflowWrap: 'anywhere' });

/** The preview: each step's answers under its heading, with "edit" (the answers themselves: ui/loan-forms Facts). */
export const review = style({ display: 'grid', gap: vars.space.md });
export const reviewSection = style({ display: 'grid', gap: vars.space.sm, paddingBottom: vars.space.md, borderBottom: `1px solid ${vars.color.border}` });
export const reviewHead = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center', justifyContent: 'space-between' });
export const reviewTitle = style({ margin: 0, fontSize: vars.size.md });
export const factValue = style({ margin: 0, overflowWrap: 'anywhere' });

export const list = style({ margin: 0, paddingInlineStart: vars.space.lg, display: 'grid', gap: vars.space.xs });

/** The co-applicant's invitation on the co-borrower step and the preview: its state, tinted when something needs the applicant. */
export const invitation = style({ display: 'grid', gap: vars.space.sm, padding: vars.space.md, borderRadius: vars.radius.md, border: `1px solid ${vars.color.border}`, background: vars.color.background, minWidth: 0, overflowWrap: 'anywhere' });
globalStyle(`${invitation} > p`, { margin: 0 });
export const invitationWarning = style({ borderColor: '#e0a040', background: '#fff8ec' });
/** A button held until something else happens (the submit until the co-applicant's part is confirmed): visibly not pressable. */
export const held = style({ opacity: 0.55, cursor: 'not-allowed' });
