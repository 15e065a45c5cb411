import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

export { visuallyHidden } from './layout.css';

export const checklist = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 2, fontSize: vars.size.sm });
export const condition = style({ color: vars.color.textMuted });
export const conditionMet = style({ color: vars.color.success, fontWeight: 600 });
