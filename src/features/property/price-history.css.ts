import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const history = style({ display: 'grid', gap: vars.space.sm, paddingTop: vars.space.sm, borderTop: `1px solid ${vars.color.border}` });
export const title = style({ margin: 0, fontSize: vars.size.md });
export const summary = style({ margin: 0, fontSize: vars.size.sm, fontWeight: 600 });
export const chart = style({ display: 'block', width: '100%', height: 'auto', color: vars.color.primary });
/** Date, price and change in columns shared by every row (subgrid), so the figures line up; the date takes what the others leave. */
export const list = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto auto', columnGap: vars.space.sm, rowGap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none', fontSize: vars.size.sm });
export const point = style({ gridColumn: '1 / -1', display: 'grid', gridTemplateColumns: 'subgrid', alignItems: 'baseline' });
export const date = style({ color: vars.color.textMuted });
export const price = style({ fontWeight: 600, textAlign: 'end' });
export const change = style({ textAlign: 'end', fontWeight: 700 });
/** A fall is good news for a buyer; a rise is told in the text colour, never by colour alone (the sign says it). */
export const down = style({ color: vars.color.success });
export const up = style({ color: vars.color.danger });
export const listed = style({ color: vars.color.textMuted, fontWeight: 400 });
