import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dialogReasons, domainErrorTypes, errorCatalogue, isCatalogued } from '../../api/contract/errors';
import { languages } from '../../api/contract/validation';
import { serverMessage } from '../../api/server/i18n';

const messages = (lang: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, '../../locales', lang, 'errors.json'), 'utf8')) as Record<string, Record<string, string>>;

describe('error catalogue', () => {
  it('has the 17 types of spec section 8', () => {
    expect(domainErrorTypes).toEqual([
      'STORE',
      'LOAN_APPLICATION',
      'LOAN_CONTRACT',
      'FAVORITE',
      'FILTER',
      'APARTMENT',
      'FOREIGN_MARKET',
      'BOOKING',
      'CONDITION_PRICE',
      'PRODUCT',
      'USER_NOTIFICATION',
      'PREAPPROVAL_APPLICATION',
      'BUILDING',
      'SUBSCRIPTION',
      'USER',
      'VARPET',
      'PRIVATE_SELLER',
    ]);
  });

  it('uses stable upper-case reason codes, none twice within a type', () => {
    for (const [type, reasons] of Object.entries(errorCatalogue)) {
      expect(new Set(reasons).size, type).toBe(reasons.length);
      for (const reason of reasons) expect(reason).toMatch(/^[A-Z][A-Z0-9_]+$/);
    }
  });

  it.each(languages)('has a message for every reason, and only those, in %s', (lang) => {
    const catalogue = messages(lang);
    expect(Object.keys(catalogue).sort()).toEqual(Object.keys(errorCatalogue).sort());
    for (const [type, reasons] of Object.entries(errorCatalogue)) {
      expect(Object.keys(catalogue[type] ?? {}).sort(), type).toEqual([...reasons].sort());
    }
  });

  it('names the two reasons that open dialogs from the catalogue', () => {
    for (const key of dialogReasons) {
      const [type = '', reason = ''] = key.split('.');
      expect(isCatalogued(type, reason), key).toBe(true);
    }
  });

  it('fills parameters into server-side messages', () => {
    expect(serverMessage('en', 'BOOKING.MAX_BOOKINGS_REACHED', { max: 2 })).toBe('Maximum 2 apartments can be booked');
    expect(serverMessage('hy', 'BOOKING.MAX_BOOKINGS_REACHED', { max: 2 })).toContain('2');
    expect(serverMessage('ru', 'USER.INVALID_CREDENTIALS')).toBe(messages('ru').USER?.INVALID_CREDENTIALS);
  });
});
