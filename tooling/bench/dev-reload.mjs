// pnpm bench:dev: how long `kran dev` takes from a saved edit to the reloaded page in Chromium, on a synthetic site
// of 10,000 posts and 1,000 docs (BENCH_DEV_POSTS), for a post and a doc; and until the whole site is rebuilt.
import { spawn } from 'node:child_process';
import { appendFile, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { fileName, generateSite } from './generate-site.mjs';
import { formatSeconds, markdownTable, textTable } from './lib/format.mjs';
import { loadAverage, machineDescription } from './lib/machine.mjs';
import { summarize } from './lib/stats.mjs';
import { freshResultName } from './lib/result-name.mjs';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const kranCli = path.join(repoRoot, 'packages/ssg-cli/dist/cli.js');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const posts = Number(process.env.BENCH_DEV_POSTS ?? 10_000);
const edits = Number(process.env.BENCH_DEV_EDITS ?? 5);
/** The longest an edit may take to show before the benchmark gives up. */
const EDIT_BOUND_MS = 120_000;

/**
 * Starts `kran dev` on a free port; resolves with its address once it serves, and what it printed since a moment.
 * @param {string} site
 */
function startDev(site) {
  const child = spawn(process.execPath, [kranCli, 'dev', '--site', site, '--port', '0'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk.toString()));
  child.stderr.on('data', (chunk) => (output += chunk.toString()));
  /** @type {Promise<string>} */
  const address = new Promise((resolve, reject) => {
    child.stdout.on('data', () => {
      const match = output.match(/kran dev: (http:\/\/[\d.]+:\d+)\//);
      if (match) resolve(/** @type {string} */ (match[1]));
    });
    child.once('exit', (code) => reject(new Error(`kran dev exited with ${code}:\n${output.slice(-4000)}`)));
  });
  return { child, address, output: () => output };
}

/**
 * The first file below `dir` whose path ends with the path `suffix`, relative to `dir`.
 * @param {string} dir
 * @param {string} suffix
 */
async function fileEndingWith(dir, suffix) {
  const files = await readdir(dir, { recursive: true });
  const found = files.find((file) => file === suffix || file.endsWith(`/${suffix}`));
  if (!found) throw new Error(`No file below ${dir} ends with ${suffix}.`);
  return found;
}

/**
 * Waits until `text` says what `pattern` matches after `from` characters; resolves with the time it did (Date.now).
 * @param {() => string} text
 * @param {number} from
 * @param {RegExp} pattern
 */
async function printed(text, from, pattern) {
  const start = performance.now();
  while (!pattern.test(text().slice(from))) {
    if (performance.now() - start > EDIT_BOUND_MS) throw new Error(`kran dev did not print ${pattern}:\n${text()}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return Date.now();
}

const dir = await mkdtemp(path.join(tmpdir(), 'kran-bench-dev-'));
const loadBefore = loadAverage();
const docs = Math.round(posts / 10);
const { config } = await generateSite(dir, posts, { docs });
await mkdir(path.join(dir, 'pages'));
await writeFile(path.join(dir, 'pages', 'index.md'), '---\ntitle: Startseite\n---\n\nEin Blog über Podman.\n');
await writeFile(
  path.join(dir, 'site.config.ts'),
  `export default ${JSON.stringify({ ...config, pages: { path: 'pages' }, onBrokenLinks: 'throw' }, null, 2)};\n`,
);
console.log(`kran dev on ${posts} posts + ${docs} docs: the first build, then ${edits} edits of a post and of a doc.`);
const dev = startDev(dir);
const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu'] });
/** @type {Record<string, { page: number[]; site: number[] }>} */
const times = { post: { page: [], site: [] }, doc: { page: [], site: [] } };
try {
  const started = performance.now();
  const address = await dev.address;
  const firstBuildMs = performance.now() - started;
  console.log(`  first build and serving: ${formatSeconds(firstBuildMs)}`);
  const build = path.join(dir, 'build');
  const postName = fileName(Math.floor(posts / 2))
    .replace(/^\d{4}-\d{2}-\d{2}-/, '')
    .replace(/\.md$/, '');
  const targets = {
    post: {
      source: path.join(dir, 'blog', fileName(Math.floor(posts / 2))),
      url: `${address}/${path.dirname(await fileEndingWith(build, `${postName}/index.html`))}/`,
    },
    doc: {
      source: path.join(dir, 'docs', await fileEndingWith(path.join(dir, 'docs'), `anleitung-${docs / 2}.md`)),
      url: `${address}/${path.dirname(await fileEndingWith(build, `anleitung-${docs / 2}/index.html`))}/`,
    },
  };
  /** Where kran dev's output stood at the last edit: the next edit waits for the search index made after it. */
  let lastEditAt = -1;
  for (const [kind, target] of Object.entries(targets)) {
    const page = await browser.newPage();
    const listening = page.waitForResponse((response) => response.url().endsWith('/_kran/dev/events'));
    await page.goto(target.url);
    await listening;
    for (let edit = 0; edit < edits; edit++) {
      // The search index is made anew after each reload; the next edit waits for it, as a writer would.
      if (lastEditAt >= 0) await printed(dev.output, lastEditAt, /Search index updated/);
      const from = dev.output().length;
      lastEditAt = from;
      const marker = `Absatz-${kind}-${edit}-${Date.now()}`;
      const saved = Date.now();
      await appendFile(target.source, `\n${marker}\n`);
      await page.waitForFunction((text) => globalThis.document.body.textContent?.includes(text), marker, {
        timeout: EDIT_BOUND_MS,
        polling: 'raf',
      });
      // The reloaded page is seen at its first contentful paint (the wall clock of this machine, as Date.now here).
      const shown = await page.evaluate(() => {
        const [paint] = globalThis.performance.getEntriesByName('first-contentful-paint');
        return paint ? globalThis.performance.timeOrigin + paint.startTime : Date.now();
      });
      const rebuilt = await printed(dev.output, from, /Rebuilt \d+ pages/);
      const written = dev
        .output()
        .slice(from)
        .match(/Wrote the edited page first \(\d+ files in (\d+) ms\)/)?.[1];
      times[kind]?.page.push(shown - saved);
      times[kind]?.site.push(Math.max(rebuilt, shown) - saved);
      console.log(
        `  ${kind} edit ${edit + 1}: page ${formatSeconds(shown - saved)}, whole site ${formatSeconds(rebuilt - saved)}` +
          (written === undefined ? ', not written first' : `, written first in ${written} ms`),
      );
    }
    await page.close();
  }
} finally {
  await browser.close();
  dev.child.kill();
  await rm(dir, { recursive: true, force: true });
}

const headers = ['Edited file', 'Saved to reloaded page (median, min–max)', 'Saved to whole site rebuilt (median)'];
const rows = Object.entries(times).map(([kind, { page, site }]) => {
  const shown = summarize(page);
  return [
    kind,
    `${formatSeconds(shown.median)} (${formatSeconds(shown.min)}–${formatSeconds(shown.max)})`,
    formatSeconds(summarize(site).median),
  ];
});
const date = new Date().toISOString().slice(0, 10);
const machine = { description: machineDescription(), loadAverageBefore: loadBefore, loadAverageAfter: loadAverage() };
const resultsDir = path.join(import.meta.dirname, 'results');
await mkdir(resultsDir, { recursive: true });
const name = freshResultName(resultsDir, 'dev', date);
await writeFile(
  path.join(resultsDir, `${name}.json`),
  `${JSON.stringify({ kind: 'dev', date, machine, posts, docs, edits, times }, null, 2)}\n`,
);
await writeFile(
  path.join(resultsDir, `${name}.md`),
  [
    `# kran dev: from a saved edit to the reloaded page (${date})`,
    '',
    `Measured on ${machine.description}. Load average before/after: ${machine.loadAverageBefore} / ${machine.loadAverageAfter}.`,
    `${posts.toLocaleString('en-US')} posts + ${docs.toLocaleString('en-US')} docs, ${edits} edits each.`,
    '',
    markdownTable(headers, rows),
    '',
    '- Each edit appends a paragraph to the file, with the page open in Chromium: "reloaded page" is the first ' +
      'contentful paint of the page that shows the paragraph, "whole site" the moment `kran dev` prints its ' +
      '"Rebuilt" line. Both include the 50 ms the watcher waits for more writes of the same save. The next edit ' +
      'waits until the search index made after the last one is in place.',
    '',
  ].join('\n'),
);
console.log(`\n${textTable(headers, rows)}\nWrote results/${name}.json and .md`);
