import { describe, expect, it } from 'vitest';
import { initReport } from './next-steps';

describe('initReport', () => {
  it('lists the files written and the commands to install, build and serve the site', () => {
    expect(initReport({ dir: 'my-site', locale: 'en', files: ['README.md', 'site.config.ts'] }).split('\n')).toEqual([
      'Wrote a new Kran site (locale en) into my-site:',
      '  README.md',
      '  site.config.ts',
      '',
      'Next steps:',
      '  cd my-site',
      '  pnpm install',
      '  pnpm build',
      '  pnpm start',
      '',
      'pnpm start serves the built site at http://127.0.0.1:3000; pnpm dev also rebuilds it whenever a file changes.',
    ]);
  });

  it('leaves out cd for the current folder', () => {
    expect(initReport({ dir: '.', locale: 'de', files: [] })).not.toContain('cd ');
    expect(initReport({ dir: './', locale: 'de', files: [] })).not.toContain('cd ');
  });

  it('quotes a folder the shell would split or expand', () => {
    expect(initReport({ dir: "Anna's site", locale: 'en', files: [] })).toContain(`  cd 'Anna'\\''s site'\n`);
    expect(initReport({ dir: 'sites/docs-2', locale: 'en', files: [] })).toContain('  cd sites/docs-2\n');
  });
});
