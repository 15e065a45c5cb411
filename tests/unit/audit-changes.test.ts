import { describe, expect, it } from 'vitest';
import { auditChanges, fieldKey } from '../../src/features/office/audit-changes';

/* The audit log's before and after read as the fields that changed (src/features/office/audit-changes.ts). */

describe("an audit entry's changes", () => {
  it('lists only the fields that changed, nested ones by their path', () => {
    const before = { status: 'ManualReview', reviewDocuments: ['incomeStatement'] };
    const after = { status: 'ApprovedByBank', decision: { decision: 'approve', amount: 25_000_000 }, offer: { amount: 25_000_000, termMonths: 240 }, reviewDocuments: ['incomeStatement'] };
    expect(auditChanges(before, after)).toEqual([
      { path: ['status'], before: 'ManualReview', after: 'ApprovedByBank' },
      { path: ['decision', 'decision'], before: undefined, after: 'approve' },
      { path: ['decision', 'amount'], before: undefined, after: 25_000_000 },
      { path: ['offer', 'amount'], before: undefined, after: 25_000_000 },
      { path: ['offer', 'termMonths'], before: undefined, after: 240 },
    ]);
  });

  it("the sandbox's modes: each party whose mode changed", () => {
    expect(auditChanges({ partner: 'automatic', identificationManualCheck: 'automatic', notary: 'automatic' }, { partner: 'manual', identificationManualCheck: 'automatic', notary: 'manual' })).toEqual([
      { path: ['partner'], before: 'automatic', after: 'manual' },
      { path: ['notary'], before: 'automatic', after: 'manual' },
    ]);
  });

  it('a text in three languages is one field; a creation has no before, a deletion no after; nothing stored is no change', () => {
    const entry = { slug: 'first-home', question: { hy: 'Հարց', ru: 'Вопрос', en: 'Question' } };
    expect(auditChanges(null, entry)).toEqual([
      { path: ['slug'], before: undefined, after: 'first-home' },
      { path: ['question'], before: undefined, after: entry.question },
    ]);
    expect(auditChanges(entry, null).map((change) => [change.path, change.after])).toEqual([
      [['slug'], undefined],
      [['question'], undefined],
    ]);
    expect(auditChanges({ ...entry, question: { ...entry.question, en: 'Another' } }, entry)).toEqual([{ path: ['question'], before: { ...entry.question, en: 'Another' }, after: entry.question }]);
    expect(auditChanges(null, null)).toEqual([]);
    expect(auditChanges({ roles: ['notary'] }, { roles: ['notary'] })).toEqual([]);
    expect(auditChanges({ roles: ['notary'] }, { roles: ['notary', 'moderator'] })).toEqual([{ path: ['roles'], before: ['notary'], after: ['notary', 'moderator'] }]);
  });

  it("names a field's label by its path in camel case", () => {
    expect(fieldKey(['offer', 'monthlyPayment'])).toBe('offerMonthlyPayment');
    expect(fieldKey(['status'])).toBe('status');
  });
});
