import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { countryCodes, isCountryCode } from '../../api/contract/countries';
import { addressesSchema } from '../../api/contract/loan-application';
import { armenianCountryNames } from '../../src/lib/armenian-country-names';
import { countryName, countryOptions } from '../../src/lib/country-names';

const registration = (country: string) => ({ currentSameAsRegistration: true, registration: { country, region: 'Yerevan', community: 'Kentron', street: 'Abovyan', building: '10' } });

describe("an address's country, named in the page's language", () => {
  it('offers the 249 officially assigned ISO 3166-1 alpha-2 codes, and nothing else', () => {
    expect(countryCodes).toHaveLength(249);
    expect(new Set(countryCodes).size).toBe(249);
    for (const code of ['AM', 'GE', 'RU', 'US', 'FR', 'IR', 'AE']) expect(isCountryCode(code)).toBe(true);
    for (const code of ['ZZ', 'EU', 'UN', 'XK', 'SU', 'am', 'ARM', '']) expect(isCountryCode(code)).toBe(false);
  });

  it("the addresses' schema stores a code of the list and refuses any other", () => {
    expect(v.safeParse(addressesSchema, registration('GE')).success).toBe(true);
    for (const country of ['ZZ', 'am', 'Armenia']) expect([country, v.safeParse(addressesSchema, registration(country)).success]).toEqual([country, false]);
  });

  it('names the countries in Armenian, Russian and English', () => {
    expect(['hy', 'ru', 'en'].map((lang) => countryName('AM', lang as 'hy' | 'ru' | 'en'))).toEqual(['Հայաստան', 'Армения', 'Armenia']);
    expect(countryName('GE', 'ru')).toBe('Грузия');
    expect(countryName('GE', 'hy')).toBe('Վրաստան');
  });

  it("the Armenian table (for browsers without Armenian data) is a full ICU's names, for every code", () => {
    // Node carries the full ICU: the reference the hand-kept table must match.
    const names = new Intl.DisplayNames(['hy'], { type: 'region' });
    for (const code of countryCodes) expect([code, armenianCountryNames[code]]).toEqual([code, names.of(code)]);
  });

  it("sorts the options by name as the page's language does, and each is a code with its name", () => {
    for (const lang of ['hy', 'ru', 'en'] as const) {
      const options = countryOptions(lang);
      expect(options).toHaveLength(249);
      const collator = new Intl.Collator(lang);
      expect(options.map((option) => option.label)).toEqual([...options.map((option) => option.label)].sort(collator.compare));
      expect(options.find((option) => option.value === 'AM')?.label).toBe(countryName('AM', lang));
    }
    // Armenian names in Armenian script, Russian in Cyrillic.
    expect(countryOptions('hy').every((option) => /[\u0531-\u0587]/.test(option.label))).toBe(true);
    expect(countryOptions('ru').filter((option) => !/[\u0400-\u04FF]/.test(option.label))).toEqual([]);
    expect(countryOptions('ru')[0]?.label).toBe('Австралия');
  });
});
