import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const status = style({ textAlign: 'center', maxWidth: '40rem' });
export const code = style({ fontSize: '4.5rem', fontWeight: 800, color: vars.color.primary, margin: 0, lineHeight: 1 });
export const text = style({ color: vars.color.textMuted, fontSize: vars.size.lg });
export const actions = style({ display: 'flex', gap: vars.space.md, justifyContent: 'center', flexWrap: 'wrap', marginTop: vars.space.lg });
