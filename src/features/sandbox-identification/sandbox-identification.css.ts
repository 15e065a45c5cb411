import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

/** The provider's simulated widget: framed apart from Tun's own pages, so nobody takes it for the bank's. */
export const frame = style({
  maxWidth: '40rem',
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  padding: vars.space.lg,
  border: `2px dashed ${vars.color.textMuted}`,
});
export const badge = style({ display: 'inline-block', fontSize: vars.size.sm, fontWeight: 700, textTransform: 'uppercase', color: vars.color.textMuted, marginBottom: vars.space.sm });
export const lead = style({ color: vars.color.textMuted });
export const choices = style({ display: 'grid', gap: vars.space.sm, margin: `${vars.space.md} 0`, padding: 0, listStyle: 'none' });
export const choice = style({ display: 'grid', gap: vars.space.xs });
export const hint = style({ margin: 0, fontSize: vars.size.sm, color: vars.color.textMuted });
