import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { layerBlocks } from './eslint.layers.js';

export default tseslint.config(
  { ignores: ['dist', 'dist-server', 'coverage', 'node_modules', '.data', 'api/schema.gen.ts', 'docs/diagrams'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Scripts and tests talk to a person on the console.
    files: ['scripts/**', 'tests/**'],
    rules: { 'no-console': 'off' },
  },
  // The import directions of DESIGN.md (Layout): features do not import each other, src does not
  // import scripts or the server, machines import only api/contract, the server does not import src,
  // and api/contract imports nothing of the others. tests/unit/layering.test.ts proves they bite.
  ...layerBlocks,
);
