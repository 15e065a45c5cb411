import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '../../ui/theme.css';

/** The call's page: one column on a phone; the room beside what to have ready on a wide screen. */
export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  minWidth: 0,
  '@media': { [media.md]: { gridTemplateColumns: 'minmax(0, 1.2fr) minmax(0, 1fr)' } },
});
export const when = style({ margin: 0, fontSize: vars.size.md, fontWeight: 600 });
/** The countdown's digits (their own width, so they do not jump each second). */
export const countdown = style({ margin: 0, fontSize: vars.size.xxl, fontWeight: 700, fontVariantNumeric: 'tabular-nums', lineHeight: 1.1, overflowWrap: 'anywhere' });
export const checklist = style({ display: 'grid', gap: vars.space.sm, margin: 0, paddingInlineStart: vars.space.lg });
export const roomBody = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });
globalStyle(`${roomBody} > p`, { margin: 0 });
/** The person's own camera: as wide as the room, never wider than the screen. */
export const preview = style({
  display: 'block',
  width: '100%',
  maxWidth: '100%',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  background: vars.color.text,
  borderRadius: vars.radius.md,
  transform: 'scaleX(-1)',
});
export const previewOff = style({
  display: 'grid',
  placeItems: 'center',
  width: '100%',
  aspectRatio: '4 / 3',
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
  textAlign: 'center',
  padding: vars.space.md,
  boxSizing: 'border-box',
});
export const steps = style({ display: 'grid', gap: vars.space.xs, margin: 0, paddingInlineStart: vars.space.lg, color: vars.color.textMuted });
/** A heading the page moves focus to when the outcome comes (programmatic focus draws no ring). */
export const outcome = style({ margin: 0, fontSize: vars.size.lg, fontWeight: 700, outline: 'none' });
export const outcomeGood = style({ color: vars.color.success });
export const outcomeBad = style({ color: vars.color.danger });
