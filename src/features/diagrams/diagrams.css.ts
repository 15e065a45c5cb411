import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '../../ui/theme.css';

export const lead = style({ color: vars.color.textMuted, maxWidth: '50rem' });
export const layout = style({ display: 'grid', gap: vars.space.lg, '@media': { [media.md]: { gridTemplateColumns: '18rem minmax(0, 1fr)' } } });
export const machineList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });
export const machineLink = style({
  display: 'grid',
  gap: 2,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  textDecoration: 'none',
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  selectors: { '&[aria-current="page"]': { borderColor: vars.color.primary, boxShadow: `inset 4px 0 0 ${vars.color.primary}` } },
});
export const machineTitle = style({ fontWeight: 700 });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.size.sm });
export const main = style({ minWidth: 0 });
export const canvasWrap = style({ position: 'relative', border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, background: vars.color.surface });
export const toolbar = style({ position: 'absolute', top: vars.space.sm, right: vars.space.sm, zIndex: 2, display: 'flex', gap: vars.space.xs });
export const tool = style({
  minWidth: 40,
  minHeight: 40,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: 700,
  cursor: 'pointer',
});
export const canvas = style({ overflow: 'hidden', height: '34rem', cursor: 'grab', touchAction: 'none' });
// The global rule that keeps images inside their column would shrink the diagram; here it is zoomed instead.
globalStyle(`${canvas} svg`, { maxWidth: 'none' });
export const stateGroup = style({ cursor: 'pointer', outline: 'none' });
export const state = style({ fill: '#eef3fb', stroke: vars.color.primary, strokeWidth: 1.2 });
export const stateSelected = style({ fill: '#dbe7fb', stroke: vars.color.focus, strokeWidth: 3 });
export const stateActive = style({ fill: vars.color.successSurface, stroke: vars.color.success, strokeWidth: 3 });
export const stateParent = style({ fill: 'rgba(245, 247, 250, 0.6)', stroke: vars.color.primary, strokeWidth: 1 });
export const stateActiveParent = style({ fill: 'rgba(245, 247, 250, 0.6)', stroke: vars.color.success, strokeWidth: 2 });

globalStyle(`${stateGroup}:focus-visible rect`, { stroke: vars.color.focus, strokeWidth: 4 });
export const stateName = style({ fontWeight: 700, fontSize: 12, fill: vars.color.text });
export const stateInvoke = style({ fontSize: 12, fill: vars.color.textMuted });
export const arrow = style({ fill: 'none', stroke: vars.color.textMuted, strokeWidth: 1.2 });
export const arrowHead = style({ fill: vars.color.textMuted });
export const arrowLabel = style({ fontSize: 11, fill: '#1a4fa0' });
export const detailsTitle = style({ marginTop: vars.space.lg });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.size.sm });
globalStyle(`${table} th, ${table} td`, { textAlign: 'start', padding: vars.space.xs, borderBottom: `1px solid ${vars.color.border}` });
