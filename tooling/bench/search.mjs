// pnpm bench:search [BUILD_DIR]: the search figures of pnpm bench:compare for one Kran build (default: the
// Podman site's build/, made by pnpm build), without building anything or running Docusaurus.
import path from 'node:path';
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { createSizeCache } from './lib/browser-measure.mjs';
import { SEARCH_HEADERS, searchRows } from './lib/compare-report.mjs';
import { textTable } from './lib/format.mjs';
import { measureSearch } from './lib/search-measure.mjs';
import { serveBuild } from './lib/serve-build.mjs';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const kranCli = path.join(repoRoot, 'packages/ssg-cli/dist/cli.js');
// pnpm sets INIT_CWD to the folder it was called from, which a relative BUILD_DIR is meant from.
const buildDir = process.argv[2]
  ? path.resolve(process.env.INIT_CWD ?? process.cwd(), process.argv[2])
  : path.join(repoRoot, 'sites/podman-de/build');
const port = Number(process.env.BENCH_PORT ?? 4193);
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const query = process.env.BENCH_SEARCH_QUERY ?? 'rootless';
const page = process.env.BENCH_SEARCH_PAGE ?? '/docs';

if (!existsSync(path.join(buildDir, 'pagefind')))
  throw new Error(`${buildDir} holds no search index. Build the site first (pnpm build) or name a Kran build folder.`);
const server = await serveBuild({ kranCli, dir: buildDir, port });
const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu'] });
try {
  const search = await measureSearch(browser, {
    buildDir,
    origin: server.origin,
    path: page,
    query,
    sizes: createSizeCache(),
  });
  console.log(
    `${textTable(SEARCH_HEADERS, searchRows(search))}\n\nRequests of the first query: ${search.firstQuery.urls.join(', ')}`,
  );
} finally {
  await browser.close();
  await server.stop();
}
