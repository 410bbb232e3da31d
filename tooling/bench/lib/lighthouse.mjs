import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { benchCacheRoot, ensureNpmPackages } from './npm-cache.mjs';

// Lighthouse 13 needs Node 22; 12.8 is the last line that runs on Node 20.
export const LIGHTHOUSE_VERSION = '12.8.2';
export const LIGHTHOUSE_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** Installs Lighthouse into the bench cache unless it is there; returns its CLI. */
export async function ensureLighthouse() {
  const dir = path.join(benchCacheRoot(), `lighthouse-${LIGHTHOUSE_VERSION}`);
  await ensureNpmPackages(
    dir,
    { name: 'kran-bench-lighthouse', private: true, dependencies: { lighthouse: LIGHTHOUSE_VERSION } },
    { lighthouse: LIGHTHOUSE_VERSION },
  );
  return path.join(dir, 'node_modules', 'lighthouse', 'cli', 'index.js');
}

/**
 * Category scores (0–100) from a Lighthouse JSON report; a category that could not be scored is null.
 * @param {{ categories?: Record<string, { score?: number | null } | undefined> }} report
 * @returns {Record<string, number | null>}
 */
export function categoryScores(report) {
  return Object.fromEntries(
    LIGHTHOUSE_CATEGORIES.map((id) => {
      const score = report.categories?.[id]?.score;
      return [id, score == null ? null : Math.round(score * 100)];
    }),
  );
}

/** The metrics the report quotes besides the scores, by the row label they get: Lighthouse audit ids. */
export const LIGHTHOUSE_METRICS = {
  'total blocking time (ms)': 'total-blocking-time',
  'largest contentful paint (ms)': 'largest-contentful-paint',
};

/**
 * Timing metrics (ms, rounded) from a Lighthouse JSON report; a metric it could not measure is null.
 * @param {{ audits?: Record<string, { numericValue?: number } | undefined> }} report
 * @returns {Record<string, number | null>}
 */
export function metricValues(report) {
  return Object.fromEntries(
    Object.entries(LIGHTHOUSE_METRICS).map(([label, id]) => {
      const value = report.audits?.[id]?.numericValue;
      return [label, value == null ? null : Math.round(value)];
    }),
  );
}

/**
 * Runs Lighthouse with its default mobile settings against `url` in the given Chromium.
 * @param {{ cli: string; url: string; chromiumPath: string }} options
 */
export async function runLighthouse({ cli, url, chromiumPath }) {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      cli,
      url,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      `--only-categories=${LIGHTHOUSE_CATEGORIES.join(',')}`,
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
    ],
    { env: { ...process.env, CHROME_PATH: chromiumPath }, maxBuffer: 256 * 1024 * 1024 },
  );
  const report = JSON.parse(stdout);
  if (report.runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${report.runtimeError.message}`);
  return { ...categoryScores(report), ...metricValues(report) };
}
