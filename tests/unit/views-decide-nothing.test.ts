import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lendingStatuses } from '../../api/contract/loan-application';

/*
 * Issue 33: the screens render what the server and the machines decide. No file under src/features
 * reads a lending status list, compares a lending status, branches on the reader's role, or (outside
 * the catalogue's own market tabs) on the market: the server's views carry the panel, the actions,
 * the card and the reader's part instead.
 */

const root = join(import.meta.dirname, '../../src/features');
const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? files(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.css.ts') ? [join(dir, entry.name)] : []));

/** The catalogue's own market tabs and per-market reads: which list or endpoint to show, not a rule of the lending process. */
const marketAllowed = new Set(['account/bookings-section.view.tsx', 'account/favourites-section.view.tsx', 'compare/compare-model.ts', 'property/price-history.view.tsx']);

const status = `'(?:${lendingStatuses.join('|')})'`;
const rules: { name: string; pattern: RegExp; allowed?: ReadonlySet<string> }[] = [
  { name: 'a lending status list or rule of the contract', pattern: /\b(?:lendingFinalStatuses|lendingPreparingStatuses|lendingOfferStatuses|lendingStageStatuses|lendingStatuses|isPreparingStatus)\b/ },
  { name: 'a comparison with a lending status', pattern: new RegExp(`(?:===|!==)\\s*${status}|${status}\\s*(?:===|!==)|case\\s+${status}`) },
  { name: 'a table or set keyed by lending status', pattern: /Record<\s*(?:LendingStatus|LoanApplication\['status'\]|Status)\b|new Set<\s*(?:LendingStatus|Status)\b/ },
  { name: "a branch on the reader's role", pattern: /\.role\s*(?:===|!==)|(?:===|!==)\s*[\w.]*\.role\b|(?:===|!==)\s*'(?:applicant|coApplicant)'|'(?:applicant|coApplicant)'\s*(?:===|!==)/ },
  { name: 'a branch on the market', pattern: /marketType\s*(?:===|!==)|(?:===|!==)\s*[\w.]*marketType\b/, allowed: marketAllowed },
];

describe('views decide nothing the server decides', () => {
  const all = files(root);
  it('scans the feature folders', () => {
    expect(all.length).toBeGreaterThan(50);
  });
  for (const rule of rules) {
    it(`no ${rule.name} in src/features`, () => {
      const found: string[] = [];
      for (const file of all) {
        const name = relative(root, file);
        if (rule.allowed?.has(name)) continue;
        readFileSync(file, 'utf8')
          .split('\n')
          .forEach((line, index) => {
            if (rule.pattern.test(line)) found.push(`${name}:${index + 1}: ${line.trim()}`);
          });
      }
      expect(found).toEqual([]);
    });
  }
  it('the rules catch what they name', () => {
    const samples = ["if (view.role === 'applicant')", "status === 'LoanDisbursed'", 'isPreparingStatus(status)', "marketType === '1'", 'const x: Record<Status, string> = {}', 'person.party === view.role', "party === 'applicant'"];
    expect(samples.filter((sample) => !rules.some((rule) => rule.pattern.test(sample)))).toEqual([]);
  });
});
