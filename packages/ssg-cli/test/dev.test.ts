import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { REBUILD_BOUND, TEST_BOUND, isReload, listen, saveWhole, startDev, stopDev, text } from './dev-session.js';
import { copyFixture, editConfig, fixture } from './fixture-site.js';
import { mapFilesBelow, snapshot, stagingFolders } from './folder-snapshot.js';
import { readIndexedPages } from './search-written-index.js';

let browser: Browser | undefined;

afterEach(async () => {
  stopDev();
  await browser?.close();
});

/** The URL paths a reload event names. */
const pathsOf = (event: string) =>
  event
    .replace(/^reload: ?/, '')
    .split('\n')
    .filter(Boolean);

/**
 * Every file below a site's build folder with its inode and modification time: what tells a rewritten file. The
 * search index is left out: kran dev makes it anew after the reload (the tests wait for it to be done).
 */
function fileIdentities(site: string): Map<string, string> {
  const files = mapFilesBelow(path.join(site, 'build'), (file) => {
    const stats = statSync(file);
    return `${stats.ino}:${stats.mtimeMs}`;
  });
  return new Map([...files].filter(([name]) => !name.startsWith('pagefind/')));
}

/** The HTML file below the build folder whose text contains `needle`. */
function htmlFileWith(site: string, needle: string): string {
  const file = [...fileIdentities(site).keys()].find(
    (name) => name.endsWith('.html') && readFileSync(path.join(site, 'build', name), 'utf8').includes(needle),
  );
  if (!file) throw new Error(`No HTML file of ${site} contains ${needle}.`);
  return file;
}

describe('kran dev', () => {
  it(
    'reloads pages after an edit, shows a broken edit over the page and keeps serving the last good build',
    async () => {
      const site = copyFixture('dev');
      const { address } = await startDev(site);
      const page = await text(`${address}/docs`);
      expect(page).toContain('src="/_kran/dev/client.js"');
      expect(await text(`${address}/_kran/dev/client.js`)).toContain('new EventSource("/_kran/dev/events")');

      const { events, connected } = listen(`${address}/_kran/dev/events`);
      await connected;
      writeFileSync(
        path.join(site, 'docs/index.md'),
        '---\ntitle: Hallo Welt\n---\n\nGeänderter Text nach dem Speichern.\n',
      );
      await expect.poll(() => events.some(isReload), { timeout: REBUILD_BOUND }).toBe(true);
      // writeFileSync empties the file before it writes it: a build that read it between the two is followed by one
      // that reads the whole edit.
      await expect
        .poll(() => text(`${address}/docs`), { timeout: REBUILD_BOUND })
        .toContain('Geänderter Text nach dem Speichern.');
      expect((await fetch(`${address}/pagefind/pagefind.js`)).status).toBe(200);

      saveWhole(path.join(site, 'docs/index.md'), '---\ntitle: [kaputt\n---\n\nText\n');
      await expect
        .poll(() => events.find((event) => event.startsWith('problem: ')), { timeout: REBUILD_BOUND })
        .toMatch(/docs\/index\.md:2:\d+/);
      expect(await text(`${address}/docs`)).toContain('Geänderter Text nach dem Speichern.');

      const late = listen(`${address}/_kran/dev/events`);
      await expect.poll(() => late.events[0], { timeout: REBUILD_BOUND }).toMatch(/^problem: .*docs\/index\.md:2/s);
    },
    TEST_BOUND,
  );

  it(
    'watches a docs folder beside the site folder (`path: ../docs`, as website/ and docs/ in a repository)',
    async () => {
      mkdirSync(path.join(import.meta.dirname, '.tmp'), { recursive: true });
      const repository = mkdtempSync(path.join(import.meta.dirname, '.tmp', 'dev-repository-'));
      const site = path.join(repository, 'website');
      cpSync(fixture, site, { recursive: true });
      renameSync(path.join(site, 'docs'), path.join(repository, 'docs'));
      editConfig(site, "path: 'docs'", "path: '../docs'");
      const { address } = await startDev(site);
      expect(await text(`${address}/docs`)).toContain('Ein kurzer Text auf Deutsch.');
      const { events, connected } = listen(`${address}/_kran/dev/events`);
      await connected;
      writeFileSync(
        path.join(repository, 'docs/index.md'),
        '---\ntitle: Hallo Welt\n---\n\nGeändert im Docs-Ordner neben der Website.\n',
      );
      await expect.poll(() => events.some(isReload), { timeout: REBUILD_BOUND }).toBe(true);
      expect(await text(`${address}/docs`)).toContain('Geändert im Docs-Ordner neben der Website.');

      mkdirSync(path.join(repository, 'docs/neu'));
      writeFileSync(
        path.join(repository, 'docs/neu/seite.md'),
        '---\ntitle: Neue Seite\n---\n\nIn einem neuen Ordner.\n',
      );
      await expect
        .poll(async () => (await fetch(`${address}/docs/neu/seite`)).status, { timeout: REBUILD_BOUND })
        .toBe(200);
    },
    TEST_BOUND,
  );

  it(
    'reloads with the latest text after quick edits saved by a rename, while the search index is made anew',
    async () => {
      const site = copyFixture('dev');
      const { address } = await startDev(site);
      const { events, connected } = listen(`${address}/_kran/dev/events`);
      await connected;
      const docsFile = path.join(site, 'docs/index.md');
      // As many editors save: a new file renamed over the old one. Only the first such save used to be heard.
      const save = (words: string) => saveWhole(docsFile, `---\ntitle: Hallo Welt\n---\n\n${words}\n`);
      const reloads = () => events.filter(isReload).length;
      const reloadsWith = (words: string, after: number) =>
        expect
          .poll(async () => reloads() > after && (await text(`${address}/docs`)).includes(words), {
            timeout: REBUILD_BOUND,
          })
          .toBe(true);

      save('Erste Fassung.');
      await reloadsWith('Erste Fassung.', 0);
      // Right after the reload the search index is being made anew: two more saves come during it.
      const before = reloads();
      save('Zweite Fassung.');
      await new Promise((resolve) => setTimeout(resolve, 30));
      save('Dritte Fassung.');
      await reloadsWith('Dritte Fassung.', before);
      const indexed = () => readIndexedPages(path.join(site, 'build')).map((page) => page.content);
      await expect.poll(() => indexed().join('\n'), { timeout: REBUILD_BOUND }).toContain('Dritte Fassung.');
    },
    TEST_BOUND,
  );

  it(
    'writes only the files an edit changed into the served folder in place, and names them in the reload event',
    async () => {
      const site = copyFixture('dev');
      const { address, output } = await startDev(site);
      const buildFolder = statSync(path.join(site, 'build')).ino;
      const before = fileIdentities(site);
      const postFile = htmlFileWith(site, '<title>Zweiter Beitrag | Beispiel</title>');
      const { events, connected } = listen(`${address}/_kran/dev/events`);
      await connected;

      writeFileSync(path.join(site, 'blog/2024-02-03-zweiter.md'), '---\ntitle: Zweiter Beitrag\n---\n\nGeändert.\n');
      await expect.poll(output, { timeout: REBUILD_BOUND }).toContain('Search index updated');
      // The edited post's page first, then the other files the edit changed.
      const named = events.filter(isReload).flatMap((event) => pathsOf(event).map((url) => url.replace(/^\//, '')));
      const after = fileIdentities(site);
      const rewritten = [...after].filter(([file, identity]) => before.get(file) !== identity).map(([file]) => file);
      const removed = [...before.keys()].filter((file) => !after.has(file));

      expect(statSync(path.join(site, 'build')).ino).toBe(buildFolder);
      expect(rewritten).toContain(postFile);
      expect(readFileSync(path.join(site, 'build', postFile), 'utf8')).toContain('Geändert.');
      // Nothing goes (a page's data is in its HTML); the docs page and the other post stay as they were.
      expect(removed).toEqual([]);
      expect(rewritten).not.toContain('docs/index.html');
      expect(rewritten).not.toContain(htmlFileWith(site, '<title>Erster Beitrag | Beispiel</title>'));
      expect(rewritten.length).toBeLessThan(before.size / 3);
      expect(new Set(named)).toEqual(new Set([...rewritten, ...removed]));
      expect(await text(`${address}/${postFile.replace(/index\.html$/, '')}`)).toContain('Geändert.');
    },
    TEST_BOUND,
  );

  it(
    "writes an edited post's page first, exactly as the whole rebuild after it makes it, and then what else changed",
    async () => {
      const site = copyFixture('dev');
      const { address, output } = await startDev(site);
      const postFile = htmlFileWith(site, '<title>Zweiter Beitrag | Beispiel</title>');
      const { events, connected } = listen(`${address}/_kran/dev/events`);
      await connected;

      writeFileSync(path.join(site, 'blog/2024-02-03-zweiter.md'), '---\ntitle: Zweiter Beitrag\n---\n\nZuerst da.\n');
      await expect.poll(() => events.filter(isReload).length, { timeout: REBUILD_BOUND }).toBe(2);
      // Its HTML alone: it holds the page's data, and the route map names no data.
      expect(output()).toMatch(/Wrote the edited page first \(1 files in \d+ ms\)/);
      const [first, second] = events.filter(isReload).map(pathsOf);
      expect(first).toEqual([`/${postFile}`]);
      // The whole rebuild made the same page, so it left it as it was; it wrote the list with the new summary.
      expect(second).not.toContain(`/${postFile}`);
      expect(second).toContain('/blog/index.html');
      expect(await text(`${address}/blog`)).toContain('Zuerst da.');
      expect(await text(`${address}/${postFile.replace(/index\.html$/, '')}`)).toContain('Zuerst da.');
    },
    TEST_BOUND,
  );

  it(
    "writes no page first when it loses an #anchor another page links to under onBrokenAnchors: 'throw', and reports it",
    async () => {
      const site = copyFixture('dev');
      editConfig(site, "url: 'https://example.org',", "url: 'https://example.org',\n  onBrokenAnchors: 'throw',");
      const post = path.join(site, 'blog/2024-02-03-zweiter.md');
      writeFileSync(post, '---\ntitle: Zweiter Beitrag\n---\n\n## Abschnitt\n\nText.\n');
      writeFileSync(
        path.join(site, 'docs/index.md'),
        '---\ntitle: Hallo Welt\n---\n\nSiehe [den Abschnitt](/blog/2024/02/03/zweiter#abschnitt).\n',
      );
      const { address, output } = await startDev(site);
      const { events, connected } = listen(`${address}/_kran/dev/events`);
      await connected;

      writeFileSync(post, '---\ntitle: Zweiter Beitrag\n---\n\nOhne Abschnitt.\n');
      await expect
        .poll(() => events.find((event) => event.startsWith('problem: ')), { timeout: REBUILD_BOUND })
        .toContain('#abschnitt');
      expect(output()).not.toContain('Wrote the edited page first');
      expect(events.filter(isReload)).toEqual([]);
      expect(await text(`${address}/blog/2024/02/03/zweiter`)).toContain('id="abschnitt"');
    },
    TEST_BOUND,
  );

  it(
    "writes the page first though it loses a linked #anchor under the default onBrokenAnchors: 'warn', then warns",
    async () => {
      const site = copyFixture('dev');
      const post = path.join(site, 'blog/2024-02-03-zweiter.md');
      writeFileSync(post, '---\ntitle: Zweiter Beitrag\n---\n\n## Abschnitt\n\nText.\n');
      writeFileSync(
        path.join(site, 'docs/index.md'),
        '---\ntitle: Hallo Welt\n---\n\nSiehe [den Abschnitt](/blog/2024/02/03/zweiter#abschnitt).\n',
      );
      const { address, output, printed } = await startDev(site);
      const { events, connected } = listen(`${address}/_kran/dev/events`);
      await connected;

      writeFileSync(post, '---\ntitle: Zweiter Beitrag\n---\n\nOhne Abschnitt.\n');
      await expect.poll(printed, { timeout: REBUILD_BOUND }).toContain("built anyway as onBrokenAnchors is 'warn'");
      expect(output()).toContain('Wrote the edited page first');
      expect(printed()).toContain('docs/index.md\n  5:7  /blog/2024/02/03/zweiter#abschnitt → no element with the id');
      expect(events.some((event) => event.startsWith('problem: '))).toBe(false);
      expect(await text(`${address}/blog/2024/02/03/zweiter`)).toContain('Ohne Abschnitt.');
    },
    TEST_BOUND,
  );

  it(
    'makes the search index anew after an edit that changed only the page written first',
    async () => {
      const site = copyFixture('dev');
      const { address, output } = await startDev(site);
      const { events, connected } = listen(`${address}/_kran/dev/events`);
      await connected;
      const post = path.join(site, 'blog/2024-02-03-zweiter.md');
      writeFileSync(post, '---\ntitle: Zweiter Beitrag\n---\n\nKurz.\n\n<!-- truncate -->\n\nMehr.\n');
      await expect.poll(output, { timeout: REBUILD_BOUND }).toContain('Search index updated');

      // Below the truncate marker: the list does not change, only the post's page.
      const before = output().length;
      writeFileSync(post, '---\ntitle: Zweiter Beitrag\n---\n\nKurz.\n\n<!-- truncate -->\n\nEin Zauberwort.\n');
      await expect.poll(() => output().slice(before), { timeout: REBUILD_BOUND }).toContain('Search index updated');
      expect(output().slice(before)).toContain('Wrote the edited page first');
      const indexed = readIndexedPages(path.join(site, 'build')).map((page) => page.content);
      expect(indexed.join('\n')).toContain('Zauberwort');
      expect(events.filter(isReload).length).toBeGreaterThanOrEqual(3);
    },
    TEST_BOUND,
  );

  it(
    'writes no page first when an edit changes what other pages show of a post, or breaks a link',
    async () => {
      const site = copyFixture('dev');
      const { address, output } = await startDev(site);
      const { events, connected } = listen(`${address}/_kran/dev/events`);
      await connected;

      writeFileSync(path.join(site, 'blog/2024-02-03-zweiter.md'), '---\ntitle: Neuer Titel\n---\n\nText.\n');
      await expect.poll(() => events.filter(isReload).length, { timeout: REBUILD_BOUND }).toBe(1);
      expect(await text(`${address}/blog`)).toContain('Neuer Titel');

      writeFileSync(
        path.join(site, 'blog/2024-02-03-zweiter.md'),
        '---\ntitle: Neuer Titel\n---\n\n[Weg](/nirgends)\n',
      );
      await expect
        .poll(() => events.find((event) => event.startsWith('problem: ')), { timeout: REBUILD_BOUND })
        .toContain('/nirgends');
      expect(events.filter(isReload)).toHaveLength(1);
      expect(output()).not.toContain('Wrote the edited page first');
      expect(await text(`${address}/blog/2024/02/03/zweiter`)).toContain('Text.');
    },
    TEST_BOUND,
  );

  it(
    'makes the search index anew after the reload, with the edited and without the deleted page',
    async () => {
      const site = copyFixture('dev');
      const { address } = await startDev(site);
      const indexed = () => readIndexedPages(path.join(site, 'build')).map((page) => page.content);
      expect(indexed().join('\n')).toContain('Der zweite Beitrag.');
      const { events, connected } = listen(`${address}/_kran/dev/events`);
      await connected;

      writeFileSync(path.join(site, 'docs/index.md'), '---\ntitle: Hallo Welt\n---\n\nEin Zauberwort im Text.\n');
      rmSync(path.join(site, 'blog/2024-02-03-zweiter.md'));
      await expect.poll(() => events.find(isReload), { timeout: REBUILD_BOUND }).toBeDefined();
      await expect.poll(() => indexed().join('\n'), { timeout: REBUILD_BOUND }).toContain('Zauberwort');
      expect(indexed().join('\n')).not.toContain('Der zweite Beitrag.');
      expect((await fetch(`${address}/pagefind/pagefind.js`)).status).toBe(200);
      expect(stagingFolders(site)).toEqual([]);
    },
    TEST_BOUND,
  );

  it(
    'removes the files of a deleted post from the served folder and names them in the reload event',
    async () => {
      const site = copyFixture('dev');
      const { address } = await startDev(site);
      const postFile = htmlFileWith(site, '<title>Zweiter Beitrag | Beispiel</title>');
      const { events, connected } = listen(`${address}/_kran/dev/events`);
      await connected;

      rmSync(path.join(site, 'blog/2024-02-03-zweiter.md'));
      await expect.poll(() => events.find(isReload), { timeout: REBUILD_BOUND }).toBeDefined();
      expect(existsSync(path.join(site, 'build', postFile))).toBe(false);
      expect(existsSync(path.join(site, 'build', path.dirname(postFile)))).toBe(false);
      expect(pathsOf(events.find(isReload)!)).toContain(`/${postFile}`);
      expect((await fetch(`${address}/${postFile.replace(/index\.html$/, '')}`)).status).toBe(404);
      expect(await text(`${address}/blog`)).not.toContain('Zweiter Beitrag');
    },
    TEST_BOUND,
  );

  it(
    'leaves the served folder untouched when a rebuild fails, and reports the problem',
    async () => {
      const site = copyFixture('dev');
      const { address, output } = await startDev(site);
      const { events, connected } = listen(`${address}/_kran/dev/events`);
      await connected;
      writeFileSync(path.join(site, 'blog/2024-02-03-zweiter.md'), '---\ntitle: Zweiter Beitrag\n---\n\nGeändert.\n');
      await expect.poll(() => events.find(isReload), { timeout: REBUILD_BOUND }).toBeDefined();
      await expect.poll(output, { timeout: REBUILD_BOUND }).toContain('Search index updated');
      const identities = fileIdentities(site);
      const contents = snapshot(path.join(site, 'build'));

      saveWhole(path.join(site, 'blog/2024-02-03-zweiter.md'), '---\ntitle: [kaputt\n---\n\nText\n');
      await expect
        .poll(() => events.find((event) => event.startsWith('problem: ')), { timeout: REBUILD_BOUND })
        .toMatch(/blog\/2024-02-03-zweiter\.md:2:\d+/);
      expect(fileIdentities(site)).toEqual(identities);
      expect(snapshot(path.join(site, 'build'))).toEqual(contents);
      expect(stagingFolders(site)).toEqual([]);
    },
    TEST_BOUND,
  );

  it(
    'renders a React page again after its code changes, and reports a page that loses its default export',
    async () => {
      const site = copyFixture('dev');
      const pageFile = path.join(site, 'pages/zaehler.tsx');
      const pageWith = (heading: string) => `export default function Zaehler() {\n  return <h1>${heading}</h1>;\n}\n`;
      writeFileSync(pageFile, pageWith('Erste Fassung'));
      const { address } = await startDev(site);
      expect(await text(`${address}/zaehler`)).toContain('<h1>Erste Fassung</h1>');

      const { events, connected } = listen(`${address}/_kran/dev/events`);
      await connected;
      writeFileSync(pageFile, pageWith('Zweite Fassung'));
      await expect.poll(() => events.some(isReload), { timeout: REBUILD_BOUND }).toBe(true);
      expect(await text(`${address}/zaehler`)).toContain('<h1>Zweite Fassung</h1>');

      writeFileSync(pageFile, 'export function Zaehler() {\n  return null;\n}\n');
      await expect
        .poll(() => events.find((event) => event.startsWith('problem: ')), { timeout: REBUILD_BOUND })
        .toContain('pages/zaehler.tsx:1:1');
      expect(await text(`${address}/zaehler`)).toContain('<h1>Zweite Fassung</h1>');
    },
    TEST_BOUND,
  );

  it(
    'renders every page with a theme override again after the override changes',
    async () => {
      const site = copyFixture('dev');
      editConfig(
        site,
        "locale: { code: 'de' },",
        "locale: { code: 'de' },\n  theme: { components: { BackToTop: './src/Hoch.tsx' } },",
      );
      const override = (text: string) =>
        `export default function Hoch() {\n  return <p className="hoch">${text}</p>;\n}\n`;
      mkdirSync(path.join(site, 'src'), { recursive: true });
      writeFileSync(path.join(site, 'src/Hoch.tsx'), override('Erste Fassung'));
      const { address } = await startDev(site);
      expect(await text(`${address}/docs`)).toContain('<p class="hoch">Erste Fassung</p>');

      const { events, connected } = listen(`${address}/_kran/dev/events`);
      await connected;
      writeFileSync(path.join(site, 'src/Hoch.tsx'), override('Zweite Fassung'));
      await expect.poll(() => events.some(isReload), { timeout: REBUILD_BOUND }).toBe(true);
      for (const route of ['/docs', '/blog', '/']) expect(await text(`${address}${route}`)).toContain('Zweite Fassung');
    },
    TEST_BOUND,
  );

  it(
    'in the browser: the open page reloads after an edit and shows a failed build over the page',
    async () => {
      const site = copyFixture('dev');
      const { address } = await startDev(site);
      browser = await chromium.launch({
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        args: ['--no-sandbox', '--disable-gpu'],
      });
      const page = await browser.newPage();
      // The page reloads only once its dev client listens: the edit is written after the events stream answered.
      const listening = page.waitForResponse((response) => response.url().endsWith('/_kran/dev/events'));
      await page.goto(`${address}/docs`);
      await listening;
      expect(await page.textContent('main')).toContain('Ein kurzer Text auf Deutsch.');

      writeFileSync(
        path.join(site, 'docs/index.md'),
        '---\ntitle: Hallo Welt\n---\n\nNeu geladen nach dem Speichern.\n',
      );
      await page.waitForFunction(
        () => document.body.textContent?.includes('Neu geladen nach dem Speichern.'),
        undefined,
        { timeout: REBUILD_BOUND },
      );

      saveWhole(path.join(site, 'docs/index.md'), '---\ntitle: [kaputt\n---\n\nText\n');
      const overlay = page.getByRole('alert').filter({ hasText: 'kran dev' });
      await overlay.waitFor({ timeout: REBUILD_BOUND });
      expect(await overlay.textContent()).toMatch(/docs\/index\.md:2:\d+/);
      expect(await page.textContent('main')).toContain('Neu geladen nach dem Speichern.');
    },
    TEST_BOUND,
  );

  it(
    'in the browser: an edit reloads the pages it changed, and leaves the other open pages as they are',
    async () => {
      const site = copyFixture('dev');
      const { address, output } = await startDev(site);
      browser = await chromium.launch({
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        args: ['--no-sandbox', '--disable-gpu'],
      });
      const open = async (route: string) => {
        const page = await browser!.newPage();
        const listening = page.waitForResponse((response) => response.url().endsWith('/_kran/dev/events'));
        await page.goto(`${address}${route}`);
        await listening;
        // Gone after a reload.
        await page.evaluate(() => Object.assign(window, { notReloaded: true }));
        return page;
      };
      const post = await open('/blog/2024/02/03/zweiter');
      const list = await open('/blog');
      const docs = await open('/docs');
      const { events, connected } = listen(`${address}/_kran/dev/events`);
      await connected;

      writeFileSync(path.join(site, 'blog/2024-02-03-zweiter.md'), '---\ntitle: Zweiter Beitrag\n---\n\nFrisch.\n');
      await post.waitForFunction(() => document.body.textContent?.includes('Frisch.'), undefined, {
        timeout: REBUILD_BOUND,
      });
      await list.waitForFunction(() => document.body.textContent?.includes('Frisch.'), undefined, {
        timeout: REBUILD_BOUND,
      });
      await expect.poll(output, { timeout: REBUILD_BOUND }).toContain('Search index updated');
      // The edited page is written and reloaded first, then what the whole rebuild changed. writeFileSync empties
      // the file before it writes it, so a busy machine may build twice and reload the same pages again.
      const reloads = events.filter(isReload);
      expect(reloads[0]).toBe('reload: /blog/2024/02/03/zweiter/index.html');
      const reloaded = new Set(reloads.flatMap(pathsOf));
      expect([...reloaded].sort()).toEqual([
        '/blog/2024/02/03/zweiter/index.html',
        '/blog/atom.xml',
        '/blog/feed.json',
        '/blog/index.html',
        '/blog/rss.xml',
      ]);
      const isReloaded = (page: typeof post) => page.evaluate(() => !('notReloaded' in window));
      expect(await isReloaded(post)).toBe(true);
      expect(await isReloaded(list)).toBe(true);
      expect(await isReloaded(docs)).toBe(false);
    },
    TEST_BOUND,
  );

  it(
    'writes and reloads the edited page first also when an editor saves it by renaming a new file over it',
    async () => {
      const site = copyFixture('dev');
      const { address, output } = await startDev(site);
      const { events, connected } = listen(`${address}/_kran/dev/events`);
      await connected;
      saveWhole(path.join(site, 'blog/2024-02-03-zweiter.md'), '---\ntitle: Zweiter Beitrag\n---\n\nUmbenannt.\n');
      await expect.poll(output, { timeout: REBUILD_BOUND }).toContain('Search index updated');
      const reloads = events.filter(isReload);
      expect(reloads.map(pathsOf)[0]).toEqual(['/blog/2024/02/03/zweiter/index.html']);
      expect(reloads.flatMap(pathsOf)).toContain('/blog/index.html');
    },
    TEST_BOUND,
  );

  it(
    'rebuilds and reloads after an edit of site.config.ts',
    async () => {
      const site = copyFixture('dev');
      const { address } = await startDev(site);
      expect(await text(`${address}/docs`)).toContain('<title>Hallo Welt | Beispiel</title>');
      const { events, connected } = listen(`${address}/_kran/dev/events`);
      await connected;
      editConfig(site, "title: 'Beispiel'", "title: 'Umbenanntes Beispiel'");
      await expect.poll(() => events.some(isReload), { timeout: REBUILD_BOUND }).toBe(true);
      expect(await text(`${address}/docs`)).toContain('<title>Hallo Welt | Umbenanntes Beispiel</title>');
    },
    TEST_BOUND,
  );

  it(
    'serves one locale with --locale below its base URL, in its language, and reloads after an edit of its translation',
    async () => {
      const site = copyFixture('dev-locale');
      editConfig(site, "locale: { code: 'de' },", "i18n: { defaultLocale: 'en', locales: ['en', 'de'] },");
      writeFileSync(path.join(site, 'docs/index.md'), '---\ntitle: Hello world\n---\n\nA short text in English.\n');
      const translation = path.join(site, 'i18n/de/docusaurus-plugin-content-docs/current/index.md');
      mkdirSync(path.dirname(translation), { recursive: true });
      writeFileSync(translation, '---\ntitle: Hallo Welt\n---\n\nEin kurzer Text auf Deutsch.\n');
      const { address, printedUrl } = await startDev(site, ['--locale', 'de']);
      expect(printedUrl).toBe(`${address}/de/`);
      const page = await text(`${address}/de/docs`);
      expect(page).toMatch(/<html lang="de" dir="ltr"/);
      expect(page).toContain('<title>Hallo Welt | Beispiel</title>');
      expect(page).toContain('Ein kurzer Text auf Deutsch.');
      // The theme's texts of the locale, not those of the default one.
      expect(page).toContain('Zum Hauptinhalt springen');
      expect(page).not.toContain('Skip to main content');
      expect(page).toContain('src="/de/_kran/dev/client.js"');
      expect((await fetch(`${address}/docs`)).status).toBe(404);

      const { events, connected } = listen(`${address}/de/_kran/dev/events`);
      await connected;
      writeFileSync(translation, '---\ntitle: Hallo Welt\n---\n\nGeänderte Übersetzung nach dem Speichern.\n');
      await expect
        .poll(() => events.filter(isReload).flatMap(pathsOf), { timeout: REBUILD_BOUND })
        .toContain('/de/docs/index.html');
      // writeFileSync empties the file before it writes it: a build that read it between the two is followed by one
      // that reads the whole edit.
      await expect
        .poll(() => text(`${address}/de/docs`), { timeout: REBUILD_BOUND })
        .toContain('Geänderte Übersetzung nach dem Speichern.');
      expect(await text(`${address}/de/docs`)).toMatch(/<html lang="de" dir="ltr"/);
    },
    TEST_BOUND,
  );

  it(
    'serves a site with a base URL under it, prints that URL and sends the server root there',
    async () => {
      const site = copyFixture('dev');
      editConfig(site, "url: 'https://example.org',", "url: 'https://example.org',\n  baseUrl: '/unter/',");
      const { address, printedUrl } = await startDev(site);
      expect(printedUrl).toBe(`${address}/unter/`);
      const page = await fetch(`${address}/unter/docs`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('src="/unter/_kran/dev/client.js"');
      const root = await fetch(`${address}/`, { redirect: 'manual' });
      expect(root.status).toBe(302);
      expect(root.headers.get('location')).toBe('/unter/');
      expect((await fetch(`${address}/docs`)).status).toBe(404);
    },
    TEST_BOUND,
  );
});
