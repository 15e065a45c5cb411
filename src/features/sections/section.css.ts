import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const lead = style({ fontSize: vars.size.lg, maxWidth: '45rem' });
export const note = style({ color: vars.color.textMuted, maxWidth: '45rem' });
