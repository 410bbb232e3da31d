// pnpm bench:long-tasks BUILD_DIR... : the main thread's long tasks while pages of one or more build folders load,
// side by side. Each build is served on its own port; every run opens each page of each build in a fresh Chromium
// with the CPU slowed four times (as Lighthouse's mobile settings assume), in turns, and reads the browser's long
// task entries. Prints per page and build the median total blocking time (tasks after the first contentful paint,
// each beyond 50 ms), the longest task and the time in long tasks. BENCH_RUNS (10) runs, BENCH_PAGES (the home page
// and the newest blog post of the first build) as comma-separated paths.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createStaticServer } from '@kran/ssg-cli';
import { chromium } from 'playwright-core';
import { textTable } from './lib/format.mjs';
import { loadAverage, machineDescription } from './lib/machine.mjs';
import { choosePages, sitemapPaths } from './lib/page-choice.mjs';
import { summarize } from './lib/stats.mjs';

const CPU_SLOWDOWN = 4;
const SETTLE_MS = 2500;
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const runs = Number(process.env.BENCH_RUNS ?? 10);
const builds = process.argv.slice(2).map((dir) => path.resolve(process.env.INIT_CWD ?? process.cwd(), dir));
if (builds.length === 0) throw new Error('Name one or more build folders: pnpm bench:long-tasks BUILD_DIR...');

/** The paths to load: BENCH_PAGES, else the home page and the newest blog post of the first build. */
async function pagePaths() {
  if (process.env.BENCH_PAGES) return process.env.BENCH_PAGES.split(',');
  const paths = sitemapPaths(await readFile(path.join(/** @type {string} */ (builds[0]), 'sitemap.xml'), 'utf8'));
  const chosen = choosePages([paths]);
  return ['Home page', 'Blog post'].map(
    (name) => /** @type {string} */ (chosen.find((page) => page.name === name)?.path),
  );
}

/**
 * Loads one page in a fresh browser and reads its long tasks.
 * @param {string} url
 * @returns {Promise<{ blocking: number; longest: number; total: number }>}
 */
async function longTasksOf(url) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const entries = /** @type {[number, number][]} */ ([]);
      Object.assign(globalThis, { __longTasks: entries });
      new globalThis.PerformanceObserver((list) => {
        for (const entry of list.getEntries()) entries.push([entry.startTime, entry.duration]);
      }).observe({ type: 'longtask', buffered: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(SETTLE_MS);
    const { tasks, firstPaint } = await page.evaluate(() => ({
      tasks: /** @type {[number, number][]} */ (/** @type {any} */ (globalThis).__longTasks),
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
    }));
    const after = tasks.filter(([start]) => start >= firstPaint).map(([, duration]) => duration);
    return {
      blocking: after.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0),
      longest: Math.max(0, ...after),
      total: after.reduce((sum, duration) => sum + duration, 0),
    };
  } finally {
    await browser.close();
  }
}

const servers = await Promise.all(
  builds.map(async (dir) => {
    const server = createStaticServer(dir);
    await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
    return { dir, server, origin: `http://127.0.0.1:${/** @type {{ port: number }} */ (server.address()).port}` };
  }),
);
const pages = await pagePaths();
const loadBefore = loadAverage();
/** @type {Map<string, { blocking: number[]; longest: number[]; total: number[] }>} */
const figures = new Map();
try {
  for (let run = 0; run < runs; run += 1)
    for (const pagePath of pages)
      for (const { dir, origin } of servers) {
        const key = `${pagePath}\t${dir}`;
        const measured = await longTasksOf(`${origin}${pagePath}`);
        const entry = figures.get(key) ?? { blocking: [], longest: [], total: [] };
        entry.blocking.push(measured.blocking);
        entry.longest.push(measured.longest);
        entry.total.push(measured.total);
        figures.set(key, entry);
      }
} finally {
  for (const { server } of servers) server.close();
}

const ms = (/** @type {number[]} */ values) => {
  const { median, min, max } = summarize(values);
  return `${Math.round(median)} (${Math.round(min)}–${Math.round(max)})`;
};
console.log(
  `${machineDescription()}; load average ${loadBefore} before, ${loadAverage()} after; ${runs} runs, CPU slowed ${CPU_SLOWDOWN}×; median (min–max) ms`,
);
console.log(
  textTable(
    ['Page', 'Build', 'Total blocking time', 'Longest task', 'In long tasks'],
    [...figures].map(([key, entry]) => {
      const [pagePath, dir] = key.split('\t');
      return [
        /** @type {string} */ (pagePath),
        /** @type {string} */ (dir),
        ms(entry.blocking),
        ms(entry.longest),
        ms(entry.total),
      ];
    }),
  ),
);
