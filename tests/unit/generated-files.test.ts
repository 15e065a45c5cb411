import { describe, expect, it } from 'vitest';
import { staleGeneratedFiles } from '../../scripts/generated-files';

describe('generated files', () => {
  it('are up to date with their sources: OpenAPI, typed client, diagrams (run `npm run gen` if this fails)', async () => {
    expect(await staleGeneratedFiles()).toEqual([]);
  }, 30_000);
});
