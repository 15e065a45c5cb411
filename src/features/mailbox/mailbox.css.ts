import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const lead = style({ color: vars.color.textMuted, maxWidth: '45rem' });
export const filter = style({ maxWidth: '24rem', margin: `${vars.space.md} 0` });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });
// A grid item shrinks to the phone's width only with min-width 0; long addresses and subjects wrap anywhere.
export const message = style({ minWidth: 0, background: vars.color.surface, borderRadius: vars.radius.md, boxShadow: vars.shadow.card, padding: vars.space.lg });
export const meta = style({ margin: 0, fontSize: vars.size.sm, color: vars.color.textMuted, overflowWrap: 'anywhere' });
export const channel = style({ fontWeight: 700, textTransform: 'uppercase' });
export const subject = style({ fontSize: vars.size.lg, margin: `${vars.space.xs} 0`, overflowWrap: 'anywhere' });
export const body = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', margin: 0 });
