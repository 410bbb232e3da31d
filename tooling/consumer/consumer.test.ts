import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChildProcesses, type StartedProcess } from './lib/child-processes';
import { packPublicPackages } from './lib/pack-packages';
import { openPage } from './lib/page-problems';
import { codeBlockFiles, codeBlocks, readmeCommands, readmeSection } from './lib/readme-commands';
import { serveFolder } from './lib/serve-folder';
import { StepChain } from './lib/step-chain';
import { openStory } from './lib/storybook-story';
import { pointAtTarballs, type ReactRange, type SiteManifest } from './lib/tarball-dependencies';

const workspace = path.resolve(import.meta.dirname, '../..');

/** The bounds of the steps on a busy 2-core machine; they end a run that hangs, the steps wait for events. */
const INSTALL_BOUND = 600_000;
const BUILD_BOUND = 300_000;
const SERVER_BOUND = 120_000;

/** The runs: React 18.3 in place of the versions the starter writes, and React 19 as it writes them. */
const runs: { name: string; folder: string; react: ReactRange; major: number }[] = [
  {
    name: 'React 18',
    folder: 'react-18',
    react: {
      dependencies: { react: '^18.3.1', 'react-dom': '^18.3.1' },
      devDependencies: { '@types/react': '^18.3.23', '@types/react-dom': '^18.3.7' },
    },
    major: 18,
  },
  { name: 'React 19', folder: 'react-19', react: { dependencies: {}, devDependencies: {} }, major: 19 },
];

/** The commands the starter's README gives, in its order. */
const README_COMMANDS = ['npm install', 'npm run typecheck', 'npm run build', 'npm start', 'npm run dev'];

/** The commands of the theme README's section "Storybook in your project", in its order. */
const STORYBOOK_COMMANDS = [
  'npm install --save-dev storybook@^10 @storybook/react-vite@^10 vite@^8',
  'npx storybook dev -p 6006',
  'npx storybook build',
];

/** The footer's background in the site's own design tokens, as CSS writes it and as Chromium computes it. */
const SITE_FOOTER_BACKGROUND = '#0b3d2e';
const SITE_FOOTER_BACKGROUND_RGB = 'rgb(11, 61, 46)';

/**
 * What a story shows of the page and the footer's style, read in the browser: the theme's token for the footer's
 * text, the colour a span styled with it computes to, and the footer's own colours.
 */
function readFooterStyle(footer: Element) {
  const probe = document.createElement('span');
  probe.style.color = 'var(--color-footer-text)';
  document.body.append(probe);
  const html = document.documentElement;
  const facts = {
    lang: html.lang,
    colorMode: html.dataset.theme,
    footerTextToken: getComputedStyle(html).getPropertyValue('--color-footer-text').trim(),
    footerText: getComputedStyle(footer).color,
    themeFooterText: getComputedStyle(probe).color,
    footerBackground: getComputedStyle(footer).backgroundColor,
    pageBackground: getComputedStyle(html).backgroundColor,
  };
  probe.remove();
  return facts;
}

const readJson = <T>(file: string) => JSON.parse(readFileSync(file, 'utf8')) as T;
const writeJson = (file: string, value: unknown) => writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);

describe('Kran from its packed tarballs in a new npm project outside the workspace', () => {
  const processes = new ChildProcesses();
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'kran-consumer-'));
  let tarballs: Map<string, string>;
  let kran: string;
  let browser: Browser;

  beforeAll(async () => {
    tarballs = await packPublicPackages(workspace, path.join(scratch, 'tarballs'));
    // `kran init` runs before the site has anything installed: from a folder of its own, as `npx` would run it.
    const tools = path.join(scratch, 'tools');
    mkdirSync(tools);
    const toolsManifest = {
      name: 'kran-tools',
      private: true,
      dependencies: { '@kran/ssg-cli': '*' },
      devDependencies: {},
    };
    writeJson(
      path.join(tools, 'package.json'),
      pointAtTarballs(toolsManifest, tarballs, { dependencies: {}, devDependencies: {} }),
    );
    await processes.run('npm install', { cwd: tools, timeoutMs: INSTALL_BOUND });
    kran = path.join(tools, 'node_modules/.bin/kran');
    browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  }, INSTALL_BOUND + 60_000);

  afterAll(async () => {
    await processes.stopAll();
    await browser?.close();
    rmSync(scratch, { recursive: true, force: true });
  }, 60_000);

  describe.each(runs)('with $name', ({ folder, react, major }) => {
    const chain = new StepChain();
    const runDir = path.join(scratch, folder);
    const site = path.join(runDir, 'site');
    const inSite = (file: string) => path.join(site, file);
    let commands: string[];
    let postPath: string;

    /** Runs the README's `npm start` (or `npm run dev`) on a free port; resolves with the address it prints. */
    const startServer = async (command: string, ready: RegExp): Promise<StartedProcess & { url: string }> => {
      const server = await processes.start(`${command} -- --port 0`, { cwd: site, timeoutMs: SERVER_BOUND, ready });
      return { ...server, url: server.match[1]! };
    };

    /** Loads a page of the served site in Chromium; fails on any console error or failed request. */
    const expectCleanPage = async (base: string, route: string, status = 200) => {
      const opened = await openPage(browser, new URL(route, base).href);
      expect({ route, status: opened.status, problems: opened.problems }).toEqual({ route, status, problems: [] });
      return opened;
    };

    it('kran init writes a site with npm commands and React 19 in its package.json', async () => {
      await chain.step('kran init', async () => {
        mkdirSync(runDir);
        const output = await processes.run(`${kran} init site`, { cwd: runDir, timeoutMs: 60_000 });
        expect(output).toContain('Next steps:\n  cd site\n  npm install\n  npm run build\n  npm start\n');
        const manifest = readJson<SiteManifest>(inSite('package.json'));
        expect(manifest.dependencies).toMatchObject({
          react: '^19.2.0',
          'react-dom': '^19.2.0',
          'react-router-dom': '^7.9.0',
        });
        expect(manifest.devDependencies).toMatchObject({ '@types/react': '^19.2.0', '@types/react-dom': '^19.2.0' });
        commands = readmeCommands(readFileSync(inSite('README.md'), 'utf8'));
        expect(commands).toEqual(README_COMMANDS);
        const post = readdirSync(inSite('blog')).find((file) => file.endsWith('-welcome.md'))!;
        postPath = `/blog/${post.slice(0, 10).replaceAll('-', '/')}/welcome`;
        writeJson(inSite('package.json'), pointAtTarballs(manifest, tarballs, react));
      });
    });

    it(
      "installs with the README's npm install, every Kran package from its tarball",
      async () => {
        await chain.step('npm install', async () => {
          await processes.run(commands[0]!, { cwd: site, timeoutMs: INSTALL_BOUND });
          const lock = readJson<{ packages: Record<string, { resolved?: string; version: string }> }>(
            inSite('package-lock.json'),
          );
          const kranPackages = Object.entries(lock.packages).filter(([place]) => place.includes('node_modules/@kran/'));
          expect(kranPackages.map(([place]) => place.replace(/^.*node_modules\//, '')).sort()).toEqual(
            [...tarballs.keys()].sort(),
          );
          for (const [place, entry] of kranPackages) expect(entry.resolved, place).toMatch(/^file:/);
          expect(lock.packages['node_modules/react']?.version).toMatch(new RegExp(`^${major}\\.`));
        });
      },
      INSTALL_BOUND,
    );

    it(
      "type-checks site.config.ts with the README's npm run typecheck",
      async () => {
        await chain.step('npm run typecheck', () => processes.run(commands[1]!, { cwd: site, timeoutMs: BUILD_BOUND }));
      },
      BUILD_BOUND,
    );

    it(
      "builds with the README's npm run build",
      async () => {
        await chain.step('npm run build', async () => {
          expect(await processes.run(commands[2]!, { cwd: site, timeoutMs: BUILD_BOUND })).toMatch(
            /Built \d+ pages into build/,
          );
        });
      },
      BUILD_BOUND,
    );

    it(
      "serves the home page, a doc, a blog post, the blog and a missing page with the README's npm start, without a console error or a failed request",
      async () => {
        await chain.step('npm start', async () => {
          const server = await startServer(commands[3]!, /^Serving .* at (\S+)$/m);
          try {
            for (const route of ['/', '/docs/intro', postPath, '/blog'])
              await (await expectCleanPage(server.url, route)).page.close();
            await (await expectCleanPage(server.url, '/no/such/page', 404)).page.close();
            const favicon = await fetch(new URL('/favicon.svg', server.url));
            expect([favicon.status, favicon.headers.get('content-type')]).toEqual([
              200,
              expect.stringMatching(/^image\/svg\+xml/),
            ]);
          } finally {
            await server.stop();
          }
        });
      },
      BUILD_BOUND,
    );

    it(
      'replaces the Footer with a component written as the README shows, type-checks, builds and serves it',
      async () => {
        await chain.step('Footer override', async () => {
          const readme = readFileSync(inSite('README.md'), 'utf8');
          const [footer] = codeBlocks(readme, ['tsx']);
          const [configLine] = codeBlocks(readme, ['ts']);
          expect(footer).toContain('Hosted by us.');
          mkdirSync(inSite('src/theme'), { recursive: true });
          writeFileSync(inSite('src/theme/Footer.tsx'), footer!);
          const config = readFileSync(inSite('site.config.ts'), 'utf8');
          expect(config).toMatch(/\n}\);\n$/);
          writeFileSync(inSite('site.config.ts'), config.replace(/\n}\);\n$/, `\n  ${configLine!.trim()}\n});\n`));
          await processes.run(commands[1]!, { cwd: site, timeoutMs: BUILD_BOUND });
          await processes.run(commands[2]!, { cwd: site, timeoutMs: BUILD_BOUND });
          const server = await startServer(commands[3]!, /^Serving .* at (\S+)$/m);
          try {
            expect(await (await fetch(new URL('/docs/intro', server.url))).text()).toContain('<p>Hosted by us.</p>');
            const { page } = await expectCleanPage(server.url, '/docs/intro');
            expect(await page.getByText('Hosted by us.').count()).toBe(1);
            await page.close();
          } finally {
            await server.stop();
          }
        });
      },
      3 * BUILD_BOUND,
    );

    it(
      "builds a story of the overridden Footer set up as the theme's README shows, which Chromium shows with the theme's messages and styles",
      async () => {
        await chain.step('Storybook', async () => {
          const section = readmeSection(
            readFileSync(inSite('node_modules/@kran/theme/README.md'), 'utf8'),
            'Storybook in your project',
          );
          const storybookCommands = readmeCommands(section);
          expect(storybookCommands).toEqual(STORYBOOK_COMMANDS);
          await processes.run(storybookCommands[0]!, { cwd: site, timeoutMs: INSTALL_BOUND });
          const files = codeBlockFiles(codeBlocks(section, ['ts', 'tsx']));
          expect([...files.keys()]).toEqual([
            '.storybook/main.ts',
            '.storybook/preview.ts',
            'src/theme/Footer.stories.tsx',
          ]);
          for (const [file, text] of files) {
            mkdirSync(path.dirname(inSite(file)), { recursive: true });
            writeFileSync(inSite(file), text);
          }
          // The site's design tokens (its customCss), which preview.ts imports after the theme's stylesheet.
          mkdirSync(inSite('src/css'), { recursive: true });
          writeFileSync(
            inSite('src/css/custom.css'),
            `:root {\n  --color-footer-background: ${SITE_FOOTER_BACKGROUND};\n}\n`,
          );
          const [include] = codeBlocks(section, ['json']);
          writeJson(inSite('tsconfig.json'), {
            ...readJson<object>(inSite('tsconfig.json')),
            ...JSON.parse(`{${include!}}`),
          });
          await processes.run(commands[1]!, { cwd: site, timeoutMs: BUILD_BOUND });
          await processes.run(storybookCommands[2]!, { cwd: site, timeoutMs: BUILD_BOUND });

          const index = readJson<{ entries: Record<string, { importPath: string }> }>(
            inSite('storybook-static/index.json'),
          );
          const stories = Object.entries(index.entries).filter(
            ([, entry]) => entry.importPath === './src/theme/Footer.stories.tsx',
          );
          expect(stories.map(([id]) => id)).toEqual([
            'theme-footer--light',
            'theme-footer--dark',
            'theme-footer--on-a-blog-post',
          ]);
          const served = await serveFolder(inSite('storybook-static'));
          try {
            const shown: ReturnType<typeof readFooterStyle>[] = [];
            for (const [id] of stories) {
              const { page, problems } = await openStory(browser, served.url, id);
              // The README's preview gives the footer the site's wording of its label.
              const footer = page.getByRole('contentinfo', { name: 'About this site' });
              expect(await footer.getByRole('link', { name: 'Introduction' }).getAttribute('href')).toBe('/docs/intro');
              expect(await page.getByText('Hosted by us.').count()).toBe(1);
              shown.push(await footer.evaluate(readFooterStyle));
              expect({ id, problems }).toEqual({ id, problems: [] });
              await page.close();
            }
            const [light, dark, onABlogPost] = shown;
            for (const facts of shown) {
              expect(facts).toMatchObject({ lang: 'en', footerTextToken: expect.stringMatching(/^#/) });
              // The theme's Footer styles with the theme's tokens, and the site's own tokens win over the theme's.
              expect(facts.footerText).toBe(facts.themeFooterText);
              expect(facts.footerBackground).toBe(SITE_FOOTER_BACKGROUND_RGB);
            }
            expect([light!.colorMode, dark!.colorMode, onABlogPost!.colorMode]).toEqual(['light', 'dark', 'light']);
            expect(dark!.pageBackground).not.toBe(light!.pageBackground);
          } finally {
            await served.close();
          }
        });
      },
      INSTALL_BOUND + 3 * BUILD_BOUND,
    );

    it(
      "shows an edited post in the page the README's npm run dev serves",
      async () => {
        await chain.step('npm run dev', async () => {
          const server = await startServer(commands[4]!, /kran dev: (http:\/\/\S+)/);
          try {
            const { page, problems } = await expectCleanPage(server.url, postPath);
            const postFile = inSite(`blog/${readdirSync(inSite('blog')).find((file) => file.endsWith('-welcome.md'))}`);
            const post = readFileSync(postFile, 'utf8');
            expect(post).toContain('This is the first post.');
            writeFileSync(
              postFile,
              post.replace('This is the first post.', 'This post was edited while kran dev ran.'),
            );
            await expect
              .poll(() => page.getByText('This post was edited while kran dev ran.').count(), { timeout: SERVER_BOUND })
              .toBe(1);
            expect(problems).toEqual([]);
            await page.close();
          } finally {
            await server.stop();
          }
        });
      },
      BUILD_BOUND,
    );
  });
});
