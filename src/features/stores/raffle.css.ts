import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const raffle = style({ maxWidth: '60rem' });
export const brand = style({ display: 'inline-block', fontWeight: 700, marginBottom: vars.space.lg });
export const hero = style({ padding: vars.space.lg, borderRadius: vars.radius.lg, background: vars.color.surface, border: `2px solid ${vars.color.primary}`, marginBottom: vars.space.xl });
export const status = style({ display: 'inline-block', padding: '0.1rem 0.6rem', borderRadius: vars.radius.pill, background: vars.color.primary, color: vars.color.onPrimary, fontWeight: 700, fontSize: vars.size.sm, margin: 0 });
export const summary = style({ fontSize: vars.size.lg });
export const prizes = style({ paddingLeft: '1.5rem', display: 'grid', gap: vars.space.xs });
export const ways = style({ paddingLeft: '1.25rem', display: 'grid', gap: vars.space.sm });
export const proof = style({ display: 'grid', gap: vars.space.xs, margin: `${vars.space.md} 0` });
export const hash = style({ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: vars.size.sm, overflowWrap: 'anywhere', wordBreak: 'break-all' });
export const tableScroll = style({ overflowX: 'auto', maxWidth: '100%' });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.size.sm });
globalStyle(`${table} th, ${table} td`, { textAlign: 'left', padding: `${vars.space.xs} ${vars.space.sm}`, borderBottom: `1px solid ${vars.color.border}` });
globalStyle(`${table} tr[aria-current="true"]`, { background: vars.color.background, fontWeight: 700 });
