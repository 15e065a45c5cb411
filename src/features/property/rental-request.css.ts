import { style } from '@vanilla-extract/css';
import { media, vars } from '../../ui/theme.css';

export const form = style({ display: 'grid', gap: vars.space.md });
/** Date, period and guests side by side where there is room. */
export const row = style({ display: 'grid', gap: vars.space.md, '@media': { [media.sm]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', alignItems: 'start' } } });
export const group = style({ display: 'grid', gap: vars.space.xs, margin: 0, padding: 0, border: 0, minWidth: 0 });
export const legend = style({ padding: 0, marginBottom: vars.space.xs, fontWeight: 600, fontSize: vars.size.sm });
export const option = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minHeight: 32 });
export const radio = style({ width: 20, height: 20, flex: 'none', margin: 0, accentColor: vars.color.primary });
export const note = style({ margin: 0, fontSize: vars.size.sm, color: vars.color.textMuted });
export const sent = style({ margin: `${vars.space.md} 0`, padding: vars.space.md, borderRadius: vars.radius.md, background: vars.color.successSurface, color: vars.color.success, fontWeight: 600 });
