import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { markdownFiles, proseOf, upstreamRuns, upstreamUrls, urlsOf, wordsOf } from './upstream-text';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const shared = path.resolve(repoRoot, '../shared');
const upstream = path.join(shared, 'upstream/podman.io');
const siteDir = path.join(repoRoot, 'sites/podman-de');
const contentFiles = ['blog', 'release', 'docs', 'pages'].flatMap((folder) =>
  markdownFiles(path.join(siteDir, folder)),
);

/** URLs that shared/README.md names for the navbar, footer and sidebar of today's site. */
function specUrls(): string[] {
  return urlsOf(readFileSync(path.join(shared, 'README.md'), 'utf8'));
}

describe('the German content against the upstream site', () => {
  it('has a German file for every upstream post, announcement and doc', () => {
    const relative = (dir: string, file: string) => path.relative(dir, file);
    const ours = new Set(contentFiles.map((file) => relative(siteDir, file)));
    const missing = ['blog', 'release', 'docs']
      .flatMap((folder) => markdownFiles(path.join(upstream, folder)))
      .map((file) => relative(upstream, file))
      .filter((file) => !ours.has(file));
    expect(missing).toEqual([]);
  });

  it('shares no run of ten words with any upstream sentence', () => {
    const runs = upstreamRuns(upstream, 10);
    const copiedProse = wordsOf(proseOf(readFileSync(path.join(upstream, 'docs/checkpoint.md'), 'utf8')));
    expect(runs.has(copiedProse.slice(0, 10).join(' '))).toBe(true);
    const copied = contentFiles.flatMap((file) => {
      const words = wordsOf(proseOf(readFileSync(file, 'utf8')));
      const hits: string[] = [];
      for (let index = 0; index + 10 <= words.length; index++) {
        const run = words.slice(index, index + 10).join(' ');
        if (runs.has(run)) hits.push(`${path.relative(siteDir, file)}: "${run}"`);
      }
      return hits;
    });
    expect(copied).toEqual([]);
  });

  it('links only to external URLs that the upstream content or the spec names', () => {
    const allowed = new Set([...upstreamUrls(upstream), ...specUrls()]);
    const unknown = contentFiles.flatMap((file) =>
      urlsOf(readFileSync(file, 'utf8').replace(/^(```|~~~)[\s\S]*?^\1/gm, ''))
        .filter((url) => !allowed.has(url))
        .map((url) => `${path.relative(siteDir, file)}: ${url}`),
    );
    expect(unknown).toEqual([]);
  });
});
