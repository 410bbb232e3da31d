import path from 'node:path';
import { DOCUSAURUS_VERSION } from '@kran/bench/lib/docusaurus-install.mjs';
import { DOCUSAURUS3_VERSION, docusaurus3CacheDir, ensureDocusaurus3 } from '@kran/bench/lib/docusaurus3-install.mjs';
import type { ExpectedCorpus } from '../docusaurus-corpus/corpus-site';
import { DOCUSAURUS2_INSTALL, type DocusaurusInstall } from '../fidelity/docusaurus-build';
import type { RepoSiteFacts } from './site-facts';

/** A repository written here with its Docusaurus site in `website/`, and what builds it with either generator. */
export interface RepoSource {
  name: string;
  /** The repository's folder. */
  dir: string;
  /** What the real Docusaurus built from it, written by write-expected.ts. */
  expectedFile: string;
  /** `Docusaurus 2.4.3`. */
  builtWith: string;
  install: DocusaurusInstall;
  /**
   * The packages of website/package.json that Kran's build loads, each with the folder of tooling/compat's
   * node_modules that holds that release (two releases of one package are installed under an alias).
   */
  kranPackages: Record<string, string>;
}

/** One of the two repositories: `docs/` beside `website/`, as a project keeps its Docusaurus site. */
export interface DocusaurusRepo extends RepoSource {
  name: 'd2' | 'd3';
  /** The page that shows react-lite-youtube-embed. */
  videoRoute: string;
}

/** The content of a repository's expected.json: the corpus's, and the facts of the site as a whole. */
export interface ExpectedRepo extends ExpectedCorpus {
  site: RepoSiteFacts;
}

const repo = (name: DocusaurusRepo['name']) => path.join(import.meta.dirname, name);

export const DOCUSAURUS_REPOS: DocusaurusRepo[] = [
  {
    name: 'd2',
    dir: repo('d2'),
    expectedFile: path.join(repo('d2'), 'expected.json'),
    builtWith: `Docusaurus ${DOCUSAURUS_VERSION}`,
    install: DOCUSAURUS2_INSTALL,
    videoRoute: '/docs/watch',
    kranPackages: {
      '@docusaurus/remark-plugin-npm2yarn': '@docusaurus/remark-plugin-npm2yarn',
      'react-lite-youtube-embed': 'react-lite-youtube-embed-2',
      sass: 'sass',
    },
  },
  {
    name: 'd3',
    dir: repo('d3'),
    expectedFile: path.join(repo('d3'), 'expected.json'),
    builtWith: `Docusaurus ${DOCUSAURUS3_VERSION}`,
    install: { dir: docusaurus3CacheDir(), ensure: ensureDocusaurus3 },
    videoRoute: '/docs/live-view',
    kranPackages: {
      '@docusaurus/remark-plugin-npm2yarn': '@docusaurus/remark-plugin-npm2yarn-3',
      'react-lite-youtube-embed': 'react-lite-youtube-embed',
      'remark-math': 'remark-math',
      'rehype-katex': 'rehype-katex',
      sass: 'sass',
    },
  },
];

/** A repository by its name (`d2`, `d3`), or an error that lists the names. */
export function docusaurusRepo(name: string | undefined): DocusaurusRepo {
  const found = DOCUSAURUS_REPOS.find((candidate) => candidate.name === name);
  if (!found) {
    const names = DOCUSAURUS_REPOS.map((candidate) => candidate.name).join(', ');
    throw new Error(`No Docusaurus repository named ${JSON.stringify(name)}; the repositories are ${names}.`);
  }
  return found;
}
