import config from '@kran/eslint-config';

export default [
  ...config,
  {
    // @kran/theme/storybook runs in other projects' Storybooks, whatever Storybook version they have: it may name
    // Storybook's types, never load its code.
    files: ['src/storybook/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['storybook', 'storybook/*', '@storybook/*'],
              allowTypeImports: true,
              message: 'The storybook entry must not load Storybook at run time; import its types only.',
            },
          ],
        },
      ],
    },
  },
];
