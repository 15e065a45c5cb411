import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const lead = style({ color: vars.color.textMuted, maxWidth: '40rem' });
export const result = style({ display: 'grid', gap: vars.space.md, justifyItems: 'start' });
