import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { statusPill, warningTone } from '../../ui/status-pill.css';
import { media, vars } from '../../ui/theme.css';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });

/** One application: a small picture beside its text, larger from the small width up. */
export const card = style({
  display: 'grid',
  gridTemplateColumns: '72px minmax(0, 1fr)',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  '@media': { [media.sm]: { gridTemplateColumns: '120px minmax(0, 1fr)' } },
});
export const picture = style({ display: 'block', width: '100%', height: 'auto', aspectRatio: '4 / 3', borderRadius: vars.radius.md, objectFit: 'cover' });
/** Without a picture (a price given instead of a catalogue home) the text takes the whole row. */
export const wide = style({ gridColumn: '1 / -1' });
export const body = style({ display: 'grid', gap: vars.space.xs, alignContent: 'start', minWidth: 0 });
globalStyle(`${body} p`, { margin: 0, overflowWrap: 'anywhere' });
export const title = style({ margin: 0, fontSize: vars.size.md, overflowWrap: 'anywhere' });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.size.sm });

/** Statuses by what they ask of the person: act (a draft, an offer to answer), wait, done well, ended. */
export const status = styleVariants({
  act: [statusPill, warningTone],
  wait: [statusPill, { background: '#e8eef8', color: vars.color.primary }],
  good: [statusPill, { background: vars.color.successSurface, color: vars.color.success }],
  ended: [statusPill, { background: vars.color.dangerSurface, color: vars.color.danger }],
});

/** The offer's figures: name above value on a phone, in a row of columns where there is room. */
export const offer = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))',
  gap: vars.space.sm,
  margin: `${vars.space.xs} 0 0`,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.background,
});
export const figure = style({ display: 'grid', gap: 2 });
export const figureName = style({ color: vars.color.textMuted, fontSize: vars.size.sm });
export const figureValue = style({ margin: 0, fontWeight: 700 });
/** A refused application's ways forward: a short list under its heading. */
export const waysTitle = style({ fontWeight: 600 });
export const ways = style({ margin: 0, paddingInlineStart: vars.space.lg, display: 'grid', gap: vars.space.xs });
globalStyle(`${ways} li`, { overflowWrap: 'anywhere' });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginTop: vars.space.xs });

/** Whose application it is to the viewer: the applicant, or the co-applicant. */
export const role = style({ fontSize: vars.size.sm, fontWeight: 600, color: vars.color.primary });
