import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lendingStatuses } from '../../api/contract/loan-application';
import { applicationStatusKey, statusKeyFor } from '../../src/lib/status-for-reader';

const loan = Object.fromEntries(['hy', 'ru', 'en'].map((lang) => [lang, JSON.parse(readFileSync(join(import.meta.dirname, `../../locales/${lang}/loan.json`), 'utf8'))]));
const textOf = (lang: string, key: string) => key.replace(/^loan:/, '').split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], loan[lang]);

describe('a status as its reader reads it', () => {
  it('credits the person who acted: "by you" for them, the other person by role for the other', () => {
    expect(textOf('en', statusKeyFor('ApprovedByClient', 'applicant'))).toBe('Offer accepted by you');
    expect(textOf('en', statusKeyFor('ApprovedByClient', 'coApplicant'))).toBe('Offer accepted by the main applicant');
    expect(textOf('en', statusKeyFor('ApprovedByCoapplicant', 'coApplicant'))).toBe('Offer accepted by you');
    expect(textOf('en', statusKeyFor('SignedByApplicant', 'applicant'))).toBe('Signed by you');
    expect(textOf('en', statusKeyFor('SignedByApplicant', 'coApplicant'))).toBe('Signed by the main applicant');
    expect(textOf('en', statusKeyFor('SignedByCoApplicant', 'applicant'))).toBe('Signed by the co-applicant');
    expect(textOf('en', statusKeyFor('SignedByCoApplicant', 'coApplicant'))).toBe('Signed by you');
  });

  it('has a text for every status and reader in the three languages, never the same in two of them', () => {
    for (const reader of ['applicant', 'coApplicant'] as const) {
      for (const status of lendingStatuses) {
        const texts = ['hy', 'ru', 'en'].map((lang) => textOf(lang, statusKeyFor(status, reader)));
        for (const text of texts) expect(typeof text, `${reader} ${status}`).toBe('string');
        expect(new Set(texts).size, `${reader} ${status}`).toBe(3);
      }
    }
  });

  it('names a draft sent back for a document, and whose document it is', () => {
    const sentBack = (documentMismatchOf: 'applicant' | 'coApplicant' | null) => ({ status: 'Draft' as const, documentMismatchOf });
    expect(textOf('en', applicationStatusKey(sentBack('applicant'), 'applicant'))).toBe('Document data to correct');
    expect(textOf('en', applicationStatusKey(sentBack('applicant'), 'coApplicant'))).toBe("The main applicant's document to correct");
    expect(textOf('en', applicationStatusKey(sentBack('coApplicant'), 'applicant'))).toBe("The co-applicant's document to correct");
    expect(textOf('en', applicationStatusKey(sentBack(null), 'applicant'))).toBe('Pre-saved');
    expect(textOf('en', applicationStatusKey({ status: 'ApprovedByBank', documentMismatchOf: 'applicant' }, 'applicant'))).toBe('Approved by the bank');
  });
});
