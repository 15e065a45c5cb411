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
export const detailsTitle = style({ marginTop: vars.space.lg });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.size.sm });
globalStyle(`${table} th, ${table} td`, { textAlign: 'start', padding: vars.space.xs, borderBottom: `1px solid ${vars.color.border}` });
