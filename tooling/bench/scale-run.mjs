// One process of `pnpm bench:scale`: builds a site, appends a paragraph to one post and rebuilds it as `kran dev` does
// on a change (DevSite, told the changed file as kran dev's watcher tells it): the edited page is written first, then
// the whole site, with the same caches, keeping the search index and writing only the changed files in place.
// Prints JSON.
import { appendFile } from 'node:fs/promises';
import path from 'node:path';

// React picks its production build by NODE_ENV when it is first loaded, as the kran command sets it.
process.env.NODE_ENV ??= 'production';
const { DevSite } = await import('@kran/ssg-cli');

const [siteDir, editedFile] = process.argv.slice(2);
if (!siteDir || !editedFile)
  throw new Error('Usage: node scale-run.mjs SITE_DIR EDITED_FILE (run by pnpm bench:scale).');
// The script `kran dev` adds to every page.
const site = new DevSite({ siteDir, extraScripts: ['_kran/dev/client.js'] });

let start = performance.now();
const first = await site.build();
const firstMs = performance.now() - start;

await appendFile(editedFile, '\nEin neuer Absatz nach der Änderung.\n');
start = performance.now();
/** @type {number | undefined} */
let previewMs;
const edited = await site.build({
  reuseSearchIndex: true,
  changedFiles: [path.resolve(editedFile)],
  onPreview: () => (previewMs = performance.now() - start),
});
const editMs = performance.now() - start;

console.log(
  JSON.stringify({
    routes: first.routes,
    firstMs,
    editMs,
    previewMs,
    editPhases: edited.phases,
    editChanges: edited.changes,
    entryJsBytes: first.entryJsBytes,
    entryJsGzipBytes: first.entryJsGzipBytes,
    ...(first.javaScriptPerKind ? { javaScriptPerKind: first.javaScriptPerKind } : {}),
  }),
);
