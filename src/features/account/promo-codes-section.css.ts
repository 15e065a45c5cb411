import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { statusPill } from '../../ui/status-pill.css';
import { media, vars } from '../../ui/theme.css';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });

/** One code: the store, the code and its state; the copy button beside them where there is room. */
export const card = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.sm,
  alignItems: 'center',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  '@media': { [media.sm]: { gridTemplateColumns: 'minmax(0, 1fr) auto' } },
});
export const body = style({ display: 'grid', gap: vars.space.xs, alignContent: 'start', minWidth: 0 });
globalStyle(`${body} p`, { margin: 0, overflowWrap: 'anywhere' });
export const store = style({ margin: 0, fontSize: vars.size.md, overflowWrap: 'anywhere' });
/** The code as the store's till expects it; one click selects it whole. */
export const code = style({
  justifySelf: 'start',
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: vars.size.lg,
  fontWeight: 700,
  letterSpacing: '0.06em',
  userSelect: 'all',
  overflowWrap: 'anywhere',
});
export const muted = style({ color: vars.color.textMuted, fontSize: vars.size.sm });

/** Theme pairs of AA contrast: green for a code to use, blue for one used, grey for one expired. */
export const status = styleVariants({
  active: [statusPill, { background: vars.color.successSurface, color: vars.color.success }],
  used: [statusPill, { background: '#e8eef8', color: vars.color.primary }],
  expired: [statusPill, { background: vars.color.background, color: vars.color.textMuted }],
});
export const section = style({ display: 'grid', gap: vars.space.md });
/** The copy's answer: always in the page (a live region that appears with its text may not be read). */
export const copyStatus = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.size.sm });
