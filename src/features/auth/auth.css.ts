import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const captcha = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
});
export const centered = style({ textAlign: 'center', display: 'grid', gap: vars.space.md, justifyItems: 'center' });
export const switchLine = style({ margin: 0, fontSize: vars.size.sm });
