import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { refusalReasons } from '../../api/contract/prequal';
import { routePaths } from '../../src/routes/route-registry';
import { rejectionWayRoutes, rejectionWays } from '../../src/ui/loan-forms/rejection-ways';

const loan = Object.fromEntries(['hy', 'ru', 'en'].map((lang) => [lang, JSON.parse(readFileSync(join(import.meta.dirname, `../../locales/${lang}/loan.json`), 'utf8'))]));
const textOf = (lang: string, key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], loan[lang]);
/** Letters of another script than the language's own. */
const foreign: Record<string, RegExp> = { hy: /[A-Za-z\u0400-\u04FF]/, ru: /[A-Za-z\u0530-\u058F]/, en: /[\u0400-\u04FF\u0530-\u058F]/ };

/*
 * The ways forward after the bank's refusal, shared by the decision's screen and the personal page's
 * application (src/ui/loan-forms/rejection-ways.view.tsx): no refusal is a dead end, and each way reads
 * in every language and leads to a page that exists.
 */
describe('the ways forward after a refusal', () => {
  it('offers at least one way for every refusal reason, a branch always among them', () => {
    for (const reason of refusalReasons) {
      expect(rejectionWays[reason].length, reason).toBeGreaterThan(0);
      expect(rejectionWays[reason], reason).toContain('branch');
    }
  });

  it('says each way in the three languages, in their own script, with the words of its link where it has a page', () => {
    for (const way of new Set(Object.values(rejectionWays).flat())) {
      for (const lang of ['hy', 'ru', 'en']) {
        const lead = textOf(lang, `rejected.ways.${way}.lead`);
        expect(typeof lead, `${lang} ${way}`).toBe('string');
        expect(String(lead).replace('{{date}}', ''), `${lang} ${way}`).not.toMatch(foreign[lang]!);
        const link = textOf(lang, `rejected.ways.${way}.link`);
        if (rejectionWayRoutes[way]) expect(String(link), `${lang} ${way}`).not.toMatch(foreign[lang]!);
        else expect(link, `${lang} ${way}`).toBeUndefined();
      }
    }
  });

  it('leads each way with a page to a route of the site', () => {
    for (const route of Object.values(rejectionWayRoutes)) if (route) expect(routePaths[route]).toMatch(/^\/\$lang\//);
  });
});
