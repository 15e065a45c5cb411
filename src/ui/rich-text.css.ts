import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const richText = style({ maxWidth: '46rem', lineHeight: 1.65, overflowWrap: 'anywhere' });
export const heading = style({ fontSize: vars.size.lg, marginTop: vars.space.lg, marginBottom: vars.space.sm });
export const list = style({ paddingInlineStart: vars.space.lg, display: 'grid', gap: vars.space.xs });
