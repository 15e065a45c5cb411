import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const lead = style({ color: vars.color.textMuted, maxWidth: '46rem' });
export const kinds = style({ maxWidth: '46rem', paddingInlineStart: vars.space.lg, display: 'grid', gap: vars.space.xs });
export const form = style({ display: 'grid', gap: vars.space.md, maxWidth: '38rem', marginTop: vars.space.lg });
export const contact = style({ display: 'grid', gap: vars.space.md, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, padding: vars.space.md, margin: 0, minWidth: 0 });
export const sent = style({ background: vars.color.successSurface, color: vars.color.success, fontWeight: 600, padding: vars.space.md, borderRadius: vars.radius.md, maxWidth: '46rem' });
