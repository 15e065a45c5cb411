import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

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

/** The home and the status above the part. */
export const summary = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'center', justifyContent: 'space-between', margin: `0 0 ${vars.space.md}` });
export const property = style({ display: 'flex', gap: vars.space.md, alignItems: 'center', minWidth: 0 });
export const propertyImage = style({ width: 72, height: 54, objectFit: 'cover', borderRadius: vars.radius.md, flex: 'none' });
export const propertyText = style({ display: 'grid', gap: 2, minWidth: 0, overflowWrap: 'anywhere' });

export const bigFigure = style({ margin: 0, fontSize: vars.size.xxl, fontWeight: 700, color: vars.color.primary, overflowWrap: 'anywhere' });

export const review = style({ display: 'grid', gap: vars.space.md });
export const reviewSection = style({ display: 'grid', gap: vars.space.sm, paddingBottom: vars.space.md, borderBottom: `1px solid ${vars.color.border}` });
export const reviewHead = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center', justifyContent: 'space-between' });
export const reviewTitle = style({ margin: 0, fontSize: vars.size.md });
