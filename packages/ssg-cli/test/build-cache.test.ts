import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  appendFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { deserialize, serialize } from 'node:v8';
import { CACHE_FORMAT_VERSION } from '../src/cache/cache-folder.js';
import { PART_COUNT } from '../src/cache/parted-store.js';
import { describe, expect, it } from 'vitest';
import type * as Api from '../src/index.js';
import { cli, copyFixture, editConfig } from './fixture-site.js';
import { mapFilesBelow } from './folder-snapshot.js';
import { openWrittenSearchIndex } from './search-written-index.js';

// The built package, as `kran build` runs it.
const api = (await import(pathToFileURL(path.resolve(import.meta.dirname, '../dist/index.js')).href)) as typeof Api;

interface OutputFile {
  /** The file's inode: the same when the build linked the previous output's file instead of writing it. */
  inode: number;
  digest: string;
}

/** Every file of the site's build folder with its inode and the digest of its bytes. */
function outputOf(site: string): Map<string, OutputFile> {
  return mapFilesBelow(path.join(site, 'build'), (file) => ({
    inode: statSync(file).ino,
    digest: createHash('sha256').update(readFileSync(file)).digest('hex'),
  }));
}

/** The files of `after` that the build wrote anew (the others it took over from `before` unchanged). */
function writtenFiles(before: Map<string, OutputFile>, after: Map<string, OutputFile>): string[] {
  return [...after].filter(([file, { inode }]) => before.get(file)?.inode !== inode).map(([file]) => file);
}

/** The files whose bytes differ between two builds, or that only one of them has. */
function changedFiles(before: Map<string, OutputFile>, after: Map<string, OutputFile>): string[] {
  return [...after].filter(([file, { digest }]) => before.get(file)?.digest !== digest).map(([file]) => file);
}

const cacheFolder = (site: string) => path.join(site, 'node_modules/.cache/kran');
const build = (siteDir: string, options: Partial<Api.BuildOptions> = {}) => api.buildSite({ siteDir, ...options });
const kran = (...args: string[]) => spawnSync(process.execPath, [cli, ...args], { encoding: 'utf8' });
const kranIn = (cwd: string, ...args: string[]) =>
  spawnSync(process.execPath, [cli, ...args], { encoding: 'utf8', cwd });

/**
 * Builds the site again after `edit` and checks that the build wrote exactly the files whose bytes changed, and
 * that its output is what a build without any cache makes of the edited site. Returns the written files.
 */
async function rebuildAfter(site: string, edit: () => void): Promise<{ written: string[]; renderedPages: number }> {
  await build(site);
  const before = outputOf(site);
  edit();
  const { renderedPages } = await build(site);
  const after = outputOf(site);
  const written = writtenFiles(before, after);
  expect(written.sort()).toEqual(changedFiles(before, after).sort());

  // A build from an empty cache into the same folder (stable route map names, as with a cache) makes the same bytes.
  rmSync(cacheFolder(site), { recursive: true, force: true });
  await build(site);
  const fresh = outputOf(site);
  expect(new Map([...fresh].map(([file, { digest }]) => [file, digest]))).toEqual(
    new Map([...after].map(([file, { digest }]) => [file, digest])),
  );
  return { written, renderedPages };
}

const post = 'blog/2024/01/02/erster/index.html';
const otherPost = 'blog/2024/02/03/zweiter/index.html';
const doc = 'docs/index.html';

describe('the build cache in node_modules/.cache/kran', () => {
  it('writes nothing again when nothing changed, and renders no page', async () => {
    const site = copyFixture('build-cache-same');
    const first = await build(site);
    expect(first.renderedPages).toBe(first.routes);
    const before = outputOf(site);

    const second = await build(site);
    expect(second.renderedPages).toBe(0);
    expect(second.notices).toEqual([]);
    expect(writtenFiles(before, outputOf(site))).toEqual([]);
  });

  it('after a post is edited, writes its page and the pages that show it, and no other', async () => {
    const site = copyFixture('build-cache-post');
    const { written, renderedPages } = await rebuildAfter(site, () =>
      appendFileSync(path.join(site, 'blog/2024-01-02-erster.md'), '\nEin neuer Satz am Ende.\n'),
    );
    expect(written).toContain(post);
    expect(written).toContain('blog/rss.xml');
    expect(written).not.toContain(otherPost);
    expect(written).not.toContain(doc);
    expect(written.some((file) => file.startsWith('assets/'))).toBe(false);
    expect(renderedPages).toBeGreaterThan(0);
    expect(readFileSync(path.join(site, 'build', post), 'utf8')).toContain('Ein neuer Satz am Ende.');
  });

  it('after a post is edited, finds its page by the words added, in the index Pagefind was fed while rendering', async () => {
    const site = copyFixture('build-cache-search');
    await build(site);
    appendFileSync(path.join(site, 'blog/2024-01-02-erster.md'), '\nQuadlets starten Container beim Systemstart.\n');
    const { routes, renderedPages } = await build(site);
    // Some pages taken over from the last build: their documents went into the index while the post rendered.
    expect(renderedPages).toBeGreaterThan(0);
    expect(renderedPages).toBeLessThan(routes);
    const index = await openWrittenSearchIndex(path.join(site, 'build'));
    expect((await index.search('Quadlets')).map((page) => page.url)).toEqual(['/blog/2024/01/02/erster/']);
    expect((await index.search('Systemstart')).map((page) => page.title)).toEqual(['Erster Beitrag']);
  });

  it("after a post's tags change, writes the post, its tag pages and lists, and leaves the docs", async () => {
    const site = copyFixture('build-cache-tag');
    const file = path.join(site, 'blog/2024-01-02-erster.md');
    const { written } = await rebuildAfter(site, () =>
      writeFileSync(file, readFileSync(file, 'utf8').replace('tags: [podman]', 'tags: [podman, container]')),
    );
    expect(written).toContain(post);
    expect(written).toContain('blog/tags/container/index.html');
    expect(written).toContain('blog/tags/index.html');
    expect(written).not.toContain(doc);
  });

  it("after an author is edited in authors.yml, writes that author's posts and leaves the docs", async () => {
    const site = copyFixture('build-cache-author');
    const { written } = await rebuildAfter(site, () =>
      writeFileSync(
        path.join(site, 'blog/authors.yml'),
        'anna:\n  name: Anna Umbenannt\n  url: https://example.org/anna\n',
      ),
    );
    expect(written).toContain(post);
    expect(written).not.toContain(doc);
    expect(readFileSync(path.join(site, 'build', post), 'utf8')).toContain('Anna Umbenannt');
  });

  it('after the config changes, writes the pages that show what changed', async () => {
    const site = copyFixture('build-cache-config');
    // Built in this process, which must import the edited config anew (Vitest's module loader as much as Node's).
    const { written } = await rebuildAfter(site, () => editConfig(site, "title: 'Beispiel',", "title: 'Anders',"));
    expect(written).toContain(doc);
    expect(written).toContain(post);
    expect(readFileSync(path.join(site, 'build', doc), 'utf8')).toContain('Anders');
  });

  it('after a theme override changes, renders every page again with it', async () => {
    const site = copyFixture('build-cache-override');
    mkdirSync(path.join(site, 'src/theme'), { recursive: true });
    const override = path.join(site, 'src/theme/NotFound.tsx');
    writeFileSync(override, 'export default function NotFound() {\n  return <h1>Verirrt</h1>;\n}\n');
    editConfig(
      site,
      "locale: { code: 'de' },",
      "locale: { code: 'de' },\n  theme: { components: { NotFound: './src/theme/NotFound.tsx' } },",
    );
    const { written, renderedPages } = await rebuildAfter(site, () =>
      writeFileSync(override, 'export default function NotFound() {\n  return <h1>Ganz verirrt</h1>;\n}\n'),
    );
    const { routes } = await build(site);
    expect(renderedPages).toBe(routes);
    expect(written).toContain('404.html');
    expect(readFileSync(path.join(site, 'build/404.html'), 'utf8')).toContain('Ganz verirrt');
  });

  it("after the theme package's version changes, builds every page anew", async () => {
    const site = copyFixture('build-cache-version');
    const themeDir = path.join(site, 'node_modules/@acme/kran-theme');
    mkdirSync(themeDir, { recursive: true });
    const packageJson = (version: string) =>
      JSON.stringify({
        name: '@acme/kran-theme',
        version,
        type: 'module',
        exports: { './definition': './definition.js' },
      });
    writeFileSync(path.join(themeDir, 'package.json'), packageJson('1.0.0'));
    writeFileSync(path.join(themeDir, 'definition.js'), "export { theme } from '@kran/theme/definition';\n");
    editConfig(site, "locale: { code: 'de' },", "locale: { code: 'de' },\n  theme: { package: '@acme/kran-theme' },");
    const first = await build(site);
    expect((await build(site)).renderedPages).toBe(0);

    writeFileSync(path.join(themeDir, 'package.json'), packageJson('1.0.1'));
    expect((await build(site)).renderedPages).toBe(first.routes);
  });

  it('after a post is edited, writes again only the cache parts whose entries changed', async () => {
    const site = copyFixture('build-cache-parts');
    const partFiles = () =>
      new Map(
        readdirSync(cacheFolder(site))
          .filter((name) => name.includes('.part-'))
          .map((name) => [name, statSync(path.join(cacheFolder(site), name)).ino]),
      );
    // Each part's file, as the index of a kind names them.
    const partsOf = (kind: string): string[] => {
      const index = readdirSync(cacheFolder(site)).find((name) => name.startsWith(`${kind}-`))!;
      return (deserialize(readFileSync(path.join(cacheFolder(site), index))) as { value: { parts: string[] } }).value
        .parts;
    };
    await build(site);
    const before = partFiles();
    const partsBefore = new Map(
      ['content', 'page-data', 'pages', 'search-documents'].map((kind) => [kind, partsOf(kind)]),
    );
    appendFileSync(path.join(site, 'blog/2024-01-02-erster.md'), '\nEin neuer Satz am Ende.\n');
    await build(site);
    const after = partFiles();

    for (const kind of ['content', 'page-data', 'pages', 'search-documents']) {
      const changedParts = partsBefore.get(kind)!.filter((name, part) => name !== partsOf(kind)[part]);
      expect(changedParts.length, kind).toBeGreaterThan(0);
      expect(changedParts.length, kind).toBeLessThan(PART_COUNT / 2);
      const kept = [...after.keys()].filter((name) => name.startsWith(`${kind}.`) && before.has(name));
      for (const name of kept) expect(after.get(name), name).toBe(before.get(name));
    }
    // The files of the parts replaced are gone.
    const gone = [...before.keys()].filter((name) => !after.has(name));
    expect(gone.length).toBeGreaterThan(0);
    for (const name of gone) expect(existsSync(path.join(cacheFolder(site), name))).toBe(false);
  });

  it('renders the pages of a cache part that is missing or unreadable, says so, and makes the same output', async () => {
    const site = copyFixture('build-cache-lost-part');
    const first = await build(site);
    const expected = outputOf(site);
    const largest = (kind: string) =>
      readdirSync(cacheFolder(site))
        .filter((name) => name.startsWith(`${kind}.part-`))
        .sort(
          (a, b) => statSync(path.join(cacheFolder(site), b)).size - statSync(path.join(cacheFolder(site), a)).size,
        )[0]!;
    const pagesPart = largest('pages');
    const dataPart = largest('page-data');
    rmSync(path.join(cacheFolder(site), pagesPart));
    writeFileSync(path.join(cacheFolder(site), dataPart), 'not what the cache wrote');

    const rebuilt = await build(site);
    expect(rebuilt.notices).toHaveLength(2);
    expect(rebuilt.notices).toEqual(
      expect.arrayContaining([
        `Cache: kran/${pagesPart} is missing; building its part anew.`,
        expect.stringMatching(
          new RegExp(`^Cache: kran/${dataPart.replaceAll('.', '\\.')} is unreadable \\(.+\\); building`),
        ),
      ]),
    );
    expect(rebuilt.renderedPages).toBeGreaterThan(0);
    expect(rebuilt.renderedPages).toBeLessThan(first.routes);
    expect(new Map([...outputOf(site)].map(([file, { digest }]) => [file, digest]))).toEqual(
      new Map([...expected].map(([file, { digest }]) => [file, digest])),
    );
    const again = await build(site);
    expect(again.notices).toEqual([]);
    expect(again.renderedPages).toBe(0);
  });

  it('ignores a cache file it cannot read, says so in one line, and builds that part anew', async () => {
    const site = copyFixture('build-cache-corrupt');
    await build(site);
    const expected = outputOf(site);
    const contentFile = readdirSync(cacheFolder(site)).find((name) => name.startsWith('content-'))!;
    writeFileSync(path.join(cacheFolder(site), contentFile), '{"not": "what the cache wrote"');

    const rebuilt = await build(site);
    expect(rebuilt.notices).toHaveLength(1);
    expect(rebuilt.notices[0]).toMatch(new RegExp(`^Cache: kran/${contentFile} is unreadable \\(.+\\); building`));
    expect(new Map([...outputOf(site)].map(([file, { digest }]) => [file, digest]))).toEqual(
      new Map([...expected].map(([file, { digest }]) => [file, digest])),
    );
    expect((await build(site)).notices).toEqual([]);
  });

  it('ignores a cache file of another format version or of another key, and never serves it', async () => {
    const site = copyFixture('build-cache-foreign');
    await build(site);
    const pagesFile = readdirSync(cacheFolder(site)).find((name) => name.startsWith('pages-'))!;
    const key = pagesFile.slice('pages-'.length, -'.v8'.length);
    const foreignPages = { frameKey: 'x', pages: [] };
    writeFileSync(path.join(cacheFolder(site), pagesFile), serialize({ format: 999, key, value: foreignPages }));
    const otherFormat = await build(site);
    expect(otherFormat.notices).toEqual([
      `Cache: kran/${pagesFile} has format 999, not ${CACHE_FORMAT_VERSION}; building its part anew.`,
    ]);
    expect(otherFormat.renderedPages).toBe(otherFormat.routes);

    writeFileSync(
      path.join(cacheFolder(site), pagesFile),
      serialize({ format: CACHE_FORMAT_VERSION, key: 'another', value: foreignPages }),
    );
    const otherKey = await build(site);
    expect(otherKey.notices).toEqual([
      `Cache: kran/${pagesFile} holds the entry of another key; building its part anew.`,
    ]);
    expect(otherKey.renderedPages).toBe(otherKey.routes);
  });

  it('moves the output it replaces into the cache folder, and the next build removes it', async () => {
    const site = copyFixture('build-cache-trash');
    const edit = () => appendFileSync(path.join(site, 'blog/2024-01-02-erster.md'), '\nNoch ein Satz.\n');
    await build(site);
    edit();
    await build(site);
    const trash = path.join(cacheFolder(site), 'trash');
    const first = readdirSync(trash);
    expect(first.some((name) => name.includes('-previous-'))).toBe(true);
    expect(readdirSync(site).filter((name) => name.startsWith('.build-staging-'))).toEqual([]);

    edit();
    await build(site);
    expect(readdirSync(trash).filter((name) => first.includes(name))).toEqual([]);
  });

  it('keeps the previous output untouched when a build with the cache fails', async () => {
    const site = copyFixture('build-cache-failed');
    await build(site);
    const before = outputOf(site);
    writeFileSync(path.join(site, 'docs/kaputt.md'), '---\ntitle: [unclosed\n---\n\nText.\n');
    await expect(build(site)).rejects.toThrow();
    expect(outputOf(site)).toEqual(before);
  });
});

describe('kran build --no-cache and kran clean', () => {
  it('makes the same files whichever folder the build is started from', () => {
    const site = copyFixture('build-cache-other-folder');
    const digests = (output: Map<string, OutputFile>) =>
      new Map([...output].map(([file, { digest }]) => [file, digest]));
    const fromSite = kranIn(site, 'build', '--no-cache');
    expect(fromSite.status, fromSite.stderr).toBe(0);
    const before = digests(outputOf(site));

    const fromElsewhere = kranIn(path.dirname(site), 'build', '--no-cache', '--site', site);
    expect(fromElsewhere.status, fromElsewhere.stderr).toBe(0);
    expect(digests(outputOf(site))).toEqual(before);
  });

  it('builds without reading or writing the cache with --no-cache', () => {
    const site = copyFixture('build-cache-no-cache');
    const result = kran('build', '--site', site, '--no-cache');
    expect(result.status, result.stderr).toBe(0);
    expect(existsSync(path.join(site, 'build/index.html'))).toBe(true);
    expect(existsSync(cacheFolder(site))).toBe(false);
  });

  it('removes the cache and the staging folders of stopped builds, and keeps the output', () => {
    const site = copyFixture('build-cache-clean');
    expect(kran('build', '--site', site).status).toBe(0);
    expect(existsSync(cacheFolder(site))).toBe(true);
    // A build of a process that no longer runs (pids are below 2^22 on Linux) left its staging folder.
    const leftover = path.join(site, '.build-staging-99999999-1');
    mkdirSync(leftover);

    const result = kran('clean', '--site', site);
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toContain('Removed the build cache');
    expect(result.stdout).toContain('.build-staging-99999999-1');
    expect(existsSync(cacheFolder(site))).toBe(false);
    expect(existsSync(leftover)).toBe(false);
    expect(existsSync(path.join(site, 'build/index.html'))).toBe(true);
  });
});
