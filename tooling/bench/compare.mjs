// pnpm bench:compare: Kran against Docusaurus 2.4.3 and Docusaurus 3.10 with Faster on the Podman site's content,
// builds and pages in Chromium.
import { appendFile, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '@kran/ssg-cli';
import { chromium } from 'playwright-core';
import { createSizeCache, measurePage } from './lib/browser-measure.mjs';
import { compareMarkdown, compareText } from './lib/compare-report.mjs';
import { freshResultName } from './lib/result-name.mjs';
import { DOCUSAURUS_VERSION, docusaurusCacheDir, ensureDocusaurus } from './lib/docusaurus-install.mjs';
import { DOCUSAURUS3_VERSION, docusaurus3CacheDir, ensureDocusaurus3 } from './lib/docusaurus3-install.mjs';
import { ensureLighthouse, LIGHTHOUSE_VERSION, runLighthouse } from './lib/lighthouse.mjs';
import { machineDescription, loadAverage } from './lib/machine.mjs';
import { runMeasured } from './lib/measure-process.mjs';
import { outputStats } from './lib/output-stats.mjs';
import { choosePages, sitemapPaths } from './lib/page-choice.mjs';
import { measureSearch } from './lib/search-measure.mjs';
import { serveBuild } from './lib/serve-build.mjs';
import { copyContent, writeDocusaurusConfig, writeKranConfig } from './lib/site-copy.mjs';
import { summarize } from './lib/stats.mjs';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const siteDir = path.join(repoRoot, 'sites/podman-de');
const kranCli = path.join(repoRoot, 'packages/ssg-cli/dist/cli.js');
const coldRuns = Number(process.env.BENCH_COLD_RUNS ?? 3);
const warmRuns = Number(process.env.BENCH_WARM_RUNS ?? 2);
const editRuns = Number(process.env.BENCH_EDIT_RUNS ?? 2);
const includePages = process.env.BENCH_PAGES !== '0';
const port = Number(process.env.BENCH_PORT ?? 4191);
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const runsLighthouse = process.env.BENCH_LIGHTHOUSE !== '0';
const searchQuery = process.env.BENCH_SEARCH_QUERY ?? 'rootless';
const searchPage = process.env.BENCH_SEARCH_PAGE ?? '/docs';
if (![coldRuns, warmRuns, editRuns].every((count) => Number.isInteger(count) && count >= 1)) {
  throw new Error(
    'BENCH_COLD_RUNS, BENCH_WARM_RUNS and BENCH_EDIT_RUNS must be whole numbers of at least 1, not ' +
      `"${process.env.BENCH_COLD_RUNS}", "${process.env.BENCH_WARM_RUNS}" and "${process.env.BENCH_EDIT_RUNS}".`,
  );
}

const CONTENT_WITH_PAGES =
  'sites/podman-de: blog (/blogs), release blog (/release), docs (/docs, docsSidebar) and the markdown ' +
  "pages, locale de, trailingSlash false. Docusaurus does not know Kran's landing directives (:::hero, " +
  '::::features, ::latest-posts ...) and renders them as plain paragraphs, so its home and marketing ' +
  "pages hold less markup; nothing else differs. No preprocessing: Docusaurus 2's MDX 1 builds every " +
  "file unchanged, Docusaurus 3 too with `markdown.format: 'detect'` (.md files as CommonMark).";
const CONTENT_WITHOUT_PAGES =
  'sites/podman-de: blog (/blogs), release blog (/release) and docs (/docs, docsSidebar), locale de, ' +
  'trailingSlash false; the markdown pages are left out (BENCH_PAGES=0). No preprocessing: both ' +
  "Docusaurus versions build every file unchanged (Docusaurus 3 with `markdown.format: 'detect'`).";
const NOTES = [
  'Cold: Docusaurus 2 without .docusaurus, node_modules/.cache (webpack and babel caches) and build; ' +
    'Docusaurus 3 Faster (`future.faster: true`, with the v4 flag removeLegacyPostBuildHeadAttribute it needs) ' +
    "without .docusaurus, node_modules/.cache (Rspack's persistent cache) and build; Kran without .ssg, " +
    'node_modules/.cache (its build cache) and build. Warm: the same command again with those kept, so Docusaurus 3 ' +
    'runs with its persistent cache as its users do. One edit: a warm build after a paragraph was appended to the ' +
    'same blog post of every copy.',
  'Peak RSS is the highest sum of RSS over the build process and all its children, sampled every 50 ms ' +
    "from /proc (or one process's own peak, VmHWM, if higher). CPU time adds user and system time of " +
    'every process of the tree.',
  'Lighthouse runs with its default mobile settings (simulated slow 4G and a 4× slower CPU) in the ' +
    'same Chromium; the performance score moves by a few points between runs on a busy machine.',
  'Every output is served by `kran serve --dir` on 127.0.0.1. "Until load" counts requests that ' +
    'started before the load event; "after load" those until the network was quiet for 1.5 s (link ' +
    'prefetching; the scripts of the page itself are left out of the prefetched bytes); "click" those ' +
    'from the click (with its hover) until the next page was quiet. "JS run to start the page" counts ' +
    'every script the browser fetched as a script (not as a prefetch) until the network was quiet: Kran ' +
    'starts its runtime just after the first paint, so most of its JS comes after the load event.',
  'Search (Kran only): the size of the Pagefind folder the build writes and of its index data per ' +
    `indexed page; then, in a fresh browser context on ${searchPage}, the query "${searchQuery}" typed ` +
    'key by key into the navbar search box, counting every request from the first key press until the ' +
    'results show and the network is quiet for 1.5 s (BENCH_SEARCH_QUERY, BENCH_SEARCH_PAGE).',
  'Other work on the machine during the run slows every tool alike; the runs alternate so none gets ' +
    'the quieter minutes. CPU time is less affected by it than wall time.',
];

/**
 * @typedef {'docusaurus' | 'docusaurus-faster' | 'kran'} ToolName
 * @typedef {{ outDir: string; caches: string[]; editedPost: string; command: Parameters<typeof runMeasured>[0] }} Tool
 * @typedef {{ wallMs: number; cpuMs: number; peakRssBytes: number }} BuildRun
 * @typedef {import('./lib/compare-report.mjs').ComparedPage} ComparedPage
 * @typedef {import('./lib/compare-report.mjs').LighthouseResult} LighthouseResult
 */

/** @type {ToolName[]} */
const TOOL_NAMES = ['docusaurus', 'docusaurus-faster', 'kran'];
// BENCH_TOOLS leaves tools out (Kran always builds), e.g. `docusaurus-faster` when Docusaurus 2 takes too long.
const toolNames = /** @type {ToolName[]} */ (
  [...new Set([...(process.env.BENCH_TOOLS ?? TOOL_NAMES.join(',')).split(','), 'kran'])].map((name) => name.trim())
);
const unknownTools = toolNames.filter((name) => !TOOL_NAMES.includes(name));
if (unknownTools.length > 0)
  throw new Error(`BENCH_TOOLS names ${unknownTools.join(', ')}; the tools are ${TOOL_NAMES.join(', ')}.`);
toolNames.sort((a, b) => TOOL_NAMES.indexOf(a) - TOOL_NAMES.indexOf(b));

/**
 * A Docusaurus copy of the content and how to build it. Docusaurus resolves its packages from the folder the site
 * sits in, so the copy lives in the folder it is installed in.
 * @param {{ cacheDir: string; cli: string; config: import('@kran/ssg-cli').KranConfig; editedPost: string; faster: boolean }} options
 * @returns {Promise<Tool>}
 */
async function prepareDocusaurusSite({ cacheDir, cli, config, editedPost, faster }) {
  const site = path.join(cacheDir, 'site');
  await rm(site, { recursive: true, force: true });
  await copyContent(siteDir, config, site, { includePages });
  await writeDocusaurusConfig(site, config, { includePages, faster });
  await writeFile(path.join(site, 'package.json'), '{ "name": "podman-de-docusaurus-bench", "private": true }\n');
  return {
    outDir: path.join(site, 'build'),
    editedPost: path.join(site, editedPost),
    // Docusaurus 2 keeps webpack's and babel's caches, Docusaurus 3 Faster Rspack's persistent cache, in node_modules/.cache.
    caches: ['.docusaurus', 'node_modules/.cache', 'build']
      .map((entry) => path.join(site, entry))
      .concat(path.join(cacheDir, 'node_modules/.cache')),
    command: {
      command: process.execPath,
      args: [cli, 'build', site, '--out-dir', path.join(site, 'build')],
      cwd: site,
      env: { NODE_ENV: 'production', NO_UPDATE_NOTIFIER: '1' },
    },
  };
}

/**
 * Copies the content for every tool and writes each one's config; returns how to build and clean each.
 * @param {{ docusaurus?: { cacheDir: string; cli: string }; docusaurusFaster?: { cacheDir: string; cli: string }; kranSite: string }} options
 * @returns {Promise<Record<ToolName, Tool>>} the tools of `toolNames`
 */
async function prepareSites({ docusaurus, docusaurusFaster, kranSite }) {
  const config = await loadConfig(siteDir);
  await copyContent(siteDir, config, kranSite, { includePages });
  await writeKranConfig(kranSite, config, { includePages });
  // The post every one-edit run appends a paragraph to: the first of the first blog, in every copy.
  const blogPath = config.blogs?.[0]?.path ?? 'blog';
  const post = (await readdir(path.join(siteDir, blogPath))).filter((name) => name.endsWith('.md')).sort()[0];
  if (!post) throw new Error(`${blogPath} of ${siteDir} holds no markdown post to edit.`);
  const editedPost = path.join(blogPath, post);
  return /** @type {Record<ToolName, Tool>} */ ({
    ...(docusaurus
      ? { docusaurus: await prepareDocusaurusSite({ ...docusaurus, config, editedPost, faster: false }) }
      : {}),
    ...(docusaurusFaster
      ? {
          'docusaurus-faster': await prepareDocusaurusSite({ ...docusaurusFaster, config, editedPost, faster: true }),
        }
      : {}),
    kran: {
      outDir: path.join(kranSite, 'build'),
      editedPost: path.join(kranSite, editedPost),
      caches: ['.ssg', 'node_modules/.cache', 'build'].map((entry) => path.join(kranSite, entry)),
      command: {
        command: process.execPath,
        args: [kranCli, 'build', '--site', kranSite, '--out', path.join(kranSite, 'build')],
        cwd: kranSite,
        env: {},
      },
    },
  });
}

/**
 * @param {ToolName} name
 * @param {Tool} tool
 * @param {'cold' | 'warm' | 'edit'} phase
 * @returns {Promise<BuildRun>}
 */
async function buildOnce(name, tool, phase) {
  if (phase === 'cold') for (const folder of tool.caches) await rm(folder, { recursive: true, force: true });
  if (phase === 'edit') await appendFile(tool.editedPost, `\nA paragraph added at ${new Date().toISOString()}.\n`);
  const run = await runMeasured(tool.command);
  if (run.exitCode !== 0) throw new Error(`${name} build failed (exit ${run.exitCode}):\n${run.output.slice(-4000)}`);
  const wall = (run.wallMs / 1000).toFixed(2).padStart(7);
  const cpu = (run.cpuMs / 1000).toFixed(1).padStart(6);
  const peakRss = (run.peakRssBytes / 1024 / 1024).toFixed(0).padStart(5);
  console.log(`  ${name.padEnd(17)} ${phase.padEnd(4)}  ${wall} s  CPU ${cpu} s  peak RSS ${peakRss} MB`);
  return { wallMs: run.wallMs, cpuMs: run.cpuMs, peakRssBytes: run.peakRssBytes };
}

/**
 * Cold runs alternating Docusaurus 2, Docusaurus 3 Faster and Kran, then warm runs, then one-edit runs; every run and
 * its summary per tool.
 * @param {Record<ToolName, Tool>} tools
 */
async function runBuilds(tools) {
  /** @type {Record<ToolName, { cold: BuildRun[]; warm: BuildRun[]; edit: BuildRun[] }>} */
  /** @type {Partial<Record<ToolName, { cold: BuildRun[]; warm: BuildRun[]; edit: BuildRun[] }>>} */
  const runsOf = {};
  for (const name of toolNames) runsOf[name] = { cold: [], warm: [], edit: [] };
  const runs = /** @type {Record<ToolName, { cold: BuildRun[]; warm: BuildRun[]; edit: BuildRun[] }>} */ (runsOf);
  console.log(
    `Building the same content with ${toolNames.join(', ')}, alternating: ${coldRuns} cold runs each, then ` +
      `${warmRuns} warm runs each, then ${editRuns} runs each after editing one post.`,
  );
  /** @type {['cold' | 'warm' | 'edit', number][]} */
  const phases = [
    ['cold', coldRuns],
    ['warm', warmRuns],
    ['edit', editRuns],
  ];
  for (const [phase, count] of phases) {
    for (let index = 0; index < count; index += 1) {
      for (const name of toolNames) runs[name][phase].push(await buildOnce(name, tools[name], phase));
    }
  }
  const summarizeRuns = (/** @type {BuildRun[]} */ list) => ({
    wallMs: summarize(list.map((run) => run.wallMs)),
    cpuMs: summarize(list.map((run) => run.cpuMs)),
    peakRssBytes: summarize(list.map((run) => run.peakRssBytes)),
  });
  const resultOf = async (/** @type {ToolName} */ name) => ({
    runs: runs[name],
    cold: summarizeRuns(runs[name].cold),
    warm: summarizeRuns(runs[name].warm),
    edit: summarizeRuns(runs[name].edit),
    output: await outputStats(tools[name].outDir),
  });
  /** @type {Partial<Record<ToolName, Awaited<ReturnType<typeof resultOf>>>>} */
  const results = {};
  for (const name of toolNames) results[name] = await resultOf(name);
  // Kran is always among them.
  return /** @type {typeof results & { kran: Awaited<ReturnType<typeof resultOf>> }} */ (results);
}

/**
 * Serves each build in turn and measures the same pages in Chromium and Kran's search, then runs Lighthouse on two of them.
 * @param {Record<ToolName, Tool>} tools
 * @param {string | undefined} lighthouseCli
 * @returns {Promise<{ pages: ComparedPage[]; search?: import('./lib/search-measure.mjs').SearchResult; lighthouse?: LighthouseResult }>}
 */
async function measureInBrowser(tools, lighthouseCli) {
  const pages = choosePages(
    toolNames.map((name) => sitemapPaths(readFileSync(path.join(tools[name].outDir, 'sitemap.xml'), 'utf8'))),
  );
  console.log(`Measuring ${pages.length} pages in Chromium (${chromiumPath}).`);
  // Each page gets its measurement per tool below.
  const measured = /** @type {(ReturnType<typeof choosePages>[number] & ComparedPage)[]} */ (
    pages.map((page) => ({ ...page }))
  );
  const lighthousePages = /** @type {LighthouseResult['pages']} */ (
    lighthouseCli
      ? measured
          .filter((page) => page.name === 'Home page' || page.name === 'Blog post')
          .map((page) => ({ name: page.name, path: page.path }))
      : []
  );
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu'] });
  let search;
  try {
    for (const [index, name] of toolNames.entries()) {
      const server = await serveBuild({ kranCli, dir: tools[name].outDir, port: port + index });
      const sizes = createSizeCache();
      try {
        for (const page of measured)
          page[name] = await measurePage(browser, {
            origin: server.origin,
            path: page.path,
            navigateTo: page.navigateTo,
            sizes,
          });
        if (name === 'kran')
          search = await measureSearch(browser, {
            buildDir: tools.kran.outDir,
            origin: server.origin,
            path: searchPage,
            query: searchQuery,
            sizes,
          });
        if (lighthousePages.length > 0)
          console.log(
            `Running Lighthouse ${LIGHTHOUSE_VERSION} (mobile) on ${lighthousePages.map((page) => page.path).join(' and ')} of the ${name} build.`,
          );
        if (lighthouseCli)
          for (const page of lighthousePages)
            page[name] = await runLighthouse({ cli: lighthouseCli, url: server.origin + page.path, chromiumPath });
      } finally {
        await server.stop();
      }
    }
  } finally {
    await browser.close();
  }
  return {
    pages: measured,
    search,
    ...(lighthouseCli ? { lighthouse: { version: LIGHTHOUSE_VERSION, pages: lighthousePages } } : {}),
  };
}

const loadBefore = loadAverage();
const docusaurus = toolNames.includes('docusaurus')
  ? { cacheDir: docusaurusCacheDir(), cli: await ensureDocusaurus(docusaurusCacheDir()) }
  : undefined;
const docusaurusFaster = toolNames.includes('docusaurus-faster')
  ? { cacheDir: docusaurus3CacheDir(), cli: await ensureDocusaurus3(docusaurus3CacheDir()) }
  : undefined;
const lighthouseCli = runsLighthouse ? await ensureLighthouse() : undefined;
const kranSite = await mkdtemp(path.join(tmpdir(), 'kran-bench-compare-'));
try {
  const tools = await prepareSites({ docusaurus, docusaurusFaster, kranSite });
  const builds = await runBuilds(tools);
  const browser = await measureInBrowser(tools, lighthouseCli);
  const date = new Date().toISOString().slice(0, 10);
  const result = {
    kind: 'compare',
    date,
    machine: { description: machineDescription(), loadAverageBefore: loadBefore, loadAverageAfter: loadAverage() },
    versions: {
      ...(docusaurus ? { docusaurus: DOCUSAURUS_VERSION } : {}),
      ...(docusaurusFaster ? { 'docusaurus-faster': DOCUSAURUS3_VERSION } : {}),
      node: process.version,
      ...(lighthouseCli ? { lighthouse: LIGHTHOUSE_VERSION } : {}),
    },
    content: { includesPages: includePages, description: includePages ? CONTENT_WITH_PAGES : CONTENT_WITHOUT_PAGES },
    tools: builds,
    ...browser,
    notes: [
      ...NOTES,
      ...(toolNames.length < TOOL_NAMES.length
        ? [`Left out of this run (BENCH_TOOLS): ${TOOL_NAMES.filter((name) => !toolNames.includes(name)).join(', ')}.`]
        : []),
    ],
  };
  const resultsDir = path.join(import.meta.dirname, 'results');
  await mkdir(resultsDir, { recursive: true });
  const name = freshResultName(resultsDir, 'compare', date);
  await writeFile(path.join(resultsDir, `${name}.json`), `${JSON.stringify(result, null, 2)}\n`);
  await writeFile(path.join(resultsDir, `${name}.md`), compareMarkdown(result));
  console.log(`\n${compareText(result)}\n\n${result.content.description}\nWrote results/${name}.json and .md`);
} finally {
  await rm(kranSite, { recursive: true, force: true });
}
