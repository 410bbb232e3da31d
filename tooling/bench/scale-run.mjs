// One process of `pnpm bench:scale`: builds a site, appends a paragraph to one file and rebuilds it with the
// same ContentCache and RenderCache, keeping the search index, as `kran dev` does on a change. Prints JSON.
import { appendFile } from 'node:fs/promises';

// React picks its production build by NODE_ENV when it is first loaded, as the kran command sets it.
process.env.NODE_ENV ??= 'production';
const { buildSite, RenderCache } = await import('@kran/ssg-cli');
const { ContentCache } = await import('@kran/content-core');

const [siteDir, editedFile] = process.argv.slice(2);
if (!siteDir || !editedFile)
  throw new Error('Usage: node scale-run.mjs SITE_DIR EDITED_FILE (run by pnpm bench:scale).');
const cache = new ContentCache();
const renderCache = new RenderCache();

let start = performance.now();
const first = await buildSite({ siteDir, cache, renderCache });
const firstMs = performance.now() - start;

await appendFile(editedFile, '\nEin neuer Absatz nach der Änderung.\n');
start = performance.now();
const edited = await buildSite({ siteDir, cache, renderCache, reuseSearchIndex: true });
const editMs = performance.now() - start;

console.log(
  JSON.stringify({
    routes: first.routes,
    firstMs,
    editMs,
    editPhases: edited.phases,
    entryJsBytes: first.entryJsBytes,
    entryJsGzipBytes: first.entryJsGzipBytes,
    ...(first.javaScriptPerKind ? { javaScriptPerKind: first.javaScriptPerKind } : {}),
  }),
);
