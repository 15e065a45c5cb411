import { style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from './theme.css';

export const overlay = style({ position: 'fixed', inset: 0, background: vars.color.overlay, zIndex: 900 });

const base = style({
  position: 'fixed',
  zIndex: 901,
  background: vars.color.surface,
  boxShadow: vars.shadow.dialog,
  padding: vars.space.lg,
  overflowY: 'auto',
});

export const content = styleVariants({
  dialog: [
    base,
    {
      top: '50%',
      left: '50%',
      transform: 'translate(-50%, -50%)',
      width: 'min(calc(100vw - 2rem), 30rem)',
      maxHeight: 'calc(100vh - 2rem)',
      borderRadius: vars.radius.lg,
    },
  ],
  drawer: [
    base,
    {
      top: 0,
      right: 0,
      bottom: 0,
      width: 'min(100vw, 22rem)',
      '@media': { [media.sm]: { borderRadius: `${vars.radius.lg} 0 0 ${vars.radius.lg}` } },
    },
  ],
  sheet: [
    base,
    {
      left: 0,
      right: 0,
      bottom: 0,
      maxHeight: '90vh',
      borderRadius: `${vars.radius.lg} ${vars.radius.lg} 0 0`,
      paddingBottom: `calc(${vars.space.lg} + env(safe-area-inset-bottom))`,
    },
  ],
});

export const header = style({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: vars.space.md });
export const title = style({ margin: 0, fontSize: vars.size.lg });
export const description = style({ color: vars.color.textMuted, margin: `${vars.space.sm} 0 ${vars.space.md}` });
export const close = style({
  flex: 'none',
  width: 44,
  height: 44,
  border: 0,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  fontSize: vars.size.xl,
  lineHeight: 1,
  cursor: 'pointer',
  color: vars.color.text,
});
/** A dialog's row of buttons. */
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginTop: vars.space.md });
