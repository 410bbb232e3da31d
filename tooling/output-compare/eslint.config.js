import config from '@kran/eslint-config';

// The comparison is plain ES modules that run in Node.
const nodeGlobals = Object.fromEntries(['process', 'console'].map((name) => [name, 'readonly']));

export default [...config, { files: ['**/*.js'], languageOptions: { globals: nodeGlobals } }];
