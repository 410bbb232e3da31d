import { describe, expect, it } from 'vitest';
import { siteFiles } from './site-files';

const templates = [
  { path: 'site.config.ts', text: 'config' },
  { path: 'gitignore', text: 'build/\n' },
  { path: 'blog/welcome.md', text: '---\ntitle: Welcome\n---\n' },
  { path: 'docs/intro.md', text: '# Intro\n' },
];
const options = {
  templates,
  folderName: 'my-site',
  versions: { ssgCli: '0.1.0', theme: '0.1.0', peers: { react: '^19.0.0' } },
  today: new Date(2030, 0, 5, 23, 59),
};

describe('siteFiles', () => {
  it('dates the blog posts with the local day and names the ignore file .gitignore', () => {
    expect(siteFiles(options).map((file) => file.path)).toEqual([
      '.gitignore',
      'blog/2030-01-05-welcome.md',
      'docs/intro.md',
      'package.json',
      'site.config.ts',
    ]);
  });

  it('keeps the texts of the templates', () => {
    const files = siteFiles(options);
    expect(files.find((file) => file.path === '.gitignore')?.text).toBe('build/\n');
    const post = files.find((file) => file.path === 'blog/2030-01-05-welcome.md');
    expect(post?.text).toBe('---\ntitle: Welcome\n---\n');
  });

  it('adds a package.json named after the folder', () => {
    const packageJson = siteFiles(options).find((file) => file.path === 'package.json');
    expect(JSON.parse(packageJson!.text)).toMatchObject({
      name: 'my-site',
      dependencies: { '@kran/ssg-cli': '^0.1.0' },
    });
  });
});
