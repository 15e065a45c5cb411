import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const panel = style({ display: 'grid', gap: vars.space.md, maxWidth: '40rem' });
export const stepTitle = style({ margin: 0, fontSize: vars.size.lg });
export const lead = style({ margin: 0, color: vars.color.textMuted });
export const pair = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))' });
export const choices = style({ display: 'grid', gap: vars.space.xs, border: 0, margin: 0, padding: 0, minWidth: 0 });
export const choice = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minHeight: 32, cursor: 'pointer' });
globalStyle(`${choice} input`, { width: 20, height: 20, margin: 0, flex: 'none', accentColor: vars.color.primary });
export const inlineChoices = style([choices, { display: 'flex', flexWrap: 'wrap', columnGap: vars.space.lg }]);

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center', justifyContent: 'space-between' });
export const listings = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });
export const listing = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 7rem) minmax(0, 1fr)',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  '@media': { 'screen and (max-width: 30rem)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const cover = style({ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: vars.radius.sm, background: vars.color.border });
export const listingBody = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });
export const listingTitle = style({ margin: 0, fontSize: vars.size.md, overflowWrap: 'anywhere' });
export const meta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.size.sm, overflowWrap: 'anywhere' });
export const reason = style({ margin: 0, borderInlineStart: `4px solid ${vars.color.danger}`, paddingInlineStart: vars.space.sm, overflowWrap: 'anywhere' });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const requests = style({ margin: 0, paddingInlineStart: vars.space.lg, display: 'grid', gap: vars.space.xs, fontSize: vars.size.sm, overflowWrap: 'anywhere' });

export const editor = style({ display: 'grid', gap: vars.space.lg, maxWidth: '46rem' });
export const group = style({ display: 'grid', gap: vars.space.md, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, padding: vars.space.md, margin: 0, minWidth: 0 });
export const groupTitle = style({ fontWeight: 700, padding: `0 ${vars.space.xs}` });
export const checks = style({ display: 'grid', gap: vars.space.xs, gridTemplateColumns: 'repeat(auto-fit, minmax(13rem, 1fr))' });
export const photos = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm, gridTemplateColumns: 'repeat(auto-fill, minmax(8rem, 1fr))' });
export const photo = style({ display: 'grid', gap: vars.space.xs });
export const stickyActions = style({
  position: 'sticky',
  bottom: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  padding: `${vars.space.sm} 0`,
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
});
