import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { noFolderCycle } from './no-folder-cycle.js';
import { noImportCycle } from './no-import-cycle.js';
import tseslint from 'typescript-eslint';

/**
 * The shared lint rules: recommended JS and TypeScript rules, React hooks rules, no default exports in src,
 * no import cycles: import-x/no-cycle for values, kran/no-import-cycle for `import type` lines too, and no loops
 * between the folders of a package's src (kran/no-folder-cycle).
 */
export default tseslint.config(
  { ignores: ['**/dist/**', '**/storybook-static/**', '**/build/**', '**/.tmp/**', '**/.ssg/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', ignoreRestSiblings: true }],
      'no-control-regex': 'off',
      // Prettier wraps code at 120; what it cannot wrap (strings, comments, URLs) must still fit in 160.
      'max-len': ['error', { code: 160, tabWidth: 2 }],
    },
  },
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.jsx', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Sources import each other as `./x.js` (what the compiled code imports); the file is `x.ts` or `x.tsx`.
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        }),
      ],
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    plugins: { kran: { rules: { 'no-import-cycle': noImportCycle, 'no-folder-cycle': noFolderCycle } } },
    rules: { 'kran/no-import-cycle': 'error', 'kran/no-folder-cycle': 'error' },
  },
);
