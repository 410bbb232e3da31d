import { describe, expect, it } from 'vitest';
import { codeBlockFiles, codeBlocks, readmeCommands, readmeSection } from './readme-commands';

describe('readmeCommands', () => {
  it('lists the lines of the shell blocks in order, without comments', () => {
    const readme = [
      '# Site',
      '',
      '```bash',
      'npm install',
      '```',
      '',
      'Then:',
      '',
      '```sh',
      '# first check',
      'npm run typecheck   # type-checks site.config.ts',
      '',
      'npm run build',
      '```',
    ].join('\n');
    expect(readmeCommands(readme)).toEqual(['npm install', 'npm run typecheck', 'npm run build']);
  });

  it('leaves out code blocks of other languages', () => {
    expect(readmeCommands('```ts\nconst a = 1;\n```\n\n```tsx\n<p />\n```\n')).toEqual([]);
  });
});

describe('codeBlocks', () => {
  it('gives the text of each block in the languages asked for', () => {
    const readme = '```tsx\nexport default 1;\n```\n\n```ts\ntheme: {},\n```\n\n```tsx\n<p />\n```\n';
    expect(codeBlocks(readme, ['tsx'])).toEqual(['export default 1;\n', '<p />\n']);
    expect(codeBlocks(readme, ['ts'])).toEqual(['theme: {},\n']);
  });
});

describe('readmeSection', () => {
  const storybookSection = [
    'Install it:',
    '```bash',
    '# a comment, not a heading',
    'npm install --save-dev storybook',
    '```',
    '### A story',
    'Write one.',
  ];
  const readme = [
    '# Package',
    '## Install',
    'npm install',
    '## Storybook in your project',
    ...storybookSection,
    '## Exports',
    'Everything.',
  ].join('\n');

  it('gives the lines under a heading up to the next heading of its level, with its sub-sections', () => {
    expect(readmeSection(readme, 'Storybook in your project')).toBe(storybookSection.join('\n'));
    expect(readmeSection(readme, 'Exports')).toBe('Everything.');
  });

  it('fails naming a section the README does not have', () => {
    expect(() => readmeSection(readme, 'Storybook')).toThrow('The README has no section "Storybook".');
  });
});

describe('codeBlockFiles', () => {
  it('names each block that starts with a path comment by that path, and leaves out the others', () => {
    const files = codeBlockFiles([
      '// .storybook/main.ts\nexport default {};\n',
      "theme: { components: { Footer: './src/theme/Footer.tsx' } },\n",
      '// src/theme/Footer.stories.tsx\nexport const Light = {};\n',
    ]);
    expect([...files]).toEqual([
      ['.storybook/main.ts', '// .storybook/main.ts\nexport default {};\n'],
      ['src/theme/Footer.stories.tsx', '// src/theme/Footer.stories.tsx\nexport const Light = {};\n'],
    ]);
  });
});
