// One measured run: a cold buildManifest, then edited posts rebuilt with the warm cache, one edit at a time
// (the first right after the cold run, then four more, as when an author keeps writing). Prints JSON with the
// peak RSS of each: the kernel's peak (VmHWM) is reset after the cold run, so the second is the edits' own.
import { readFileSync, writeFileSync } from 'node:fs';
import { appendFile } from 'node:fs/promises';
import path from 'node:path';
import { buildManifest, ContentCache } from '@kran/content-core';
import { fileName } from './generate-site.mjs';
import { parseMemory } from './lib/process-tree.mjs';

const [dir, countText] = process.argv.slice(2);
if (!dir || !countText) throw new Error('Usage: node content-run.mjs SITE_DIR POST_COUNT (run by pnpm bench:content).');
/** @type {import('@kran/content-core').SiteConfig} */
const config = {
  title: 'Benchmark',
  url: 'https://example.org',
  blogs: [{ id: 'default', path: 'blog', routeBasePath: 'blogs' }],
  pages: false,
};
const cache = new ContentCache();
const peakRssKb = () => parseMemory(readFileSync('/proc/self/status', 'utf8')).peakRssBytes / 1024;

let start = performance.now();
const manifest = await buildManifest({ siteDir: dir, config, cache });
const coldMs = performance.now() - start;
const coldMaxRssKb = peakRssKb();

// Writing 5 to clear_refs sets the peak back to the RSS of this moment (Linux, see proc(5)).
writeFileSync('/proc/self/clear_refs', '5');
const EDITS = 5;
const editMs = [];
for (let edit = 0; edit < EDITS; edit++) {
  await appendFile(
    path.join(dir, 'blog', fileName(Math.floor(Number(countText) / 2) + edit)),
    '\nEin neuer Absatz nach der Änderung.\n',
  );
  start = performance.now();
  await buildManifest({ siteDir: dir, config, cache });
  editMs.push(performance.now() - start);
}
const editMaxRssKb = peakRssKb();
const [firstEditMs, ...laterEditMs] = editMs;
const medianLaterEditMs = laterEditMs.sort((a, b) => a - b)[Math.floor(laterEditMs.length / 2)];

console.log(
  JSON.stringify({
    routes: manifest.routes.length,
    coldMs,
    firstEditMs,
    medianLaterEditMs,
    coldMaxRssKb,
    editMaxRssKb,
  }),
);
