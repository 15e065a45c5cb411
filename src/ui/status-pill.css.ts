import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

/** A short status in a rounded mark (availability, a booking's state); tones are set where it is used. */
export const statusPill = style({
  justifySelf: 'start',
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.size.sm,
  fontWeight: 700,
});

/** Amber on cream for "booked" and "waiting" (contrast 6.6:1). */
export const warningTone = { background: '#fff4e5', color: '#8a4b00' };
