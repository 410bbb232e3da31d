import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * The shared lint rules: recommended JS and TypeScript rules, React hooks rules, no default exports in src,
 * and no import cycles (import-x/no-cycle; `import type` lines are not followed, they vanish at run time).
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
);
