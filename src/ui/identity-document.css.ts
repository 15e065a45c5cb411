import { style } from '@vanilla-extract/css';
import { media, vars } from './theme.css';

/** The document's type and number side by side from the small width up. */
export const pair = style({ display: 'grid', gap: vars.space.md, alignItems: 'start', '@media': { [media.xs]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } });
