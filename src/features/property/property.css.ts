import { globalStyle, style } from '@vanilla-extract/css';
import { statusPill, warningTone } from '../../ui/status-pill.css';
import { media, vars } from '../../ui/theme.css';

export { visuallyHidden } from '../../ui/layout.css';

export const breadcrumbs = style({ fontSize: vars.size.sm, marginBottom: vars.space.sm });
export const title = style({ margin: `0 0 ${vars.space.xs}` });
export const address = style({ margin: `0 0 ${vars.space.lg}`, color: vars.color.textMuted });
export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  '@media': { [media.md]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(300px, 1fr)', alignItems: 'start' } },
});
export const main = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });
export const side = style({ display: 'grid', gap: vars.space.lg, '@media': { [media.md]: { position: 'sticky', top: vars.space.md } } });
export const panel = style({ display: 'grid', gap: vars.space.sm, padding: vars.space.lg, background: vars.color.surface, borderRadius: vars.radius.lg, boxShadow: vars.shadow.card });
export const availability = style([
  statusPill,
  {
    background: vars.color.successSurface,
    color: vars.color.success,
    selectors: {
      '&[data-availability="booked"], &[data-availability="waitingApproval"]': warningTone,
      '&[data-availability="notAvailable"]': { background: vars.color.dangerSurface, color: vars.color.danger },
    },
  },
]);
export const price = style({ margin: 0, fontSize: vars.size.xl, fontWeight: 800, color: vars.color.primary });
export const unit = style({ fontSize: vars.size.md, fontWeight: 600, color: vars.color.textMuted });
export const oldPrice = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.size.sm });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.size.sm });
export const payment = style({ display: 'grid', gap: vars.space.xs, padding: vars.space.md, borderRadius: vars.radius.md, background: vars.color.background });
export const paymentFigure = style({ margin: 0, fontWeight: 700, fontSize: vars.size.lg });
export const badge = style({ margin: 0, padding: vars.space.sm, borderRadius: vars.radius.md, background: vars.color.successSurface, color: vars.color.success, fontWeight: 600, fontSize: vars.size.sm });
export const seller = style({ margin: 0, fontSize: vars.size.sm });
export const facts = style({
  display: 'grid',
  gap: `0 ${vars.space.lg}`,
  margin: 0,
  '@media': { [media.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
export const fact = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.md, padding: `${vars.space.sm} 0`, borderBottom: `1px solid ${vars.color.border}` });
globalStyle(`${fact} dt`, { color: vars.color.textMuted });
globalStyle(`${fact} dd`, { margin: 0, fontWeight: 600, textAlign: 'end' });
export const features = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, listStyle: 'none', margin: 0, padding: 0 });
globalStyle(`${features} li`, { padding: `${vars.space.xs} ${vars.space.sm}`, borderRadius: vars.radius.pill, background: vars.color.surface, border: `1px solid ${vars.color.border}`, fontSize: vars.size.sm });
export const description = style({ margin: 0, lineHeight: 1.6, whiteSpace: 'pre-line' });
export const formTitle = style({ margin: 0, fontSize: vars.size.lg });
export const form = style({ display: 'grid', gap: vars.space.sm });
