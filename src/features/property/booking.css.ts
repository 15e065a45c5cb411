import { style } from '@vanilla-extract/css';
import { statusPill, warningTone } from '../../ui/status-pill.css';
import { vars } from '../../ui/theme.css';

export const panel = style({ display: 'grid', gap: vars.space.sm, padding: vars.space.lg, background: vars.color.surface, borderRadius: vars.radius.lg, boxShadow: vars.shadow.card, minHeight: '3rem' });
export const heading = style({ margin: 0, fontSize: vars.size.lg });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.size.sm });
export const status = style([
  statusPill,
  {
    selectors: {
      '&[data-tone="success"]': { background: vars.color.successSurface, color: vars.color.success },
      '&[data-tone="warning"]': warningTone,
    },
  },
]);
