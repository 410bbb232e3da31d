import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { OutputFile } from '../feeds/feeds.js';
import { buildFileReader } from './read-build-file.js';
import { SEARCH_INDEX_DIR, SERVE_FACTS_FILE } from '../output/output-paths.js';

/** What `kran serve` needs to know about a build. */
export interface ServeFacts {
  /** The path the site was built for, e.g. `/` or `/docs-site/`. */
  baseUrl: string;
  /** Files whose names change with their content (a path ending in `/` stands for every file below it): cached for a year. */
  immutable: string[];
}

const UNKNOWN_BUILD: ServeFacts = { baseUrl: '/', immutable: [] };

export function serveFactsFile(facts: ServeFacts): OutputFile {
  return { path: SERVE_FACTS_FILE, contents: JSON.stringify(facts) };
}

/** The facts of the build in `root`, read again after a rebuild; a build that wrote none is served at `/`. */
export function serveFactsReader(root: string): () => ServeFacts {
  return buildFileReader(root, SERVE_FACTS_FILE, parseServeFacts, UNKNOWN_BUILD);
}

function parseServeFacts(json: unknown): ServeFacts {
  const facts = json as Partial<ServeFacts>;
  return {
    baseUrl: typeof facts.baseUrl === 'string' ? facts.baseUrl : '/',
    immutable: Array.isArray(facts.immutable) ? facts.immutable.filter((entry) => typeof entry === 'string') : [],
  };
}

/** Whether a file (relative to the output root, with `/`) is one whose name changes with its content. */
export function isImmutable(facts: ServeFacts, relativePath: string): boolean {
  return facts.immutable.some((entry) =>
    entry.endsWith('/') ? relativePath.startsWith(entry) : relativePath === entry,
  );
}

/**
 * Pagefind's files in the output whose names carry a hash of their content: the language's metadata
 * (`pagefind.de_<hash>.pf_meta`) and every index, fragment and filter chunk. Its script, entry file
 * and WebAssembly keep their names from build to build.
 */
export async function hashedSearchFiles(outDir: string): Promise<string[]> {
  const indexDir = path.join(outDir, SEARCH_INDEX_DIR);
  const entries = await readdir(indexDir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(indexDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) => /^(?:(?:fragment|index|filter)\/[^/]+|pagefind\.[^/]+\.pf_meta)$/.test(file))
    .map((file) => `${SEARCH_INDEX_DIR}/${file}`);
}
