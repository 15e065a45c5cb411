import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

const monospace = 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';

export const form = style({ maxWidth: '32rem', marginBlock: vars.space.md });
/** The code as printed on the customer's screen: letters apart, upper case as typed or not. */
export const codeInput = style({ fontFamily: monospace, letterSpacing: '0.06em', textTransform: 'uppercase' });
export const code = style({ fontFamily: monospace, letterSpacing: '0.06em', userSelect: 'all' });
/** The live region stays in the page (empty until the first answer), so the first answer is announced too. */
export const answer = style({ minWidth: 0 });
export const card = style({ display: 'grid', gap: vars.space.sm, padding: vars.space.md, borderRadius: vars.radius.md, borderInlineStart: '4px solid' });
export const sentence = style({ margin: 0, fontWeight: 700, fontSize: vars.size.lg, overflowWrap: 'anywhere' });
/** Theme pairs of AA contrast: green for a code to honour (or just used), red for one that gives no discount now. */
export const tone = styleVariants({
  good: { background: vars.color.successSurface, color: vars.color.success, borderColor: vars.color.success },
  bad: { background: vars.color.dangerSurface, color: vars.color.danger, borderColor: vars.color.danger },
});
