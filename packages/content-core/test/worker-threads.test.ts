import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildManifest } from '../src/manifest/build-manifest.js';
import type { SiteConfig } from '../src/config/config.js';

const POSTS = 240;
const DOCS = 10;
const config: SiteConfig = {
  title: 'Test',
  url: 'https://example.org',
  blogs: [{ id: 'default', path: 'blog', routeBasePath: 'blogs' }],
  docs: [
    {
      id: 'default',
      path: 'docs',
      routeBasePath: 'docs',
      sidebars: { main: Array.from({ length: DOCS }, (_, index) => `seite-${index}`) },
    },
  ],
  pages: false,
};

/** A site of 250 markdown files: posts with tags, links to each other, summaries and code; docs in a sidebar. */
function generateSite(): string {
  const siteDir = mkdtempSync(path.join(tmpdir(), 'kran-workers-'));
  mkdirSync(path.join(siteDir, 'blog'));
  mkdirSync(path.join(siteDir, 'docs'));
  const postFile = (index: number) =>
    `2020-${String((index % 12) + 1).padStart(2, '0')}-${String((index % 28) + 1).padStart(2, '0')}-beitrag-${index}.md`;
  for (let index = 0; index < POSTS; index++) {
    const tags = ['podman', `thema-${index % 7}`, ...(index % 3 === 0 ? ['Rootless Container'] : [])];
    const link = index > 0 ? `Siehe auch [den Beitrag davor](./${postFile(index - 1)}).` : 'Der erste Beitrag.';
    writeFileSync(
      path.join(siteDir, 'blog', postFile(index)),
      `---\ntitle: Beitrag ${index}\ntags: [${tags.join(', ')}]\n---\n\nEinleitung zu Beitrag ${index}. ${link}\n\n` +
        `<!--truncate-->\n\n## Mehr\n\n\`\`\`bash\npodman run --rm beispiel-${index}\n\`\`\`\n\n:::tip Hinweis ${index}\nEin Tipp.\n:::\n`,
    );
  }
  for (let index = 0; index < DOCS; index++) {
    writeFileSync(
      path.join(siteDir, 'docs', `seite-${index}.md`),
      `---\ntitle: Seite ${index}\n---\n\n## Abschnitt\n\nText der Seite ${index}, mit [Link zum ersten Beitrag](../blog/${postFile(0)}).\n`,
    );
  }
  return siteDir;
}

describe('loading on worker threads', () => {
  const distEntry = path.join(import.meta.dirname, '../dist/index.js');

  it('gives the same manifest, byte for byte, as loading in the process', async () => {
    expect(existsSync(distEntry), 'content-core is built (pnpm build)').toBe(true);
    const siteDir = generateSite();
    const outFile = path.join(siteDir, 'manifest.json');
    execFileSync(process.execPath, [path.join(import.meta.dirname, 'build-with-dist.mjs'), siteDir, outFile], {
      env: { ...process.env, KRAN_TEST_CONFIG: JSON.stringify({ config }) },
    });
    const fromWorkers = JSON.parse(readFileSync(outFile, 'utf8')) as { manifest: unknown; workersStarted: number };
    // From 200 files up the built package reads on all cores, when there are at least two.
    expect(fromWorkers.workersStarted).toBe(availableParallelism() >= 2 ? 2 : 0);
    const inProcess = await buildManifest({ siteDir, config });
    expect(inProcess.routes.filter((route) => route.kind === 'blogPost')).toHaveLength(POSTS);
    expect(JSON.stringify(fromWorkers.manifest)).toBe(JSON.stringify(inProcess));
  }, 60_000);
});
