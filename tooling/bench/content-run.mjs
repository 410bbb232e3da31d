// One measured run: a cold buildManifest, then one edited post rebuilt with the warm cache. Prints JSON with
// the peak RSS of each: the kernel's peak (VmHWM) is reset between the two, so the second is the edit's own.
import { readFileSync, writeFileSync } from 'node:fs';
import { appendFile } from 'node:fs/promises';
import path from 'node:path';
import { buildManifest, ContentCache } from '@kran/content-core';
import { fileName } from './generate-site.mjs';
import { parseMemory } from './lib/process-tree.mjs';

const [dir, countText] = process.argv.slice(2);
if (!dir || !countText) throw new Error('Usage: node content-run.mjs SITE_DIR POST_COUNT (run by pnpm bench:content).');
/** @type {import('@kran/content-core').SiteConfig} */
const config = { title: 'Benchmark', url: 'https://example.org', blogs: [{ id: 'default', path: 'blog', routeBasePath: 'blogs' }], pages: false };
const cache = new ContentCache();
const peakRssKb = () => parseMemory(readFileSync('/proc/self/status', 'utf8')).peakRssBytes / 1024;

let start = performance.now();
const manifest = await buildManifest({ siteDir: dir, config, cache });
const coldMs = performance.now() - start;
const coldMaxRssKb = peakRssKb();

// Writing 5 to clear_refs sets the peak back to the RSS of this moment (Linux, see proc(5)).
writeFileSync('/proc/self/clear_refs', '5');
await appendFile(path.join(dir, 'blog', fileName(Math.floor(Number(countText) / 2))), '\nEin neuer Absatz nach der Änderung.\n');
start = performance.now();
await buildManifest({ siteDir: dir, config, cache });
const editMs = performance.now() - start;
const editMaxRssKb = peakRssKb();

console.log(JSON.stringify({ routes: manifest.routes.length, coldMs, editMs, coldMaxRssKb, editMaxRssKb }));
