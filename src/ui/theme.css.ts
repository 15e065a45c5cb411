import { createGlobalTheme } from '@vanilla-extract/css';

/** Breakpoints of spec section 9 (min widths). */
export const breakpoints = { xs: 376, sm: 769, md: 1025, lg: 1281, xl: 1600 } as const;
export const media = {
  xs: `screen and (min-width: ${breakpoints.xs}px)`,
  sm: `screen and (min-width: ${breakpoints.sm}px)`,
  md: `screen and (min-width: ${breakpoints.md}px)`,
  lg: `screen and (min-width: ${breakpoints.lg}px)`,
  xl: `screen and (min-width: ${breakpoints.xl}px)`,
  belowMd: `screen and (max-width: ${breakpoints.md - 1}px)`,
} as const;

/**
 * Colours are chosen for WCAG 2.2 AA: text colours reach 4.5:1 on `surface` and `background`,
 * `onPrimary` reaches 4.5:1 on `primary`.
 */
export const vars = createGlobalTheme(':root', {
  color: {
    primary: '#0b3a75',
    primaryHover: '#082c59',
    onPrimary: '#ffffff',
    accent: '#b3541e',
    onAccent: '#ffffff',
    text: '#16202c',
    textMuted: '#4a5564',
    background: '#f5f7fa',
    surface: '#ffffff',
    border: '#c9d1dc',
    focus: '#1a5fd0',
    danger: '#b42318',
    dangerSurface: '#fdecea',
    success: '#1e6b3a',
    successSurface: '#e7f4ec',
    overlay: 'rgba(10, 20, 35, 0.55)',
  },
  font: {
    // Self-hosted (fonts.css); the fallbacks are local fonts scaled to its metrics.
    body: '"Tun Sans", "Tun Sans Fallback", "Tun Sans Armenian Fallback", sans-serif',
  },
  size: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.25rem',
    xl: '1.625rem',
    xxl: '2.25rem',
  },
  space: {
    xs: '0.25rem',
    sm: '0.5rem',
    md: '1rem',
    lg: '1.5rem',
    xl: '2.5rem',
    xxl: '4rem',
  },
  radius: { sm: '4px', md: '8px', lg: '16px', pill: '999px' },
  shadow: {
    card: '0 1px 2px rgba(16, 24, 40, 0.06), 0 2px 8px rgba(16, 24, 40, 0.08)',
    dialog: '0 12px 40px rgba(16, 24, 40, 0.25)',
  },
  layout: { maxWidth: '1200px' },
});
