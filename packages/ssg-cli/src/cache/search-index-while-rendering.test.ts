import { existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { snapshot } from '../../test/folder-snapshot.js';
import { compareHtmlFiles } from '../search/document-order.js';
import { createSearchIndex } from '../search/search-index.js';
import { SearchIndexWhileRendering } from './search-index-while-rendering.js';

const documentOf = (title: string, text: string) =>
  `<html lang="de"><head><title>${title}</title></head><body><main data-pagefind-body>` +
  `<h1>${title}</h1><p>${text}</p></main></body></html>`;

const previousDocuments = new Map([
  ['blog/a/index.html', documentOf('Pods verstehen', 'Ein Pod teilt sich Netzwerk und Prozessraum.')],
  ['docs/c/index.html', documentOf('Installation', 'Podman kommt aus den Paketquellen der Distribution.')],
]);
const renderedDocument = documentOf('Quadlet', 'Systemd startet Container aus Unit-Dateien.');
// The worker runs the built script, as `kran build` does.
const workerFile = new URL('../../dist/search-index-worker.js', import.meta.url);

/** The documents a build reads after its render, sorted by HTML file, as BuildCache.searchDocumentsOf gives them. */
const documentsOf = (entries: [string, string][]) => ({
  digest: 'not used',
  documents: new Map(entries.sort(([a], [b]) => compareHtmlFiles(a, b))),
});

/** Starts feeding the last build's documents, then renders `blog/b/index.html` a moment later, as the render would. */
async function feedWhileRendering(sourceDir: string, outDir: string): Promise<SearchIndexWhileRendering> {
  const feed = new SearchIndexWhileRendering({
    shardSize: 2000,
    language: 'de',
    sourceDir,
    previousDocuments,
    outDir,
    workerFile,
  });
  feed.begin(['docs/c/index.html', 'blog/b/index.html', 'blog/a/index.html'], ['blog/b/index.html']);
  await new Promise((resolve) => setTimeout(resolve, 50));
  mkdirSync(path.join(sourceDir, 'blog/b'), { recursive: true });
  writeFileSync(path.join(sourceDir, 'blog/b/index.html'), renderedDocument);
  feed.rendered(['blog/b/index.html']);
  return feed;
}

const untilWritten = (file: string) =>
  vi.waitFor(() => expect(existsSync(file)).toBe(true), { timeout: 20_000, interval: 20 });

describe('SearchIndexWhileRendering', () => {
  const allDocuments: [string, string][] = [...previousDocuments, ['blog/b/index.html', renderedDocument]];

  it('writes the same index as Pagefind given every document after the render', async () => {
    const sourceDir = mkdtempSync(path.join(tmpdir(), 'kran-search-feed-'));
    const fedDir = path.join(sourceDir, 'fed');
    const feed = await feedWhileRendering(sourceDir, fedDir);

    const written = await feed.writtenIndexOf(documentsOf(allDocuments));
    expect(written).toContain('pagefind/pagefind-entry.json');

    const afterDir = path.join(sourceDir, 'after');
    const made = await createSearchIndex({
      documents: documentsOf(allDocuments).documents,
      language: 'de',
      outDir: afterDir,
    });
    expect(made).toEqual(written);
    expect(snapshot(fedDir)).toEqual(snapshot(afterDir));
  });

  it('writes the index once every page is fed, before the build asks for it', async () => {
    const sourceDir = mkdtempSync(path.join(tmpdir(), 'kran-search-feed-'));
    const fedDir = path.join(sourceDir, 'fed');
    const feed = await feedWhileRendering(sourceDir, fedDir);

    await untilWritten(path.join(fedDir, 'pagefind/pagefind-entry.json'));
    const written = await feed.writtenIndexOf(documentsOf(allDocuments));
    expect(written).toContain('pagefind/pagefind-entry.json');
  });

  it('gives no index and leaves none behind when the render left other documents than it was fed', async () => {
    const sourceDir = mkdtempSync(path.join(tmpdir(), 'kran-search-feed-'));
    const fedDir = path.join(sourceDir, 'fed');
    const feed = await feedWhileRendering(sourceDir, fedDir);
    const changed = documentOf('Pods verstehen', 'Ein neuer Absatz.');
    const documents: [string, string][] = [
      ['blog/a/index.html', changed],
      ['blog/b/index.html', renderedDocument],
      ['docs/c/index.html', previousDocuments.get('docs/c/index.html')!],
    ];

    expect(await feed.writtenIndexOf(documentsOf(documents))).toBeUndefined();
    expect(readdirOrNone(path.join(fedDir, 'pagefind'))).toEqual([]);
    // Pagefind was stopped: a new index starts from nothing.
    const dir = path.join(sourceDir, 'after');
    expect(
      await createSearchIndex({ documents: documentsOf(documents).documents, language: 'de', outDir: dir }),
    ).toContain('pagefind/pagefind.js');
  });

  it('removes the index it wrote when the build takes the index from elsewhere', async () => {
    const sourceDir = mkdtempSync(path.join(tmpdir(), 'kran-search-feed-'));
    const fedDir = path.join(sourceDir, 'fed');
    const feed = await feedWhileRendering(sourceDir, fedDir);
    await untilWritten(path.join(fedDir, 'pagefind/pagefind-entry.json'));

    await feed.abandon();
    expect(readdirOrNone(path.join(fedDir, 'pagefind'))).toEqual([]);
  });

  it("feeds the last build's document of a page it was told is kept instead of rendered", async () => {
    const sourceDir = mkdtempSync(path.join(tmpdir(), 'kran-search-feed-'));
    const feed = new SearchIndexWhileRendering({
      shardSize: 2000,
      language: 'de',
      sourceDir,
      previousDocuments,
      outDir: path.join(sourceDir, 'fed'),
      workerFile,
    });
    const htmlFiles = ['docs/c/index.html', 'blog/b/index.html', 'blog/a/index.html'];
    feed.begin(htmlFiles, ['docs/c/index.html', 'blog/b/index.html']);
    mkdirSync(path.join(sourceDir, 'blog/b'), { recursive: true });
    writeFileSync(path.join(sourceDir, 'blog/b/index.html'), renderedDocument);
    feed.rendered(['blog/b/index.html']);
    feed.kept(['docs/c/index.html']);

    const written = await feed.writtenIndexOf(documentsOf(allDocuments));
    expect(written).toContain('pagefind/pagefind-entry.json');
  });
});

/** The names in a folder; none when it does not exist. */
function readdirOrNone(dir: string): string[] {
  return existsSync(dir) ? readdirSync(dir) : [];
}
