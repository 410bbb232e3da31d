import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cli } from './fixture-site.js';

// Inside the package, beside the other scratch sites; the folder is ignored by git.
const scratch = path.join(import.meta.dirname, '.tmp');
const packagesDir = path.resolve(import.meta.dirname, '../..');
const versionOf = (name: string) => {
  const manifest = readFileSync(path.join(packagesDir, name, 'package.json'), 'utf8');
  return (JSON.parse(manifest) as { version: string }).version;
};

/** Runs kran as a package manager would that sets `npm_config_user_agent` (none by default). */
function kranRunBy(userAgent: string | undefined, ...args: string[]) {
  const env = { ...process.env, npm_config_user_agent: userAgent };
  if (userAgent === undefined) delete env.npm_config_user_agent;
  return spawnSync(process.execPath, [cli, ...args], { encoding: 'utf8', env });
}

function kran(...args: string[]) {
  return kranRunBy(undefined, ...args);
}

/** The workspace's TypeScript, as the site's `typecheck` script runs it. */
const tsc = path.resolve(import.meta.dirname, '../node_modules/typescript/bin/tsc');

function newScratchDir(prefix: string): string {
  mkdirSync(scratch, { recursive: true });
  return mkdtempSync(path.join(scratch, `${prefix}-`));
}

/**
 * What `pnpm install` gives a new site here: its @kran dependencies linked to this workspace's packages.
 * The site's own package.json stops Node from resolving '@kran/ssg-cli' as this package referring to itself.
 */
function linkKranPackages(site: string): void {
  mkdirSync(path.join(site, 'node_modules/@kran'), { recursive: true });
  for (const name of ['ssg-cli', 'theme']) {
    symlinkSync(path.join(packagesDir, name), path.join(site, 'node_modules/@kran', name), 'dir');
  }
}

/** The files of a site, relative to it, without what installing and building add. */
function siteFilesIn(site: string): string[] {
  return readdirSync(site, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(site, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) => !/^(node_modules|build|\.ssg)\//.test(file))
    .sort();
}

function localDay(date: Date): string {
  const parts = [date.getFullYear(), date.getMonth() + 1, date.getDate()];
  return parts.map((part) => String(part).padStart(2, '0')).join('/');
}

const locales = [
  {
    locale: 'en',
    args: [],
    packageManager: 'npm',
    commands: ['npm install', 'npm run build', 'npm start'],
    doc: 'docs/intro',
    docTitle: 'Introduction',
    post: 'welcome',
    postTitle: 'Welcome to the blog',
    home: 'My Site',
  },
  {
    locale: 'de',
    args: ['--locale', 'de', '--package-manager', 'pnpm'],
    packageManager: 'pnpm',
    commands: ['pnpm install', 'pnpm build', 'pnpm start'],
    doc: 'docs/einfuehrung',
    docTitle: 'Einführung',
    post: 'willkommen',
    postTitle: 'Willkommen im Blog',
    home: 'Meine Website',
  },
] as const;

describe.each(locales)(
  'kran init in $locale for $packageManager',
  ({ locale, args, commands, doc, docTitle, post, postTitle, home }) => {
    let scratchDir: string;
    let site: string;
    let init: ReturnType<typeof kran>;
    let build: ReturnType<typeof kran>;
    let typecheck: ReturnType<typeof kran>;
    let postPath: string;
    /** The local day when init started and when it ended, as `YYYY/MM/DD`. */
    let daysOfInit: string[];
    const read = (file: string) => readFileSync(path.join(site, file), 'utf8');

    beforeAll(() => {
      scratchDir = newScratchDir(`init-${locale}`);
      // One locale writes into a folder that does not exist yet, the other into an empty one.
      site = locale === 'en' ? path.join(scratchDir, 'site') : scratchDir;
      const dayBefore = localDay(new Date());
      init = kran('init', site, ...args);
      daysOfInit = [dayBefore, localDay(new Date())];
      linkKranPackages(site);
      build = kran('build', '--site', site);
      typecheck = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.json'], { cwd: site, encoding: 'utf8' });
      const postFile = readdirSync(path.join(site, 'blog')).find((file) => file.endsWith(`-${post}.md`))!;
      postPath = `blog/${postFile.slice(0, 10).replaceAll('-', '/')}/${post}`;
    }, 120_000);

    afterAll(() => {
      rmSync(scratchDir, { recursive: true, force: true });
    });

    it('writes the config, a doc, a blog post dated today, a home page, a favicon, package.json, tsconfig.json, .gitignore and README.md', () => {
      expect(init.status).toBe(0);
      expect(siteFilesIn(site)).toEqual([
        '.gitignore',
        'README.md',
        expect.stringMatching(new RegExp(`^blog/\\d{4}-\\d{2}-\\d{2}-${post}\\.md$`)),
        `${doc}.md`,
        'package.json',
        'pages/index.md',
        'site.config.ts',
        'static/favicon.svg',
        'tsconfig.json',
      ]);
      expect(daysOfInit).toContain(postPath.slice(5, 15));
    });

    it('sets the locale and defines the config with defineConfig from @kran/ssg-cli', () => {
      const config = read('site.config.ts');
      expect(config).toContain("import { defineConfig } from '@kran/ssg-cli';");
      expect(config).toContain(`locale: { code: '${locale}'`);
    });

    it('depends on the versions of the packages in this repository and React, builds and serves with kran', () => {
      const manifest = JSON.parse(read('package.json')) as Record<
        'dependencies' | 'devDependencies' | 'scripts',
        Record<string, string>
      >;
      expect(manifest.dependencies).toEqual({
        '@kran/ssg-cli': `^${versionOf('ssg-cli')}`,
        '@kran/theme': `^${versionOf('theme')}`,
        react: '^19.2.0',
        'react-dom': '^19.2.0',
        'react-router-dom': '^7.9.0',
      });
      expect(Object.keys(manifest.devDependencies)).toEqual([
        '@types/node',
        '@types/react',
        '@types/react-dom',
        'typescript',
      ]);
      expect(manifest.scripts).toEqual({
        build: 'kran build',
        start: 'kran serve',
        dev: 'kran dev',
        typecheck: 'tsc -p tsconfig.json',
      });
    });

    it('type-checks site.config.ts with its own tsconfig.json, which extends no other', () => {
      expect(JSON.parse(read('tsconfig.json'))).not.toHaveProperty('extends');
      expect(typecheck.stdout + typecheck.stderr).toBe('');
      expect(typecheck.status).toBe(0);
    });

    it('ignores the build, the installed packages and the generated files in git', () => {
      const ignored = read('.gitignore')
        .split('\n')
        .filter((line) => line && !line.startsWith('#'));
      expect(ignored).toEqual(['node_modules/', 'build/', '.build-staging-*/', '.ssg/']);
    });

    it('writes the README for the package manager', () => {
      const readme = read('README.md');
      for (const command of commands) expect(readme).toContain(`\n${command}`);
      expect(readme).not.toContain('{{');
    });

    it('gives a blog post with authors, tags and a summary marker', () => {
      const text = readFileSync(path.join(site, 'blog', readdirSync(path.join(site, 'blog'))[0]!), 'utf8');
      const frontMatter = `---\\ntitle: ${postTitle}\\nauthors:\\n  - name: .+\\n    title: .+\\ntags: \\[.+\\]\\n---\\n`;
      expect(text).toMatch(new RegExp(`^${frontMatter}`));
      expect(text).toMatch(/\n<!-- truncate -->\n/);
    });

    it('prints the files it wrote and the next steps', () => {
      expect(init.stdout).toContain(`Wrote a new Kran site (locale ${locale}) into ${site}:\n  .gitignore\n`);
      expect(init.stdout).toContain(
        `Next steps:\n  cd ${site}\n${commands.map((command) => `  ${command}\n`).join('')}`,
      );
    });

    it('builds into a site with the doc, the blog post and the home page', () => {
      expect(build.stderr).toBe('');
      expect(build.status).toBe(0);
      expect(build.stdout).toMatch(/^Built \d+ pages into /);
      const builtPage = (page: string) => readFileSync(path.join(site, 'build', page, 'index.html'), 'utf8');
      expect(builtPage(doc)).toContain(`<html lang="${locale}"`);
      expect(builtPage(doc)).toMatch(new RegExp(`<h1[^>]*>${docTitle}</h1>`));
      expect(builtPage(postPath)).toMatch(new RegExp(`<h1[^>]*>${postTitle}</h1>`));
      expect(builtPage('')).toMatch(new RegExp(`<h1[^>]*>${home}</h1>`));
      expect(builtPage('')).toContain(`href="/${postPath}"`);
      expect(builtPage('blog')).toContain(postTitle);
    });

    it('builds the favicon into the site and links it from every page', () => {
      expect(readFileSync(path.join(site, 'build/favicon.svg'), 'utf8')).toMatch(/^<svg /);
      expect(readFileSync(path.join(site, 'build', doc, 'index.html'), 'utf8')).toContain(
        '<link rel="icon" href="/favicon.svg">',
      );
    });
  },
);

describe('kran init --package-manager', () => {
  const nextSteps = (result: ReturnType<typeof kran>) => result.stdout.split('Next steps:\n')[1]!.split('\n\n')[0];

  it('defaults to the package manager that runs kran', () => {
    const dir = path.join(newScratchDir('init-yarn'), 'site');
    const result = kranRunBy('yarn/1.22.22 npm/? node/v20.20.0 linux x64', 'init', dir);
    expect(result.status).toBe(0);
    expect(nextSteps(result)).toBe(`  cd ${dir}\n  yarn install\n  yarn build\n  yarn start`);
    expect(readFileSync(path.join(dir, '.yarnrc.yml'), 'utf8')).toBe('nodeLinker: node-modules\n');
    rmSync(path.dirname(dir), { recursive: true, force: true });
  });

  it('takes the option over the package manager that runs kran', () => {
    const dir = path.join(newScratchDir('init-npm'), 'site');
    const result = kranRunBy('pnpm/10.34.9 npm/? node/v20.20.0 linux x64', 'init', dir, '--package-manager', 'npm');
    expect(result.status).toBe(0);
    expect(nextSteps(result)).toBe(`  cd ${dir}\n  npm install\n  npm run build\n  npm start`);
    expect(readFileSync(path.join(dir, 'README.md'), 'utf8')).toContain('\nnpm run typecheck ');
    rmSync(path.dirname(dir), { recursive: true, force: true });
  });
});

describe('kran init refuses', () => {
  it('a folder that is not empty, naming what it holds and another folder, and writes nothing', () => {
    const dir = newScratchDir('init-full');
    mkdirSync(path.join(dir, 'src'));
    writeFileSync(path.join(dir, 'notes.md'), '# Notes\n');
    const result = kran('init', dir);
    expect(result.status).toBe(2);
    expect(result.stderr).toBe(
      `${dir} is not empty: it holds notes.md and src/.\n` +
        '  kran init writes only into an empty folder, so that it overwrites nothing.\n' +
        `  Name a folder that does not exist yet, e.g. \`kran init ${dir}-2\`, or an empty one.\n`,
    );
    expect(readdirSync(dir).sort()).toEqual(['notes.md', 'src']);
    rmSync(dir, { recursive: true, force: true });
  });

  it('an unknown locale, listing the ones there are', () => {
    const dir = path.join(newScratchDir('init-locale'), 'site');
    const result = kran('init', dir, '--locale', 'fr');
    expect(result.status).toBe(2);
    expect(result.stderr).toBe('--locale must be one of en, de, not "fr".\n');
    expect(existsSync(dir)).toBe(false);
    rmSync(path.dirname(dir), { recursive: true, force: true });
  });

  it('a package manager it does not know, listing the ones it writes for', () => {
    const dir = path.join(newScratchDir('init-bun'), 'site');
    const result = kran('init', dir, '--package-manager', 'bun');
    expect(result.status).toBe(2);
    expect(result.stderr).toBe('--package-manager must be one of npm, pnpm, yarn, not "bun".\n');
    expect(existsSync(dir)).toBe(false);
    rmSync(path.dirname(dir), { recursive: true, force: true });
  });

  it('to run without a folder, showing how to call it', () => {
    const result = kran('init', '--locale', 'de');
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(
      /^kran init needs the folder to write the site into, e\.g\. `kran init my-site`\.\n\nUsage: kran init <dir>/,
    );
  });
});

describe('kran init --help', () => {
  it('explains the command and its options', () => {
    const result = kran('init', '--help');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(
      /^Usage: kran init <dir> \[--locale en\|de\] \[--package-manager npm\|pnpm\|yarn\]\n/,
    );
    expect(result.stdout).toContain('--locale CODE');
    expect(result.stdout).toContain('--package-manager NAME');
  });

  it('is listed among the commands', () => {
    expect(kran('--help').stdout).toMatch(/\n {2}init +Write a new site into a folder/);
  });
});
