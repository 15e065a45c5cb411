import { ESLint } from 'eslint';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
let eslint: ESLint;

beforeAll(() => {
  // The project's own eslint.config.js, only the rule that checks the import directions.
  eslint = new ESLint({ cwd: root, ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-imports' });
});

/** The import-direction errors ESLint reports for `source` imported by a file at `filePath`. */
async function refusals(filePath: string, source: string, kind: 'value' | 'type' = 'value') {
  const code = kind === 'type' ? `import type { X } from '${source}';\nexport type Y = X;\n` : `import { x } from '${source}';\nexport const y = x;\n`;
  const [result] = await eslint.lintText(code, { filePath: join(root, filePath) });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message);
}

const refused = async (filePath: string, source: string, kind?: 'value' | 'type') => expect(await refusals(filePath, source, kind), `${filePath} -> ${source}`).toHaveLength(1);
const allowed = async (filePath: string, source: string) => expect(await refusals(filePath, source), `${filePath} -> ${source}`).toEqual([]);

describe('import directions (DESIGN.md, Layout)', () => {
  it('keeps features from importing each other, however the path is written', async () => {
    await refused('src/features/home/probe.tsx', '../catalogue/property-search');
    await refused('src/features/home/probe.tsx', '../../features/catalogue/property-search');
    await refused('src/features/home/probe.tsx', '../../../src/features/catalogue/property-search');
    await refused('src/features/home/deeper/probe.tsx', '../../catalogue/property-search');
    await refused('src/features/home/probe.tsx', '../catalogue/property-search', 'type');
    expect((await refusals('src/features/home/probe.tsx', '../catalogue/property-search'))[0]).toContain('Features do not import each other');
  });

  it('lets a feature import its own files, src/ui, src/lib, machines and the contract', async () => {
    await allowed('src/features/home/probe.tsx', './home.css');
    await allowed('src/features/home/deeper/probe.tsx', '../home.css');
    await allowed('src/features/home/probe.tsx', '../../features/home/home.css');
    await allowed('src/features/home/probe.tsx', '../../ui/button.css');
    await allowed('src/features/home/probe.tsx', '../../lib/format');
    await allowed('src/features/home/probe.tsx', '../../../machines/otp/otp.machine');
    await allowed('src/features/home/probe.tsx', '../../../api/contract/errors');
    await allowed('src/features/home/probe.tsx', '../../../api/client');
    await allowed('src/routes/probe.tsx', '../features/home/home.screen');
  });

  it('keeps src from importing scripts or the server', async () => {
    await refused('src/lib/probe.ts', '../../scripts/diagrams/layout', 'type');
    await refused('src/features/diagrams/probe.tsx', '../../../scripts/diagrams/layout', 'type');
    await refused('src/app/probe.tsx', '../../api/server/app');
    await refused('src/features/home/probe.tsx', '../../../api/server/config');
  });

  it('lets machines import only the contract, each other, xstate and valibot', async () => {
    await allowed('machines/otp/probe.ts', '../../api/contract/otp');
    await allowed('machines/otp/probe.ts', '../auth/auth.machine');
    await allowed('machines/probe.ts', './form');
    await allowed('machines/otp/probe.ts', 'xstate');
    await allowed('machines/otp/probe.ts', 'valibot');
    await refused('machines/otp/probe.ts', '../../api/client');
    await refused('machines/otp/probe.ts', '../../api/server/services/accounts.service');
    await refused('machines/otp/probe.ts', '../../src/lib/i18n');
    await refused('machines/probe.ts', '../src/lib/i18n');
    await refused('machines/otp/probe.ts', 'react');
    await refused('machines/otp/probe.ts', '@tanstack/react-query');
    await refused('machines/otp/probe.ts', 'node:fs');
  });

  it('keeps the server from importing src', async () => {
    await refused('api/server/services/probe.ts', '../../../src/lib/format');
    await refused('api/server/probe.ts', '../../src/lib/format');
    await allowed('api/server/services/probe.ts', '../../contract/errors');
    await allowed('api/server/services/probe.ts', '../../../machines/registry');
  });

  it('keeps the contract free of the server, the client, machines and src', async () => {
    await refused('api/contract/probe.ts', '../server/app');
    await refused('api/contract/probe.ts', '../client');
    await refused('api/contract/probe.ts', '../../machines/form');
    await refused('api/contract/probe.ts', '../../src/lib/format');
    await refused('api/contract/calculations/probe.ts', '../../server/config');
    await allowed('api/contract/probe.ts', './errors');
    await allowed('api/contract/calculations/probe.ts', '../validation');
    await allowed('api/contract/probe.ts', 'valibot');
  });
});
