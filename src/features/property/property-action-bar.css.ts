import { globalStyle, style } from '@vanilla-extract/css';
import { region as toastRegion } from '../../ui/toaster.css';
import { vars } from '../../ui/theme.css';

/** The bar's height, which the bar keeps on the document's root (property-action-bar.view.tsx). */
export const barHeightProperty = '--property-action-bar-height';
/** Room kept for the bar: its measured height, or about a two-row bar's until it is measured. */
const reserved = `var(${barHeightProperty}, 7.5rem)`;

export const bar = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: 30,
  display: 'grid',
  gap: vars.space.sm,
  paddingTop: vars.space.sm,
  paddingBottom: `max(${vars.space.sm}, env(safe-area-inset-bottom))`,
  // On a tablet the bar's content keeps about a phone's width, in the middle.
  paddingInline: `max(${vars.space.md}, calc((100% - 36rem) / 2))`,
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  boxShadow: '0 -4px 16px rgba(16, 24, 40, 0.12)',
});
export const summary = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });
export const price = style({ margin: 0, fontSize: vars.size.lg, fontWeight: 800, lineHeight: 1.2, color: vars.color.primary });
export const unit = style({ fontSize: vars.size.sm, fontWeight: 600, color: vars.color.textMuted });
export const actions = style({ display: 'flex', gap: vars.space.sm, selectors: { '&:empty': { display: 'none' } } });
// The actions share the row by their labels' length; a long Armenian or Russian label wraps between its words.
globalStyle(`${bar} ${actions} > *`, { flex: '1 1 auto', fontSize: vars.size.sm, paddingInline: vars.space.sm });
// The state of a held property stands in the row where the book button was.
globalStyle(`${bar} ${actions} > p`, { alignSelf: 'center', textAlign: 'center' });

// The page ends clear of the bar, a field scrolled to by the keyboard stops above it, and toasts rise over it.
globalStyle(`body:has(${bar})`, { paddingBottom: reserved });
globalStyle(`html:has(${bar})`, { scrollPaddingBottom: reserved });
globalStyle(`body:has(${bar}) ${toastRegion}`, { bottom: `calc(${reserved} + ${vars.space.md})` });
