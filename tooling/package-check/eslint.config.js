import config from '@kran/eslint-config';

// The checks are plain ES modules that run in Node.
const nodeGlobals = Object.fromEntries(['process', 'console', 'URL'].map((name) => [name, 'readonly']));

export default [
  ...config,
  { ignores: ['test/fixtures/**'] },
  { files: ['**/*.js'], languageOptions: { globals: nodeGlobals } },
];
