import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const folder = join(import.meta.dirname, '../../docs/diagrams');
const charts = readdirSync(folder).filter((file) => file.endsWith('.mmd'));

describe('guards in the generated diagrams', () => {
  it('name the rules an and() or not() is made of, never the combinator alone', () => {
    expect(charts.length).toBeGreaterThan(5);
    for (const chart of charts) expect(readFileSync(join(folder, chart), 'utf8'), chart).not.toMatch(/\[(and|not)\]/);
  });

  it('draws a negated guard as !rule and a conjunction as rule && rule', () => {
    expect(readFileSync(join(folder, 'booking.mmd'), 'utf8')).toContain('[!isSignedIn]');
    expect(readFileSync(join(folder, 'lending.mmd'), 'utf8')).toMatch(/\[isMainApplicant && \w+/);
  });
});
