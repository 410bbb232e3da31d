// One measured run: a cold buildManifest, then one edited post rebuilt with the warm cache. Prints JSON.
import { appendFile } from 'node:fs/promises';
import path from 'node:path';
import { buildManifest, ContentCache } from '@kran/content-core';
import { fileName } from './generate-site.mjs';

const [dir, countText] = process.argv.slice(2);
const config = { title: 'Benchmark', url: 'https://example.org', blogs: [{ id: 'default', path: 'blog', routeBasePath: 'blogs' }], pages: false };
const cache = new ContentCache();

let start = performance.now();
const manifest = await buildManifest({ siteDir: dir, config, cache });
const coldMs = performance.now() - start;

await appendFile(path.join(dir, 'blog', fileName(Math.floor(Number(countText) / 2))), '\nEin neuer Absatz nach der Änderung.\n');
start = performance.now();
await buildManifest({ siteDir: dir, config, cache });
const editMs = performance.now() - start;

console.log(JSON.stringify({ routes: manifest.routes.length, coldMs, editMs, maxRssKb: process.resourceUsage().maxRSS }));
