// pnpm bench:search-shards SITE_DIR: what splitting a large site's search index costs and saves. SITE_DIR is a site
// built with the build cache (node_modules/.cache/kran holds its search documents), e.g. the 10,000-post site of
// generate-site.mjs. Prints (1) Pagefind's time to index 500 ... all pages, the cost of one edit with one index per
// shard size; (2) for 1, 2, 4, 8, 16 indexes of all pages: the time to index all of them, and in Chromium what the
// first and a second search cost (requests, bytes, milliseconds), loading and merging the indexes as the theme does.
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { deserialize } from 'node:v8';
import { createStaticServer } from '@kran/ssg-cli';
import { chromium } from 'playwright-core';
import { textTable } from './lib/format.mjs';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const siteDir = path.resolve(process.env.INIT_CWD ?? process.cwd(), process.argv[2] ?? '/tmp/ss10k');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const QUERIES = (process.env.BENCH_SEARCH_QUERIES ?? 'volumes,549').split(',');
// Kran's own Pagefind, as the build runs it.
const pagefindEntry = path.join(repoRoot, 'packages/ssg-cli/node_modules/pagefind/lib/index.js');
/**
 * @type {{
 *   createIndex(options: { forceLanguage: string }): Promise<{ index?: {
 *     addHTMLFile(file: { sourcePath: string; content: string }): Promise<unknown>;
 *     writeFiles(options: { outputPath: string }): Promise<unknown>;
 *     deleteIndex(): Promise<void>;
 *   } }>;
 *   close(): Promise<void>;
 * }}
 */
const { createIndex, close } = await import(pathToFileURL(pagefindEntry).href);

/** The search documents of the site's last build with the cache, by HTML file, sorted. */
async function searchDocuments() {
  const cacheDir = path.join(siteDir, 'node_modules/.cache/kran');
  const file = (await readdir(cacheDir)).find((name) => /^search-documents-.*\.v8$/.test(name));
  if (!file) throw new Error(`${cacheDir} holds no search documents: build ${siteDir} with the build cache first.`);
  /** @type {{ value: { documents: [string, string][] } }} */
  const entry = deserialize(await readFile(path.join(cacheDir, file)));
  return entry.value.documents;
}

/** The index (0-based) of a page among `count`, as packages/ssg-cli/src/search/search-shards.ts assigns it. */
const shardOf = (/** @type {string} */ htmlFile, /** @type {number} */ count) =>
  count === 1 ? 0 : createHash('sha256').update(htmlFile).digest().readUInt32BE(0) % count;

/**
 * Indexes the documents into `dir`, returning the milliseconds.
 * @param {[string, string][]} documents
 * @param {string} dir
 */
async function indexInto(documents, dir) {
  const start = performance.now();
  const { index } = await createIndex({ forceLanguage: 'en' });
  if (!index) throw new Error('Pagefind did not start.');
  await Promise.all(documents.map(([sourcePath, content]) => index.addHTMLFile({ sourcePath, content })));
  await index.writeFiles({ outputPath: dir });
  await index.deleteIndex();
  return performance.now() - start;
}

/**
 * Writes `count` indexes of the documents below `root` as Kran lays them out (`pagefind/`, `pagefind/shard-2/`, ...),
 * at once in one Pagefind process as a build does; returns the milliseconds.
 * @param {[string, string][]} documents
 * @param {number} count
 * @param {string} root
 */
async function writeShards(documents, count, root) {
  const parts = Array.from({ length: count }, () => /** @type {[string, string][]} */ ([]));
  for (const document of documents) parts[shardOf(document[0], count)]?.push(document);
  const dirs = parts.map((_, at) => path.join(root, at === 0 ? 'pagefind' : `pagefind/shard-${at + 1}`));
  const start = performance.now();
  await Promise.all(parts.map((part, at) => indexInto(part, path.join(dirs[at] ?? root))));
  const ms = performance.now() - start;
  const entryFile = path.join(root, 'pagefind', 'pagefind-entry.json');
  const entry = JSON.parse(await readFile(entryFile, 'utf8'));
  if (count > 1) entry.kran_shards = dirs.slice(1).map((dir) => `${path.basename(dir)}/`);
  await writeFile(entryFile, JSON.stringify(entry));
  await writeFile(path.join(root, 'index.html'), searchPage());
  return ms;
}

/** A page that loads Pagefind and merges the indexes as the theme's search does, then runs the queries. */
function searchPage() {
  return `<!doctype html><html lang="en"><head><title>Suche</title></head><body><script type="module">
const options = { baseUrl: '/', excerptLength: 24, ranking: { termFrequency: 0.25, pageLength: 0.5 } };
window.searchOnce = async (query) => {
  const start = performance.now();
  window.pagefind ??= (async () => {
    const [pagefind, entry] = await Promise.all([
      import('/pagefind/pagefind.js'),
      fetch('/pagefind/pagefind-entry.json', { cache: 'no-cache' }).then((response) => response.json()),
    ]);
    await pagefind.options(options);
    await Promise.all((entry.kran_shards ?? []).map((shard) => pagefind.mergeIndex('/pagefind/' + shard, options)));
    return pagefind;
  })();
  const pagefind = await window.pagefind;
  const found = await pagefind.search(query);
  await Promise.all(found.results.slice(0, 20).map((result) => result.data()));
  return { ms: performance.now() - start, results: found.results.length };
};
</script></body></html>`;
}

/**
 * Searches the indexes below `root` in Chromium: each query after the one before, in one page, with what it fetched.
 * @param {import('playwright-core').Browser} browser
 * @param {string} root
 */
async function searchInBrowser(browser, root) {
  const server = createStaticServer(root);
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const origin = `http://127.0.0.1:${/** @type {{ port: number }} */ (server.address()).port}`;
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    /** @type {Promise<number>[]} */
    let sizes = [];
    page.on('response', (response) => {
      sizes.push(
        response.body().then(
          (body) => body.length,
          () => 0,
        ),
      );
    });
    await page.goto(`${origin}/`);
    await page.waitForLoadState('networkidle');
    const searches = [];
    for (const query of QUERIES) {
      sizes = [];
      /** @type {{ ms: number; results: number }} */
      const { ms, results } = await page.evaluate(
        // @ts-expect-error -- searchPage() defines it on the page.
        // eslint-disable-next-line no-undef
        (text) => window.searchOnce(text),
        query,
      );
      const bytes = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
      searches.push({ query, ms, results, requests: sizes.length, bytes });
    }
    return searches;
  } finally {
    await context.close();
    await new Promise((resolve) => server.close(() => resolve(undefined)));
  }
}

const documents = await searchDocuments();
const scratch = await mkdtemp(path.join(tmpdir(), 'kran-bench-shards-'));
const machine = `${cpus().length} cores, load ${loadavg()
  .map((load) => load.toFixed(1))
  .join(' ')}`;
console.log(`${documents.length} search documents of ${siteDir}; ${machine}\n`);
try {
  const sizeRows = [];
  for (const pages of [500, 1000, 2000, 4000, documents.length]) {
    // Pages of one shard: a hash's subset, as an index of that size holds them.
    const subset = [...documents].sort(([a], [b]) => shardOf(a, 1 << 30) - shardOf(b, 1 << 30)).slice(0, pages);
    const ms = await indexInto(subset, path.join(scratch, `size-${pages}`, 'pagefind'));
    sizeRows.push([String(pages), `${Math.round(ms)} ms`, `${((ms / pages) * 1000).toFixed(0)} µs`]);
  }
  console.log(textTable(['pages in one index', 'index time', 'per page'], sizeRows));

  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu'] });
  const shardRows = [];
  try {
    for (const count of [1, 2, 4, 8, 16]) {
      const root = path.join(scratch, `shards-${count}`);
      const ms = await writeShards(documents, count, root);
      const row = [String(count), `${Math.round(ms)} ms`];
      for (const search of await searchInBrowser(browser, root))
        row.push(
          `${search.results} found, ${search.requests} req, ${(search.bytes / 1024).toFixed(0)} KB, ${Math.round(search.ms)} ms`,
        );
      shardRows.push(row);
      await rm(root, { recursive: true, force: true });
    }
  } finally {
    await browser.close();
  }
  console.log(
    `\n${textTable(
      ['indexes', 'index all', ...QUERIES.map((query, at) => `${at === 0 ? 'first search' : 'then'} "${query}"`)],
      shardRows,
    )}`,
  );
  console.log(
    `\nload after: ${loadavg()
      .map((load) => load.toFixed(1))
      .join(' ')}`,
  );
} finally {
  await close();
  await rm(scratch, { recursive: true, force: true });
}
