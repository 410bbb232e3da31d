import { describe, expect, it } from 'vitest';
import { siteFiles } from './site-files';

const templates = [
  { path: 'site.config.ts', text: 'config' },
  { path: 'gitignore', text: 'build/\n' },
  { path: 'blog/welcome.md', text: '---\ntitle: Welcome\n---\n' },
  { path: 'docs/intro.md', text: 'Run `{{run dev}}`.\n' },
  { path: 'README.md', text: '{{install}}\n{{run build}}\n' },
];
const options = {
  templates,
  folderName: 'my-site',
  versions: { ssgCli: '0.1.0', theme: '0.1.0' },
  today: new Date(2030, 0, 5, 23, 59),
  packageManager: 'npm' as const,
};
const textOf = (files: ReturnType<typeof siteFiles>, path: string) => files.find((file) => file.path === path)?.text;

describe('siteFiles', () => {
  it('dates the blog posts with the local day and names the ignore file .gitignore', () => {
    expect(siteFiles(options).map((file) => file.path)).toEqual([
      '.gitignore',
      'README.md',
      'blog/2030-01-05-welcome.md',
      'docs/intro.md',
      'package.json',
      'site.config.ts',
    ]);
  });

  it('keeps the texts of the templates', () => {
    const files = siteFiles(options);
    expect(textOf(files, '.gitignore')).toBe('build/\n');
    expect(textOf(files, 'blog/2030-01-05-welcome.md')).toBe('---\ntitle: Welcome\n---\n');
  });

  it('writes the commands for the package manager', () => {
    expect(textOf(siteFiles(options), 'README.md')).toBe('npm install\nnpm run build\n');
    const pnpmFiles = siteFiles({ ...options, packageManager: 'pnpm' });
    expect(textOf(pnpmFiles, 'README.md')).toBe('pnpm install\npnpm build\n');
    expect(textOf(pnpmFiles, 'docs/intro.md')).toBe('Run `pnpm dev`.\n');
  });

  it('makes Yarn install into node_modules', () => {
    expect(siteFiles(options).map((file) => file.path)).not.toContain('.yarnrc.yml');
    const yarnFiles = siteFiles({ ...options, packageManager: 'yarn' });
    expect(textOf(yarnFiles, '.yarnrc.yml')).toBe('nodeLinker: node-modules\n');
    expect(textOf(yarnFiles, 'README.md')).toBe('yarn install\nyarn build\n');
  });

  it('adds a package.json named after the folder', () => {
    expect(JSON.parse(textOf(siteFiles(options), 'package.json')!)).toMatchObject({
      name: 'my-site',
      dependencies: { '@kran/ssg-cli': '^0.1.0' },
    });
  });
});
