import { readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { fileURLToPath, pathToFileURL } from 'node:url';

export interface FoundPage {
  url: string;
  title: string;
  excerpt: string;
  filters: Record<string, string[]>;
  meta: Record<string, string>;
}

export interface WrittenSearchIndex {
  search(query: string, filters?: Record<string, string>): Promise<FoundPage[]>;
  filters(): Promise<Record<string, Record<string, number>>>;
}

interface PagefindScript {
  options(options: Record<string, unknown>): Promise<void>;
  mergeIndex(url: string, options: Record<string, unknown>): Promise<void>;
  search(
    query: string,
    options?: { filters?: Record<string, string> },
  ): Promise<{ results: { data(): Promise<FoundPage & { meta: { title: string } }> }[] }>;
  filters(): Promise<Record<string, Record<string, number>>>;
}

export interface IndexedPage {
  url: string;
  content: string;
  filters: Record<string, string[]>;
  meta: Record<string, string>;
}

let isFetchServingFiles = false;
let openings = 0;

/**
 * The folders of the search indexes a build wrote, below `outDir`: `pagefind`, and those its entry file names when
 * the index is split (`pagefind/shard-2`, ...).
 */
export function searchIndexFolders(outDir: string): string[] {
  const entry = JSON.parse(readFileSync(path.join(outDir, 'pagefind/pagefind-entry.json'), 'utf8')) as {
    kran_shards?: string[];
  };
  return ['pagefind', ...(entry.kran_shards ?? []).map((shard) => `pagefind/${shard.replace(/\/$/, '')}`)];
}

/** Every page in the index a build wrote to `<outDir>/<folder>/` (`pagefind` unless given), read from its fragment files. */
export function readIndexedPages(outDir: string, indexFolder = 'pagefind'): IndexedPage[] {
  const folder = path.join(outDir, indexFolder, 'fragment');
  return readdirSync(folder).map((file) => {
    // A fragment is gzip-compressed JSON behind Pagefind's 12-byte signature.
    const json = gunzipSync(readFileSync(path.join(folder, file)))
      .subarray('pagefind_dcd'.length)
      .toString('utf8');
    const { url, content, filters, meta } = JSON.parse(json) as IndexedPage;
    return { url, content, filters, meta };
  });
}

/**
 * Opens the index a build wrote to `<outDir>/pagefind/` with Pagefind's own browser script, run in
 * Node: the same search a visitor's browser runs, the indexes of a split one merged as the theme merges them. The
 * script fetches its files by URL, so `fetch` learns to read `file:` URLs.
 */
export async function openWrittenSearchIndex(outDir: string): Promise<WrittenSearchIndex> {
  serveFilesThroughFetch();
  // A module of its own for each opening, so that an index written again is read anew.
  const script = `${pathToFileURL(path.join(outDir, 'pagefind/pagefind.js')).href}?opening=${(openings += 1)}`;
  const pagefind = (await import(/* @vite-ignore */ script)) as PagefindScript;
  await pagefind.options({ baseUrl: '/', noWorker: true });
  for (const folder of searchIndexFolders(outDir).slice(1))
    await pagefind.mergeIndex(`${pathToFileURL(path.join(outDir, folder)).href}/`, { baseUrl: '/' });
  return {
    async search(query, filters) {
      const found = await pagefind.search(query, filters ? { filters } : {});
      const pages = await Promise.all(found.results.map((result) => result.data()));
      return pages.map((page) => ({
        url: page.url,
        title: page.meta.title,
        excerpt: page.excerpt,
        filters: page.filters,
        meta: page.meta,
      }));
    },
    filters: () => pagefind.filters(),
  };
}

function serveFilesThroughFetch(): void {
  if (isFetchServingFiles) return;
  isFetchServingFiles = true;
  const networkFetch = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (!url.startsWith('file:')) return networkFetch(input, init);
    try {
      return new Response(await readFile(fileURLToPath(url.split('?')[0]!)));
    } catch {
      return new Response(null, { status: 404 });
    }
  };
}
