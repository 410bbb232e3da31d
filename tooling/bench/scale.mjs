// pnpm bench:scale: Kran on synthetic sites of growing size, a cold build each and one edited post rebuilt; Docusaurus
// 3.10 with Faster on the same sites at the sizes asked for.
import { appendFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileName, generateSite } from './generate-site.mjs';
import { buildWithDocusaurusFaster, HOME_PAGE } from './lib/docusaurus-scale.mjs';
import { DOCUSAURUS3_VERSION, docusaurus3CacheDir, ensureDocusaurus3 } from './lib/docusaurus3-install.mjs';
import { formatBytes, formatSeconds, markdownTable, textTable } from './lib/format.mjs';
import { loadAverage, machineDescription } from './lib/machine.mjs';
import { runMeasured } from './lib/measure-process.mjs';
import { outputStats } from './lib/output-stats.mjs';
import { scaleChartSvg } from './lib/svg-chart.mjs';
import { DOCUSAURUS_SCALE_HEADERS, docusaurusScaleRows, scaleRows, SCALE_HEADERS } from './lib/scale-report.mjs';
import { freshResultName } from './lib/result-name.mjs';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const kranCli = path.join(repoRoot, 'packages/ssg-cli/dist/cli.js');
const sizes = (process.env.BENCH_SCALE_POSTS ?? '1000,5000,10000').split(',').map(Number);
// Docs pages beside the posts: one for every ten posts, so the largest site has 11,000 content pages.
const docsPerPost = Number(process.env.BENCH_SCALE_DOCS_RATIO ?? 0.1);
// The sizes at which Docusaurus 3.10 Faster builds the same site too ('' or 0: none), and how long each of its builds
// may take before it is stopped and reported as not finished.
const docusaurusSizes = new Set(
  (process.env.BENCH_SCALE_DOCUSAURUS_POSTS ?? '1000')
    .split(',')
    .map(Number)
    .filter((posts) => posts > 0),
);
const docusaurusLimitMs = Number(process.env.BENCH_SCALE_DOCUSAURUS_LIMIT_S ?? 900) * 1000;
if (!(docusaurusLimitMs > 0))
  throw new Error(
    `BENCH_SCALE_DOCUSAURUS_LIMIT_S must be a number of seconds above 0, not "${process.env.BENCH_SCALE_DOCUSAURUS_LIMIT_S}".`,
  );
const docusaurus = [...docusaurusSizes].some((posts) => sizes.includes(posts))
  ? { cacheDir: docusaurus3CacheDir(), cli: await ensureDocusaurus3() }
  : undefined;

const loadBefore = loadAverage();
const rows = [];
console.log(
  `Kran at scale: synthetic sites of ${sizes.join(', ')} posts plus ${docsPerPost * 100}% as many docs, each in a fresh folder.`,
);
for (const posts of sizes) {
  const dir = await mkdtemp(path.join(tmpdir(), 'kran-bench-scale-'));
  try {
    const docs = Math.round(posts * docsPerPost);
    const { config } = await generateSite(dir, posts, { docs });
    // Every page's navbar links to the home page, so the site gets one.
    await mkdir(path.join(dir, 'pages'));
    await writeFile(path.join(dir, 'pages', 'index.md'), HOME_PAGE);
    await writeFile(
      path.join(dir, 'site.config.ts'),
      `export default ${JSON.stringify({ ...config, pages: { path: 'pages' }, onBrokenLinks: 'throw' }, null, 2)};\n`,
    );

    const cold = await runMeasured({ command: process.execPath, args: [kranCli, 'build', '--site', dir], cwd: dir });
    if (cold.exitCode !== 0)
      throw new Error(`kran build of ${posts} posts failed (exit ${cold.exitCode}):\n${cold.output.slice(-4000)}`);
    const output = await outputStats(path.join(dir, 'build'));

    // The cold build left its build cache; a `kran build` after one edited post uses it.
    await appendFile(path.join(dir, 'blog', fileName(Math.floor(posts / 3))), '\nEin neuer Absatz.\n');
    const cachedEdit = await runMeasured({
      command: process.execPath,
      args: [kranCli, 'build', '--site', dir],
      cwd: dir,
    });
    if (cachedEdit.exitCode !== 0)
      throw new Error(
        `kran build after an edit (${posts} posts) failed (exit ${cachedEdit.exitCode}):\n${cachedEdit.output.slice(-4000)}`,
      );

    const editedFile = path.join(dir, 'blog', fileName(Math.floor(posts / 2)));
    const edit = await runMeasured({
      command: process.execPath,
      args: [path.join(import.meta.dirname, 'scale-run.mjs'), dir, editedFile],
      cwd: dir,
    });
    if (edit.exitCode !== 0)
      throw new Error(
        `The rebuild after an edit (${posts} posts) failed (exit ${edit.exitCode}):\n${edit.output.slice(-4000)}`,
      );
    const rebuild = JSON.parse(edit.output.trim().split('\n').at(-1) ?? '');

    const row = {
      posts,
      docs,
      pages: rebuild.routes,
      htmlFiles: output.htmlFiles,
      outputBytes: output.bytes,
      cold: {
        wallMs: cold.wallMs,
        cpuMs: cold.cpuMs,
        peakRssBytes: cold.peakRssBytes,
        phases: cold.output.match(/phases: (.*)/)?.[1] ?? '',
      },
      edit: {
        ms: rebuild.editMs,
        ...(rebuild.previewMs === undefined ? {} : { previewMs: rebuild.previewMs }),
        phases: rebuild.editPhases,
        changes: rebuild.editChanges,
        peakRssBytes: edit.peakRssBytes,
      },
      buildEdit: {
        wallMs: cachedEdit.wallMs,
        peakRssBytes: cachedEdit.peakRssBytes,
        phases: cachedEdit.output.match(/phases: (.*)/)?.[1] ?? '',
      },
      entryJsGzipBytes: rebuild.entryJsGzipBytes,
      ...(rebuild.javaScriptPerKind ? { javaScriptPerKind: rebuild.javaScriptPerKind } : {}),
      ...(docusaurus && docusaurusSizes.has(posts)
        ? {
            docusaurusFaster: await buildWithDocusaurusFaster({
              ...docusaurus,
              posts,
              docs,
              limitMs: docusaurusLimitMs,
            }),
          }
        : {}),
    };
    rows.push(row);
    const pagesPerSecond = Math.round(row.pages / (row.cold.wallMs / 1000));
    console.log(
      `  ${posts} posts + ${docs} docs = ${row.pages} pages: ` +
        `cold ${formatSeconds(row.cold.wallMs)} (${pagesPerSecond} pages/s), ` +
        `peak RSS ${formatBytes(row.cold.peakRssBytes)}; after one edit: kran dev ` +
        `${row.edit.previewMs === undefined ? '' : `edited page ${formatSeconds(row.edit.previewMs)}, `}` +
        `whole site ${formatSeconds(row.edit.ms)}, ` +
        `kran build ${formatSeconds(row.buildEdit.wallMs)}`,
    );
    if (row.docusaurusFaster)
      console.log(`  Docusaurus ${DOCUSAURUS3_VERSION} Faster: ${docusaurusScaleRows([row])[0]?.slice(1).join(', ')}`);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const date = new Date().toISOString().slice(0, 10);
const result = {
  kind: 'scale',
  date,
  machine: { description: machineDescription(), loadAverageBefore: loadBefore, loadAverageAfter: loadAverage() },
  versions: { 'docusaurus-faster': DOCUSAURUS3_VERSION },
  rows,
};
const resultsDir = path.join(import.meta.dirname, 'results');
await mkdir(resultsDir, { recursive: true });
const name = freshResultName(resultsDir, 'scale', date);
const title = `Kran cold builds of synthetic sites (${date}, ${result.machine.description})`;
const markdown = [
  `# Kran at scale (${date})`,
  '',
  `Measured on ${result.machine.description}. Load average before/after: ${result.machine.loadAverageBefore} / ${result.machine.loadAverageAfter}.`,
  '',
  markdownTable(SCALE_HEADERS, scaleRows(rows)),
  '',
  `![${title}](${name}.svg)`,
  '',
  ...(rows.some((row) => row.docusaurusFaster)
    ? [
        `## Docusaurus ${DOCUSAURUS3_VERSION} with Faster on the same sites`,
        '',
        markdownTable(DOCUSAURUS_SCALE_HEADERS, docusaurusScaleRows(rows)),
        '',
        `- Docusaurus ${DOCUSAURUS3_VERSION} with \`future.faster: true\` (and the v4 flag it needs) and ` +
          "`markdown.format: 'detect'`, the same generated posts, docs and home page, `onBrokenLinks: 'throw'`. Cold: " +
          'no .docusaurus, no persistent cache, no build folder. One edit: a paragraph appended to one post, built again ' +
          `with Rspack's persistent cache. Each build is stopped after ${formatSeconds(docusaurusLimitMs)} ` +
          '(BENCH_SCALE_DOCUSAURUS_LIMIT_S); sizes: BENCH_SCALE_DOCUSAURUS_POSTS.',
        '',
      ]
    : []),
  '- Cold: `kran build` in a fresh process on a freshly generated site. One edit, kran dev: the same ' +
    'process builds, a paragraph is appended to one post, and it builds again as `kran dev` does (DevSite, told ' +
    'the edited file as its watcher tells it): "edited page" is the time until the edited post\'s page is written ' +
    '(kran dev reloads it then), "whole site" until every other changed file is written too, keeping the search ' +
    'index and writing only the changed files in place (only the pages whose data changed are rendered again). ' +
    'One edit, kran build: before that, a paragraph ' +
    'is appended to another post and `kran build` runs in a fresh process with the build cache the cold build left.',
  '- Peak RSS is the highest sum of RSS over the process and its children, sampled every 50 ms from /proc (or its own VmHWM if higher).',
  '- JS per page: what a first visit loads (entry, its static chunks and the layout chunk), gzip, per page kind.',
  '',
].join('\n');
await writeFile(path.join(resultsDir, `${name}.json`), `${JSON.stringify(result, null, 2)}\n`);
await writeFile(path.join(resultsDir, `${name}.md`), markdown);
await writeFile(
  path.join(resultsDir, `${name}.svg`),
  scaleChartSvg(
    rows.map((row) => ({
      pages: row.pages,
      seconds: row.cold.wallMs / 1000,
      cpuSeconds: row.cold.cpuMs / 1000,
      rssMegabytes: row.cold.peakRssBytes / 1024 / 1024,
    })),
    { title },
  ),
);
const docusaurusRows = docusaurusScaleRows(rows);
if (docusaurusRows.length > 0) console.log(`\n${textTable(DOCUSAURUS_SCALE_HEADERS, docusaurusRows)}`);
console.log(`\n${textTable(SCALE_HEADERS, scaleRows(rows))}\nWrote results/${name}.json, .md and .svg`);
