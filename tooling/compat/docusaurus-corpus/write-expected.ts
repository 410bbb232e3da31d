// Builds the corpus with Docusaurus 2.4.3 and writes what it shows to expected.json (pnpm corpus:expected).
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DOCUSAURUS_VERSION } from '@kran/bench/lib/docusaurus-install.mjs';
import { factsOfBuild, routesOfBuild } from '../fidelity/build-facts';
import { buildWithDocusaurus } from '../fidelity/docusaurus-build';
import { CORPUS_SITE, EXPECTED_FILE, type ExpectedCorpus } from './corpus-site';
import { docusaurusCorpusFacts } from './docusaurus-corpus-facts';

async function writeExpected(): Promise<void> {
  const scratch = await mkdtemp(path.join(tmpdir(), 'kran-corpus-'));
  const buildDir = path.join(scratch, 'build');
  try {
    console.log(`Building ${CORPUS_SITE} with Docusaurus ${DOCUSAURUS_VERSION}.`);
    await buildWithDocusaurus(`corpus-${process.pid}`, buildDir, (docusaurusSite) =>
      cp(CORPUS_SITE, docusaurusSite, { recursive: true, filter: (source) => !source.includes('node_modules') }),
    );
    const routes = routesOfBuild(buildDir);
    const facts = factsOfBuild(buildDir, routes, docusaurusCorpusFacts);
    const expected: ExpectedCorpus = {
      builtWith: `Docusaurus ${DOCUSAURUS_VERSION}`,
      routes,
      pages: Object.fromEntries(routes.map((route) => [route, facts.get(route) ?? { title: '' }])),
    };
    await writeFile(EXPECTED_FILE, `${JSON.stringify(expected, null, 2)}\n`);
    console.log(`Wrote the facts of ${routes.length} routes to ${EXPECTED_FILE}.`);
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

await writeExpected();
