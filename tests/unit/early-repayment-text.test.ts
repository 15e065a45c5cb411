import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { earlyRepaymentFeeShare, earlyRepaymentFeeTerms, earlyRepaymentText, firstPaymentDate, type EarlyRepaymentTexts } from '../../api/contract/calculations/loan';
import { earlyRepaymentFeeByYear } from '../../api/contract/calculations/lending-rules';
import { clauseText, contractTexts } from '../../api/server/services/lending/lending-package-pdf';

/*
 * Issue 32: the early-repayment fee is one rule (lending-rules.ts). The calculators charge it, and the
 * contract's explanations (the process page) and the loan agreement's clause (the PDF) are written
 * from it, so they can never again say "without a fee" while the loan charges 0.6%, 0.4% and 0.2%.
 */

const languages = ['hy', 'ru', 'en'] as const;
const intlLocale = { hy: 'hy-AM', ru: 'ru-RU', en: 'en-GB' } as const;
type Tree = Record<string, unknown>;
const read = (lang: string, namespace: string) => JSON.parse(readFileSync(join(import.meta.dirname, `../../locales/${lang}/${namespace}.json`), 'utf8')) as Tree;
const at = (tree: Tree, path: string) => path.split('.').reduce<unknown>((node, key) => (node as Tree)[key], tree);

/** The process page's texts of one language, as the page hands them to the builder. */
const pageTexts = (lang: (typeof languages)[number]): EarlyRepaymentTexts => {
  const tree = read(lang, 'lendingProcess');
  return { ...(at(tree, 'packageData.earlyFee') as Omit<EarlyRepaymentTexts, 'text'>), text: at(tree, 'packageData.explanations.early') as string };
};
const percentIn = (lang: (typeof languages)[number]) => {
  const format = new Intl.NumberFormat(intlLocale[lang], { maximumFractionDigits: 2 });
  return (value: number) => format.format(value);
};

describe('the early-repayment text follows the fee rule', () => {
  it('the rule is spec section 9: 0.6%, 0.4%, 0.2% in years 1-3, none after, and the calculation charges it', () => {
    expect(earlyRepaymentFeeTerms()).toEqual({ years: [{ year: 1, percent: 0.6 }, { year: 2, percent: 0.4 }, { year: 3, percent: 0.2 }], freeFromYear: 4 });
    expect([1, 12, 13, 24, 25, 36, 37].map(earlyRepaymentFeeShare)).toEqual([0.006, 0.006, 0.004, 0.004, 0.002, 0.002, 0]);
  });

  it.each(languages)('the explanations page (%s) states each year\'s percent of the rule and no longer says it is free', (lang) => {
    const text = earlyRepaymentText(pageTexts(lang), percentIn(lang));
    const percent = percentIn(lang);
    for (const { percent: share } of earlyRepaymentFeeTerms().years) expect(text).toContain(`${percent(share)}%`);
    expect(text).not.toMatch(/\{\{|\}\}/);
    expect(text).toContain('4');
  });

  it('writes the sentence in each language', () => {
    expect(earlyRepaymentText(pageTexts('en'), percentIn('en'))).toBe(
      'You may repay early, in part or in full, at any time. The fee is a share of the amount repaid: 0.6% in year 1, 0.4% in year 2 and 0.2% in year 3; from year 4 of the loan there is no fee.',
    );
    expect(earlyRepaymentText(pageTexts('ru'), percentIn('ru'))).toContain('1-й год — 0,6%, 2-й год — 0,4% и 3-й год — 0,2%; с 4-го года кредита комиссии нет');
    expect(earlyRepaymentText(pageTexts('hy'), percentIn('hy'))).toContain('1-ին տարում՝ 0,6%, 2-րդ տարում՝ 0,4% և 3-րդ տարում՝ 0,2%․ վարկի 4-րդ տարվանից');
  });

  it('a changed rule changes the text: other percents, another number of years, or none at all', () => {
    const changed = earlyRepaymentText(pageTexts('en'), percentIn('en'), [0.01, 0.005]);
    expect(changed).toContain('1% in year 1 and 0.5% in year 2; from year 3 of the loan');
    expect(changed).not.toContain('0.6%');
    expect(earlyRepaymentText(pageTexts('ru'), percentIn('ru'), [0.0075])).toContain('1-й год — 0,75%; с 2-го года');
    for (const lang of languages) expect(earlyRepaymentText(pageTexts(lang), percentIn(lang), [])).toBe(pageTexts(lang).free);
    // The rule the app reads is the one the calculation reads.
    expect(earlyRepaymentText(pageTexts('en'), percentIn('en'))).toBe(earlyRepaymentText(pageTexts('en'), percentIn('en'), earlyRepaymentFeeByYear));
  });

  it.each(languages)('the loan agreement\'s clause in the PDF (%s) states the same percents', (lang) => {
    const template = contractTexts[lang].clauses.loanAgreement.early;
    expect(template).toContain('{{fees}}');
    const clause = clauseText(lang, 'early', template);
    for (const { percent } of earlyRepaymentFeeTerms().years) expect(clause).toContain(`${percentIn(lang)(percent)}%`);
    expect(clause).not.toMatch(/\{\{|\}\}/);
    expect(clause.startsWith('5. ')).toBe(true);
    // Other clauses print as written.
    expect(clauseText(lang, 'late', contractTexts[lang].clauses.loanAgreement.late)).toBe(contractTexts[lang].clauses.loanAgreement.late);
  });
});

describe('after the payout: the first payment date', () => {
  it('is the repayment day of the month after the payout, counted in Yerevan time', () => {
    expect(firstPaymentDate('2026-12-01T08:00:00Z', 10)).toBe('2027-01-10');
    expect(firstPaymentDate('2026-03-31T10:00:00Z', 20)).toBe('2026-04-20');
    // 22:30 UTC on 31 January is already 1 February in Yerevan.
    expect(firstPaymentDate('2027-01-31T22:30:00Z', 5)).toBe('2027-03-05');
    expect(firstPaymentDate('2027-01-31T19:30:00Z', 5)).toBe('2027-02-05');
  });

  it.each(languages)('the page\'s sentence (%s) has the date and the day', (lang) => {
    const text = at(read(lang, 'lendingProcess'), 'end.LoanDisbursedOn') as string;
    expect(text).toContain('{{date}}');
    expect(text).toContain('{{day}}');
  });
});
