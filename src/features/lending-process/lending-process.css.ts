import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '../../ui/theme.css';

export const lead = style({ maxWidth: '70ch', color: vars.color.textMuted, margin: `0 0 ${vars.space.md}` });
export const muted = style({ margin: 0, color: vars.color.textMuted });
/** The live stream is down: said above the process, plainly, not as an error. */
export const liveDown = style({ margin: `0 0 ${vars.space.md}`, padding: `${vars.space.sm} ${vars.space.md}`, borderRadius: vars.radius.md, background: '#fff4e5', color: '#6b3a00', border: '1px solid #8a4b00' });

/** The stage panel beside the map on a wide screen; one column on a phone. */
export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [media.md]: { gridTemplateColumns: 'minmax(0, 1.1fr) minmax(0, 1fr)' } },
});
export const column = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

export const panel = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  minWidth: 0,
  overflowWrap: 'anywhere',
});
globalStyle(`${panel} > *`, { minWidth: 0, margin: 0 });
export const title = style({ margin: 0, fontSize: vars.size.lg, outline: 'none' });
export const subtitle = style({ margin: 0, fontSize: vars.size.md });
/** The signing card's phone confirmation: set apart from the package above it. */
export const signingPhone = style({ display: 'grid', gap: vars.space.sm, padding: vars.space.md, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, minWidth: 0 });
globalStyle(`${signingPhone} > p`, { margin: 0 });

/** The header: the home and loan, the stage, who acts now. */
export const header = style({ display: 'grid', gap: vars.space.sm, margin: `0 0 ${vars.space.lg}`, minWidth: 0, overflowWrap: 'anywhere' });
export const headerRow = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
export const stage = style({ margin: 0, fontSize: vars.size.md, maxWidth: '70ch' });
export const nextStep = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  borderInlineStart: `4px solid ${vars.color.primary}`,
  background: '#eef3fb',
  color: vars.color.text,
  fontWeight: 600,
});
export const nextStepYours = style({ borderInlineStartColor: vars.color.accent, background: '#fdf0e8' });

export const facts = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.xs} ${vars.space.lg}`, margin: 0 });
export const fact = style({ display: 'grid', gap: 2, minWidth: 0 });
export const factName = style({ fontSize: vars.size.sm, color: vars.color.textMuted });
export const factValue = style({ margin: 0, fontWeight: 700 });

export const deadlines = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });
export const deadline = style({ display: 'flex', flexWrap: 'wrap', gap: `0 ${vars.space.sm}`, fontSize: vars.size.sm });
export const deadlineLeft = style({ fontWeight: 700, color: '#8a4b00' });

/** Each person's part, as a short list. */
export const people = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });
export const personRow = style({ display: 'flex', flexWrap: 'wrap', gap: `0 ${vars.space.sm}`, alignItems: 'baseline' });

export const done = style({ color: vars.color.success, fontWeight: 700 });
export const waiting = style({ color: vars.color.textMuted });

/** A refused action: the rule that refused it, at the action. */
export const refusal = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSurface,
  color: vars.color.danger,
  fontWeight: 600,
});

/** The slot picker: days, each with its times as choices. */
export const days = style({ display: 'grid', gap: vars.space.md, margin: 0, padding: 0, border: 'none', minWidth: 0 });
export const day = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });
export const dayName = style({ fontWeight: 700, fontSize: vars.size.sm });
export const times = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
export const time = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '4.5rem',
  minHeight: 44,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': { background: vars.color.primary, borderColor: vars.color.primary, color: vars.color.onPrimary, fontWeight: 700 },
    '&:has(input:disabled)': { background: vars.color.background, color: vars.color.textMuted, textDecoration: 'line-through', cursor: 'not-allowed' },
    '&:has(input:focus-visible)': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});
export const timeInput = style({ position: 'absolute', opacity: 0, width: 1, height: 1, margin: 0 });

export const select = style({
  minHeight: 44,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  // In a field's grid a select is as wide as its longest option (a notary's name) unless it may shrink.
  minWidth: 0,
  maxWidth: '100%',
});

export const documents = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });
export const document = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
});
export const explanations = style({
  maxHeight: '14rem',
  overflowY: 'auto',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  fontSize: vars.size.sm,
});
globalStyle(`${explanations} p`, { margin: `0 0 ${vars.space.sm}` });

/** "Where am I": the list of stages passed and the map. */
export const path = style({ margin: 0, paddingInlineStart: vars.space.lg, display: 'grid', gap: vars.space.xs });
export const pathStep = style({ display: 'flex', flexWrap: 'wrap', gap: `0 ${vars.space.sm}` });
export const pathCurrent = style({ fontWeight: 700 });
/**
 * The borrower's stages as a vertical line of marks: a filled check passed, a ring now, an empty
 * circle ahead, a cross where it stopped. The mark carries a text alternative; colour is never alone.
 */
export const stages = style({ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: 0 });
export const stageRow = style({ display: 'grid', gridTemplateColumns: '1.75rem minmax(0, 1fr)', columnGap: vars.space.sm, position: 'relative', paddingBlockEnd: vars.space.md });
// The line joining one mark to the next.
globalStyle(`${stageRow}:not(:last-child)::before`, { content: '""', position: 'absolute', insetInlineStart: 'calc(0.875rem - 1px)', top: '1.75rem', bottom: 0, width: 2, background: vars.color.border });
export const stageMark = style({
  display: 'grid',
  placeItems: 'center',
  width: '1.75rem',
  height: '1.75rem',
  borderRadius: vars.radius.pill,
  border: `2px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: vars.size.sm,
  fontWeight: 700,
  lineHeight: 1,
});
export const stageMarkDone = style([stageMark, { background: vars.color.success, borderColor: vars.color.success, color: '#ffffff' }]);
export const stageMarkNow = style([stageMark, { borderColor: vars.color.primary, color: vars.color.primary, boxShadow: `0 0 0 3px ${vars.color.surface}, 0 0 0 5px ${vars.color.primary}` }]);
export const stageMarkStopped = style([stageMark, { background: vars.color.dangerSurface, borderColor: vars.color.danger, color: vars.color.danger }]);
export const stageName = style({ margin: 0, alignSelf: 'center', fontWeight: 600 });
export const stageNameNow = style([stageName, { fontWeight: 700, color: vars.color.primary }]);
export const stageNameNext = style([stageName, { fontWeight: 400, color: vars.color.textMuted }]);
export const stageWhen = style({ gridColumn: 2, margin: 0, color: vars.color.textMuted, fontSize: vars.size.sm });
export const history = style({ borderTop: `1px solid ${vars.color.border}`, paddingTop: vars.space.sm });
export const historySummary = style({ cursor: 'pointer', fontWeight: 600, color: vars.color.primary, padding: `${vars.space.xs} 0` });
globalStyle(`${history}[open] > ${historySummary}`, { marginBottom: vars.space.sm });
