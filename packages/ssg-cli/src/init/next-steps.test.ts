import { describe, expect, it } from 'vitest';
import { initReport } from './next-steps';

const options = { dir: 'my-site', locale: 'en', packageManager: 'npm' as const, files: [] };

describe('initReport', () => {
  it('lists the files written and the commands to install, build and serve the site', () => {
    expect(initReport({ ...options, files: ['README.md', 'site.config.ts'] }).split('\n')).toEqual([
      'Wrote a new Kran site (locale en) into my-site:',
      '  README.md',
      '  site.config.ts',
      '',
      'Next steps:',
      '  cd my-site',
      '  npm install',
      '  npm run build',
      '  npm start',
      '',
      'npm start serves the built site at http://127.0.0.1:3000; npm run dev also rebuilds it whenever a file changes,',
      'npm run typecheck checks site.config.ts and your components. README.md says more.',
    ]);
  });

  it('writes the commands of pnpm and yarn', () => {
    const steps = (packageManager: 'pnpm' | 'yarn') =>
      initReport({ ...options, packageManager })
        .split('Next steps:\n')[1]!
        .split('\n\n')[0];
    expect(steps('pnpm')).toBe('  cd my-site\n  pnpm install\n  pnpm build\n  pnpm start');
    expect(steps('yarn')).toBe('  cd my-site\n  yarn install\n  yarn build\n  yarn start');
    expect(initReport({ ...options, packageManager: 'yarn' })).toContain('yarn dev also rebuilds it');
  });

  it('leaves out cd for the current folder', () => {
    expect(initReport({ ...options, dir: '.', locale: 'de' })).not.toContain('cd ');
    expect(initReport({ ...options, dir: './', locale: 'de' })).not.toContain('cd ');
  });

  it('quotes a folder the shell would split or expand', () => {
    expect(initReport({ ...options, dir: "Anna's site" })).toContain(`  cd 'Anna'\\''s site'\n`);
    expect(initReport({ ...options, dir: 'sites/docs-2' })).toContain('  cd sites/docs-2\n');
  });
});
