import path from 'node:path';
import type { CorpusFacts } from './corpus-facts';

/** The corpus site: docusaurus.config.js for Docusaurus, site.config.ts for Kran, the same content for both. */
export const CORPUS_SITE = path.join(import.meta.dirname, 'site');
/** What Docusaurus 2.4.3 builds from the corpus, written by `pnpm --filter @kran/compat corpus:expected`. */
export const EXPECTED_FILE = path.join(import.meta.dirname, 'expected.json');

/** The content of expected.json. */
export interface ExpectedCorpus {
  /** The generator and version that built it. */
  builtWith: string;
  /** Every route of the build, sorted. */
  routes: string[];
  /** The facts of each route. */
  pages: Record<string, CorpusFacts>;
}
