import { describe, expect, it } from 'vitest';
import { codeBlocks, readmeCommands } from './readme-commands';

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
