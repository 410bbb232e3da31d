import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { afterEach, describe, expect, it, onTestFailed } from 'vitest';
import { cli, copyFixture, editConfig } from './fixture-site.js';
import { mapFilesBelow, snapshot, stagingFolders } from './folder-snapshot.js';
import { readIndexedPages } from './search-written-index.js';

/**
 * The longest a rebuild may take before a test fails. The tests wait for the server's events, not for time; this
 * bound only ends a run that hangs, and is generous because a busy 2-core machine rebuilds many times slower.
 */
const REBUILD_BOUND = 60_000;
/** Each test waits for up to two rebuilds after starting `kran dev`. */
const TEST_BOUND = 3 * REBUILD_BOUND;

let devProcess: ChildProcess | undefined;
let browser: Browser | undefined;

afterEach(async () => {
  devProcess?.kill();
  await browser?.close();
});

/** Starts `kran dev` on a free port and resolves with its address (origin) and the URL it prints, once it serves. */
function startDev(site: string): Promise<{ address: string; printedUrl: string; output: () => string }> {
  devProcess = spawn(process.execPath, [cli, 'dev', '--site', site, '--port', '0'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // What kran dev printed, and whether it stopped, tells why a test failed (a reload that never came).
  let everything = '';
  devProcess.stderr!.on('data', (chunk: Buffer) => (everything += chunk.toString()));
  devProcess.once('exit', (code, signal) => (everything += `\n[kran dev stopped: ${signal ?? `exit code ${code}`}]\n`));
  onTestFailed(() => console.error(`kran dev printed:\n${everything}`));
  return new Promise((resolve, reject) => {
    let output = '';
    devProcess!.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      everything += chunk.toString();
      const match = output.match(/kran dev: ((http:\/\/[\d.]+:\d+)\/\S*)/);
      if (match) resolve({ address: match[2]!, printedUrl: match[1]!, output: () => output });
    });
    devProcess!.once('exit', (code) => reject(new Error(`kran dev exited with ${code}: ${output}`)));
  });
}

/** Collects the server-sent events of `kran dev` as "type: data" lines. */
function listen(url: string): { events: string[]; connected: Promise<void> } {
  const events: string[] = [];
  const connected = new Promise<void>((resolve) => {
    get(url, (response) => {
      let buffer = '';
      response.on('data', (chunk: Buffer) => {
        buffer += chunk.toString();
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const type = block.match(/^event: (.*)$/m)?.[1];
          if (type) events.push(`${type}: ${[...block.matchAll(/^data: (.*)$/gm)].map((line) => line[1]).join('\n')}`);
        }
        resolve();
      });
    });
  });
  return { events, connected };
}

const text = async (url: string) => (await fetch(url)).text();

/** Whether an event is a reload, which names the URL paths of the files written or removed, one a line. */
const isReload = (event: string) => event.startsWith('reload:');

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
      expect(await text(`${address}/docs`)).toContain('Geänderter Text nach dem Speichern.');
      expect((await fetch(`${address}/pagefind/pagefind.js`)).status).toBe(200);

      writeFileSync(path.join(site, 'docs/index.md'), '---\ntitle: [kaputt\n---\n\nText\n');
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
    'reloads with the latest text after quick edits saved by a rename, while the search index is made anew',
    async () => {
      const site = copyFixture('dev');
      const { address } = await startDev(site);
      const { events, connected } = listen(`${address}/_kran/dev/events`);
      await connected;
      const docsFile = path.join(site, 'docs/index.md');
      // As many editors save: a new file renamed over the old one. Only the first such save used to be heard.
      const save = (words: string) => {
        writeFileSync(`${docsFile}.tmp`, `---\ntitle: Hallo Welt\n---\n\n${words}\n`);
        renameSync(`${docsFile}.tmp`, docsFile);
      };
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
      await expect.poll(() => events.find(isReload), { timeout: REBUILD_BOUND }).toBeDefined();
      const named = pathsOf(events.find(isReload)!).map((url) => url.replace(/^\//, ''));
      await expect.poll(output, { timeout: REBUILD_BOUND }).toContain('Search index updated');
      const after = fileIdentities(site);
      const rewritten = [...after].filter(([file, identity]) => before.get(file) !== identity).map(([file]) => file);
      const removed = [...before.keys()].filter((file) => !after.has(file));

      expect(statSync(path.join(site, 'build')).ino).toBe(buildFolder);
      expect(rewritten).toContain(postFile);
      expect(readFileSync(path.join(site, 'build', postFile), 'utf8')).toContain('Geändert.');
      // The post's old data file goes; the docs page and the other post stay as they were.
      expect(removed.some((file) => file.startsWith('_kran/data/'))).toBe(true);
      expect(rewritten).not.toContain('docs/index.html');
      expect(rewritten).not.toContain(htmlFileWith(site, '<title>Erster Beitrag | Beispiel</title>'));
      expect(rewritten.length).toBeLessThan(before.size / 3);
      expect(new Set(named)).toEqual(new Set([...rewritten, ...removed]));
      expect(await text(`${address}/${postFile.replace(/index\.html$/, '')}`)).toContain('Geändert.');
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

      writeFileSync(path.join(site, 'blog/2024-02-03-zweiter.md'), '---\ntitle: [kaputt\n---\n\nText\n');
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

      writeFileSync(path.join(site, 'docs/index.md'), '---\ntitle: [kaputt\n---\n\nText\n');
      const overlay = page.getByRole('alert').filter({ hasText: 'kran dev' });
      await overlay.waitFor({ timeout: REBUILD_BOUND });
      expect(await overlay.textContent()).toMatch(/docs\/index\.md:2:\d+/);
      expect(await page.textContent('main')).toContain('Neu geladen nach dem Speichern.');
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

  it(
    "rebuilds with the theme's new code when its built output changes, as `tsup --watch` writes it",
    async () => {
      const site = copyFixture('dev');
      const { address } = await startDev(site);
      expect(await text(`${address}/docs`)).toContain('aria-label="Hauptnavigation"');
      const { events, connected } = listen(`${address}/_kran/dev/events`);
      await connected;
      // The server render must run the new code, not the modules loaded before; the file is put back afterwards.
      const themeDist = path.dirname(fileURLToPath(import.meta.resolve('@kran/theme')));
      const chunk = readdirSync(themeDist)
        .map((name) => path.join(themeDist, name))
        .find((file) => file.endsWith('.js') && readFileSync(file, 'utf8').includes('"Hauptnavigation"'))!;
      const original = readFileSync(chunk, 'utf8');
      try {
        writeFileSync(chunk, original.replace('"Hauptnavigation"', '"Hauptnavigation neu gebaut"'));
        await expect.poll(() => events.some(isReload), { timeout: REBUILD_BOUND }).toBe(true);
        expect(await text(`${address}/docs`)).toContain('aria-label="Hauptnavigation neu gebaut"');
      } finally {
        writeFileSync(chunk, original);
      }
    },
    TEST_BOUND,
  );
});
