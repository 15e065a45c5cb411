import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '../../ui/theme.css';

export const lead = style({ maxWidth: '70ch', color: vars.color.textMuted, margin: `0 0 ${vars.space.md}` });
export const muted = style({ margin: 0, color: vars.color.textMuted });

export const panel = style({
  display: 'grid',
  gap: vars.space.md,
  maxWidth: '44rem',
  padding: vars.space.lg,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  minWidth: 0,
  overflowWrap: 'anywhere',
});
globalStyle(`${panel} > *`, { minWidth: 0 });
globalStyle(`${panel} > p`, { margin: 0 });
export const title = style({ margin: 0, fontSize: vars.size.lg, outline: 'none' });

/** The co-applicant's steps in a row, done ones marked, the open one outlined; on a phone they wrap. */
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

/** The home and the status above the part. */
export const summary = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'center', justifyContent: 'space-between', margin: `0 0 ${vars.space.md}` });
export const property = style({ display: 'flex', gap: vars.space.md, alignItems: 'center', minWidth: 0 });
export const propertyImage = style({ width: 72, height: 54, objectFit: 'cover', borderRadius: vars.radius.md, flex: 'none' });
export const propertyText = style({ display: 'grid', gap: 2, minWidth: 0, overflowWrap: 'anywhere' });

export const pair = style({ display: 'grid', gap: vars.space.md, alignItems: 'start', '@media': { [media.xs]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } });
export const fieldset = style({ border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, padding: vars.space.md, margin: 0, display: 'grid', gap: vars.space.md, minWidth: 0 });
export const legend = style({ fontWeight: 700, padding: `0 ${vars.space.xs}` });

export const facts = style({ display: 'grid', gap: `${vars.space.xs} ${vars.space.md}`, margin: 0, '@media': { [media.xs]: { gridTemplateColumns: 'minmax(8rem, 1fr) 2fr' } } });
export const factTerm = style({ color: vars.color.textMuted, fontSize: vars.size.sm });
export const factValue = style({ margin: 0, overflowWrap: 'anywhere' });
export const bigFigure = style({ margin: 0, fontSize: vars.size.xxl, fontWeight: 700, color: vars.color.primary, overflowWrap: 'anywhere' });

export const review = style({ display: 'grid', gap: vars.space.md });
export const reviewSection = style({ display: 'grid', gap: vars.space.sm, paddingBottom: vars.space.md, borderBottom: `1px solid ${vars.color.border}` });
export const reviewHead = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center', justifyContent: 'space-between' });
export const reviewTitle = style({ margin: 0, fontSize: vars.size.md });

export const pictures = style({ display: 'grid', gap: vars.space.md, '@media': { [media.xs]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } });
export const picture = style({ display: 'grid', gap: vars.space.sm, alignContent: 'start', minWidth: 0 });
export const pictureImage = style({ width: '100%', aspectRatio: '3 / 2', objectFit: 'contain', background: vars.color.background, borderRadius: vars.radius.md, border: `1px solid ${vars.color.border}` });
export const picturePlaceholder = style([pictureImage, { display: 'grid', placeItems: 'center', color: vars.color.textMuted, fontSize: vars.size.sm, padding: vars.space.sm, textAlign: 'center' }]);
