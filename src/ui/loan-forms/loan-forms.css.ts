import { style } from '@vanilla-extract/css';
import { media, vars } from '../theme.css';

/** The step fields both people fill in (the applicant's wizard and the co-applicant's part). */
export const pair = style({ display: 'grid', gap: vars.space.md, alignItems: 'start', '@media': { [media.xs]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } });
export const muted = style({ margin: 0, color: vars.color.textMuted });
export const fieldset = style({ border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, padding: vars.space.md, margin: 0, display: 'grid', gap: vars.space.md, minWidth: 0 });
export const legend = style({ fontWeight: 700, padding: `0 ${vars.space.xs}` });

/** A spouse's document pictures: each with its preview and its own file input. */
export const pictures = style({ display: 'grid', gap: vars.space.md, '@media': { [media.xs]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } });
export const picture = style({ display: 'grid', gap: vars.space.sm, alignContent: 'start', minWidth: 0 });
export const pictureImage = style({ width: '100%', aspectRatio: '3 / 2', objectFit: 'contain', background: vars.color.background, borderRadius: vars.radius.md, border: `1px solid ${vars.color.border}` });
export const picturePlaceholder = style([pictureImage, { display: 'grid', placeItems: 'center', color: vars.color.textMuted, fontSize: vars.size.sm, padding: vars.space.sm, textAlign: 'center' }]);

/** A step's heading; it takes the focus, so no outline is drawn around it. */
export const heading = style({ margin: 0, fontSize: vars.size.lg, outline: 'none' });

/** The steps in a row, done ones marked, the open one outlined; on a narrow screen they wrap. */
export const steps = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, margin: `0 0 ${vars.space.lg}`, padding: 0, listStyle: 'none' });
export const step = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.size.sm,
  selectors: {
    '&[aria-current="step"]': { borderColor: vars.color.primary, color: vars.color.primary, fontWeight: 700 },
    '&[data-done="true"]': { color: vars.color.success, borderColor: vars.color.success },
  },
});
export const stepNumber = style({ fontVariantNumeric: 'tabular-nums', fontWeight: 700 });

/** Answers or terms as label and value pairs, side by side from a small screen up. */
export const facts = style({ display: 'grid', gap: `${vars.space.xs} ${vars.space.md}`, margin: 0, '@media': { [media.xs]: { gridTemplateColumns: 'minmax(8rem, 1fr) 2fr' } } });
export const factTerm = style({ color: vars.color.textMuted, fontSize: vars.size.sm });
export const factValue = style({ margin: 0, overflowWrap: 'anywhere' });
/** The registry's documents after a document mismatch: a quiet box above the fields. */
export const documentsHeld = style({ padding: vars.space.md, borderRadius: vars.radius.md, background: vars.color.background, border: `1px solid ${vars.color.border}` });
