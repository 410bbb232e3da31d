import config from '@kran/eslint-config';

// The bench scripts are plain ES modules that run in Node.
const nodeGlobals = Object.fromEntries(
  [
    'process',
    'console',
    'performance',
    'fetch',
    'URL',
    'Buffer',
    'setTimeout',
    'clearTimeout',
    'setInterval',
    'clearInterval',
  ].map((name) => [name, 'readonly']),
);

export default [
  ...config,
  { ignores: ['results/**'] },
  { files: ['**/*.mjs'], languageOptions: { globals: nodeGlobals } },
];
