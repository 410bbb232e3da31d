// One process of `pnpm bench:scale`: builds a site, appends a paragraph to one file and rebuilds it as `kran dev` does
// on a change: with the same ContentCache and RenderCache, keeping the search index, and writing only the changed
// files into the output folder in place (InPlaceOutput). Prints JSON.
import { appendFile } from 'node:fs/promises';
import path from 'node:path';

// React picks its production build by NODE_ENV when it is first loaded, as the kran command sets it.
process.env.NODE_ENV ??= 'production';
const { buildSite, InPlaceOutput, RenderCache } = await import('@kran/ssg-cli');
const { ContentCache } = await import('@kran/content-core');

const [siteDir, editedFile] = process.argv.slice(2);
if (!siteDir || !editedFile)
  throw new Error('Usage: node scale-run.mjs SITE_DIR EDITED_FILE (run by pnpm bench:scale).');
const cache = new ContentCache();
const renderCache = new RenderCache();
const inPlaceOutput = new InPlaceOutput(path.join(path.resolve(siteDir), 'build'));
// The script `kran dev` adds to every page.
const extraScripts = ['_kran/dev/client.js'];

let start = performance.now();
const first = await buildSite({ siteDir, cache, renderCache, inPlaceOutput, extraScripts });
const firstMs = performance.now() - start;

await appendFile(editedFile, '\nEin neuer Absatz nach der Änderung.\n');
start = performance.now();
const edited = await buildSite({ siteDir, cache, renderCache, inPlaceOutput, extraScripts, reuseSearchIndex: true });
const editMs = performance.now() - start;

console.log(
  JSON.stringify({
    routes: first.routes,
    firstMs,
    editMs,
    editPhases: edited.phases,
    editChanges: edited.changes,
    entryJsBytes: first.entryJsBytes,
    entryJsGzipBytes: first.entryJsGzipBytes,
    ...(first.javaScriptPerKind ? { javaScriptPerKind: first.javaScriptPerKind } : {}),
  }),
);
