import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from './theme.css';

/* The laid-out statechart's canvas (the diagrams page, and the lending process's "where am I" map). */
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
export const stateVisited = style({ fill: '#fff4e5', stroke: '#8a4b00', strokeWidth: 2 });
export const stateActiveParent = style({ fill: 'rgba(245, 247, 250, 0.6)', stroke: vars.color.success, strokeWidth: 2 });

globalStyle(`${stateGroup}:focus-visible rect`, { stroke: vars.color.focus, strokeWidth: 4 });
export const stateName = style({ fontWeight: 700, fontSize: 12, fill: vars.color.text });
export const stateInvoke = style({ fontSize: 12, fill: vars.color.textMuted });
export const arrow = style({ fill: 'none', stroke: vars.color.textMuted, strokeWidth: 1.2 });
export const arrowHead = style({ fill: vars.color.textMuted });
export const arrowLabel = style({ fontSize: 11, fill: '#1a4fa0' });
