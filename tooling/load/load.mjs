// pnpm test:load: `kran serve` under load on loopback (default 30 s, 100 connections, mixed requests);
// prints the figures and exits with 1 when a bound in lib/bounds.mjs is broken.
import autocannon from 'autocannon';
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BOUNDS, brokenBounds } from './lib/bounds.mjs';
import { listBuildFiles, requestMix } from './lib/request-mix.mjs';
import { freePort, residentMegabytes, startServer } from './lib/server-process.mjs';

const repository = path.resolve(import.meta.dirname, '../..');
const kranCli = path.join(repository, 'packages/ssg-cli/dist/cli.js');
const site = path.join(repository, 'sites/podman-de');
const duration = Number(process.env.LOAD_DURATION ?? 30);
const connections = Number(process.env.LOAD_CONNECTIONS ?? 100);
const WARM_UP_SECONDS = 5;

if (!existsSync(kranCli)) {
  console.error(`${path.relative(repository, kranCli)} is missing. Run "pnpm build" first.`);
  process.exit(1);
}

// A copy of the Podman site's build, so a rebuild elsewhere cannot change the files mid-run.
const buildDir = mkdtempSync(path.join(tmpdir(), 'kran-load-'));
if (existsSync(path.join(site, 'build/index.html'))) {
  cpSync(path.join(site, 'build'), buildDir, { recursive: true });
} else {
  console.log('sites/podman-de/build is missing; building the site for the load test.');
  execFileSync(process.execPath, [kranCli, 'build', '--site', site, '--out', buildDir], { stdio: 'inherit' });
}

const mix = requestMix(listBuildFiles(buildDir));
const server = await startServer({ kranCli, dir: buildDir, port: await freePort() });
/** @type {string[]} */
const unexpected = [];
/** @type {import('autocannon').Request[]} */
const requests = mix.map(({ urlPath, status, headers }) => ({
  method: 'GET',
  path: urlPath,
  headers,
  /** @param {number} actual */
  onResponse: (actual) => {
    if (actual !== status) unexpected.push(`${actual} for ${urlPath} (expected ${status})`);
  },
}));
/** @param {number} seconds */
const run = (seconds) => autocannon({ url: server.origin, connections, duration: seconds, requests, timeout: 10 });

try {
  const coldRss = residentMegabytes(server.pid);
  // The warm-up fills the server's bounded compression cache, so the run measures growth beyond it.
  await run(WARM_UP_SECONDS);
  const rssBefore = residentMegabytes(server.pid);
  unexpected.length = 0;
  const result = await run(duration);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const isServerRunning = server.isRunning();
  const rssAfter = isServerRunning ? residentMegabytes(server.pid) : Number.NaN;
  const figures = {
    errors: result.errors,
    timeouts: result.timeouts,
    serverErrors: result['5xx'],
    unexpectedStatuses: unexpected.length,
    unexpectedExample: unexpected[0],
    rssGrowthMb: rssAfter - rssBefore,
    isServerRunning,
  };
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .map(([code, { count }]) => `${code}: ${count}`)
    .join(', ');
  const missingPaths = mix.filter((request) => request.status === 404).length;
  console.log(
    [
      `kran serve under load: ${mix.length} different requests (${missingPaths} missing paths), ` +
        `${connections} connections, ${duration} s after a ${WARM_UP_SECONDS} s warm-up`,
      `  requests: ${result.requests.total} (${Math.round(result.requests.average)}/s), statuses ${statuses}`,
      `  latency ms: p50 ${result.latency.p50}, p97.5 ${result.latency.p97_5}, p99 ${result.latency.p99}, max ${result.latency.max}`,
      `  errors ${result.errors}, timeouts ${result.timeouts}, 5xx ${result['5xx']}, unexpected statuses ${unexpected.length}`,
      `  server RSS MB: ${coldRss.toFixed(1)} at start, ${rssBefore.toFixed(1)} after warm-up, ` +
        `${rssAfter.toFixed(1)} after the run (growth ${figures.rssGrowthMb.toFixed(1)}, bound ${BOUNDS.rssGrowthMb})`,
    ].join('\n'),
  );
  const broken = brokenBounds(figures);
  if (broken.length > 0) {
    console.error(
      `Load test failed:\n${broken.map((line) => `  ${line}`).join('\n')}${server.stderr() ? `\nServer output:\n${server.stderr()}` : ''}`,
    );
    process.exitCode = 1;
  } else {
    console.log('Load test passed.');
  }
} finally {
  await server.stop();
  rmSync(buildDir, { recursive: true, force: true });
}
