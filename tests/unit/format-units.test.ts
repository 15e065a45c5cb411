import { describe, expect, it } from 'vitest';
import { joinMoneyParts, withoutDoubledStops } from '../../api/contract/units';
import { currencyWord, formatArea, formatDate, formatMetres, formatMoney } from '../../src/lib/format';
import ruNotifications from '../../locales/ru/notifications.json';
import hyNotifications from '../../locales/hy/notifications.json';

// Intl groups digits with no-break spaces; the expectations read them as plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe("units and currencies in each language's own words", () => {
  it('writes areas with the language\'s square metre: մ², м², m²', () => {
    expect(plain(formatArea(63.9, 'hy'))).toBe('63,9 մ²');
    expect(plain(formatArea(63.9, 'ru'))).toBe('63,9 м²');
    expect(plain(formatArea(63.9, 'en'))).toBe('63.9 m²');
    expect(plain(formatArea(154, 'ru'))).toBe('154 м²');
    for (const lang of ['hy', 'ru'] as const) expect(formatArea(12_345.5, lang)).not.toMatch(/[a-z]/i);
  });

  it("writes a ceiling's height with the language's metre: մ, м, m", () => {
    expect(plain(formatMetres(3.1, 'hy'))).toBe('3,1 մ');
    expect(plain(formatMetres(3.1, 'ru'))).toBe('3,1 м');
    expect(plain(formatMetres(3.1, 'en'))).toBe('3.1 m');
    expect(plain(formatMetres(2.75, 'ru'))).toBe('2,75 м');
  });

  it('writes the dram as its readers do: ֏ in Armenian, "драм" in Russian (never "AMD"), AMD in English', () => {
    expect(plain(formatMoney(31_300_000, 'AMD', 'hy'))).toBe('31 300 000 ֏');
    expect(plain(formatMoney(31_300_000, 'AMD', 'ru'))).toBe('31 300 000 драм');
    expect(plain(formatMoney(31_300_000, 'AMD', 'en'))).toBe('AMD 31,300,000');
    expect(formatMoney(1_000, 'AMD', 'ru')).not.toContain('AMD');
    // Other currencies keep Intl's signs.
    expect(plain(formatMoney(123_450, 'USD', 'ru'))).toBe('1 234,5 $');
    expect(plain(formatMoney(123_450, 'EUR', 'ru'))).toBe('1 234,5 €');
  });

  it("names a currency in a field's label in the language: դրամ, драм, AMD", () => {
    expect([currencyWord('AMD', 'hy'), currencyWord('AMD', 'ru'), currencyWord('AMD', 'en')]).toEqual(['դրամ', 'драм', 'AMD']);
    expect([currencyWord('USD', 'ru'), currencyWord('EUR', 'hy')]).toEqual(['долл. США', 'եվրո']);
  });

  it("the server's amounts (mails) join Intl's parts with the same signs", () => {
    const parts = (locale: string, currency: 'AMD' | 'USD') => new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0 }).formatToParts(500_000);
    expect(plain(joinMoneyParts(parts('ru-RU', 'AMD'), 'AMD', 'ru'))).toBe('500 000 драм');
    expect(plain(joinMoneyParts(parts('hy-AM', 'AMD'), 'AMD', 'hy'))).toBe('500 000 ֏');
    expect(plain(joinMoneyParts(parts('en-GB', 'AMD'), 'AMD', 'en'))).toBe('AMD 500,000');
    expect(plain(joinMoneyParts(parts('ru-RU', 'USD'), 'USD', 'ru'))).toBe('500 000 $');
  });

  it('a Russian date ending a sentence keeps one full stop ("г.", not "г.."); an ellipsis and other text stay', () => {
    const date = formatDate('2026-12-08T08:00:00Z', 'ru');
    expect(date).toBe('8 декабря 2026 г.');
    const sentence = ruNotifications.kind.loanApplication.rejected.replace('{{date}}', date);
    expect(sentence.endsWith('г..')).toBe(true);
    expect(withoutDoubledStops(sentence)).toBe('Ваша заявка на ипотеку не одобрена. Подать новую можно с 8 декабря 2026 г.');
    expect(withoutDoubledStops('Подождите... и всё.')).toBe('Подождите... и всё.');
    expect(withoutDoubledStops('https://tun.am/ru/profile?section=applications')).toBe('https://tun.am/ru/profile?section=applications');
    // Armenian ends its sentence with its own mark after the year's abbreviation: nothing to join.
    const armenian = hyNotifications.kind.loanApplication.rejected.replace('{{date}}', formatDate('2026-12-08T08:00:00Z', 'hy'));
    expect(withoutDoubledStops(armenian)).toBe(armenian);
  });
});
