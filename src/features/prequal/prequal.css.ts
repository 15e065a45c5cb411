import { style } from '@vanilla-extract/css';
import { media, vars } from '../../ui/theme.css';

export const lead = style({ maxWidth: '70ch', color: vars.color.textMuted, margin: `0 0 ${vars.space.lg}` });

/** The four steps in a row, the current one marked; on a narrow screen they wrap. */
export const steps = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, margin: `0 0 ${vars.space.lg}`, padding: 0, listStyle: 'none', counterReset: 'step' });
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
    '&[data-done="true"]': { color: vars.color.text },
  },
});
export const stepNumber = style({ fontVariantNumeric: 'tabular-nums', fontWeight: 700 });

export const panel = style({
  display: 'grid',
  gap: vars.space.md,
  maxWidth: '40rem',
  padding: vars.space.lg,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
});
export const stepTitle = style({ margin: 0, fontSize: vars.size.lg, outline: 'none' });
export const pair = style({ display: 'grid', gap: vars.space.md, alignItems: 'start', '@media': { [media.xs]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } });
export const muted = style({ margin: 0, color: vars.color.textMuted });

/** The decision's figure, large. */
export const figure = style({ margin: 0, fontSize: vars.size.xxl, fontWeight: 700, color: vars.color.primary, overflowWrap: 'anywhere' });
export const documents = style({ margin: 0, paddingInlineStart: vars.space.lg, display: 'grid', gap: vars.space.xs });

