import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

/** The provider's simulated widget: framed apart from Tun's own pages, so nobody takes it for the bank's (the look of every provider's simulation). */
export { simulationFrame as frame, simulationBadge as badge } from '../../ui/provider-simulation.css';
export const lead = style({ color: vars.color.textMuted });
export const choices = style({ display: 'grid', gap: vars.space.sm, margin: `${vars.space.md} 0`, padding: 0, listStyle: 'none' });
export const choice = style({ display: 'grid', gap: vars.space.xs });
export const hint = style({ margin: 0, fontSize: vars.size.sm, color: vars.color.textMuted });
