import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { armenianDate, armenianNumber, intlSpeaksArmenian } from '../../src/lib/armenian-format';

// Node carries the full ICU, so its own `hy-AM` is the reference the hand-written Armenian must match
// (browsers such as Chromium have no Armenian data and use the hand-written forms).
describe('Armenian formats written by hand, against a full ICU', () => {
  it('runs where Intl speaks Armenian, so the reference is real', () => {
    expect(intlSpeaksArmenian()).toBe(true);
  });

  it('writes amounts in drams, dollars and euros, and plain and compact numbers, as hy-AM does', () => {
    const shapes: Intl.NumberFormatOptions[] = [
      { style: 'currency', currency: 'AMD', minimumFractionDigits: 0, maximumFractionDigits: 0 },
      { style: 'currency', currency: 'USD', minimumFractionDigits: 0, maximumFractionDigits: 2 },
      { style: 'currency', currency: 'EUR', minimumFractionDigits: 0, maximumFractionDigits: 2 },
      {},
      { maximumFractionDigits: 2 },
      { notation: 'compact', maximumFractionDigits: 1 },
      { useGrouping: false },
    ];
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2_000_000_000_000 }), fc.integer({ min: 0, max: 99 }), fc.constantFrom(...shapes), (whole, cents, options) => {
        const value = whole / 100 + cents / 10_000;
        expect(armenianNumber(value, options)).toBe(new Intl.NumberFormat('hy-AM', options).format(value));
      }),
      { numRuns: 2_000 },
    );
  });

  it('writes signed percentages (a price change) as hy-AM does', () => {
    const options: Intl.NumberFormatOptions = { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' };
    fc.assert(
      fc.property(fc.integer({ min: -10_000, max: 10_000 }), (basisPoints) => {
        expect(armenianNumber(basisPoints / 10_000, options)).toBe(new Intl.NumberFormat('hy-AM', options).format(basisPoints / 10_000));
      }),
      { numRuns: 500 },
    );
  });

  it('writes dates in the shapes the app uses as hy-AM does', () => {
    const shapes: Intl.DateTimeFormatOptions[] = [
      { dateStyle: 'long' },
      { dateStyle: 'medium' },
      { dateStyle: 'medium', timeStyle: 'short' },
      { timeStyle: 'short' },
      { weekday: 'long', day: 'numeric', month: 'long' },
      { month: 'long', year: 'numeric' },
      { year: 'numeric', month: 'long' },
      { day: 'numeric', month: 'long', year: 'numeric' },
    ];
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }), fc.constantFrom(...shapes), (date, options) => {
        expect(armenianDate(date, options)).toBe(new Intl.DateTimeFormat('hy-AM', { timeZone: 'Asia/Yerevan', ...options }).format(date));
      }),
      { numRuns: 2_000 },
    );
  });
});
