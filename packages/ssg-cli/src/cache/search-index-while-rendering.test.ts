import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
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

/** Starts feeding, then renders `blog/b/index.html` a moment later, as the render phase would. */
async function feedWhileRendering(sourceDir: string): Promise<SearchIndexWhileRendering> {
  const feed = new SearchIndexWhileRendering({
    shardSize: 2000,
    language: 'de',
    sourceDir,
    previousDocuments,
    workerFile,
  });
  feed.begin(['docs/c/index.html', 'blog/b/index.html', 'blog/a/index.html'], ['blog/b/index.html']);
  await new Promise((resolve) => setTimeout(resolve, 50));
  mkdirSync(path.join(sourceDir, 'blog/b'), { recursive: true });
  writeFileSync(path.join(sourceDir, 'blog/b/index.html'), renderedDocument);
  feed.rendered(['blog/b/index.html']);
  return feed;
}

describe('SearchIndexWhileRendering', () => {
  it('writes the same index as Pagefind given every document after the render', async () => {
    const sourceDir = mkdtempSync(path.join(tmpdir(), 'kran-search-feed-'));
    const feed = await feedWhileRendering(sourceDir);
    const documents = documentsOf([...previousDocuments, ['blog/b/index.html', renderedDocument]]);

    const index = await feed.indexOf(documents);
    expect(index).toBeDefined();
    const fedDir = path.join(sourceDir, 'fed');
    const written = await index!.write(fedDir).finally(() => index!.close());

    const afterDir = path.join(sourceDir, 'after');
    expect(await createSearchIndex({ documents: documents.documents, language: 'de', outDir: afterDir })).toEqual(
      written,
    );
    expect(snapshot(fedDir)).toEqual(snapshot(afterDir));
  });

  it('gives no index when the render left other documents than it was fed', async () => {
    const sourceDir = mkdtempSync(path.join(tmpdir(), 'kran-search-feed-'));
    const feed = await feedWhileRendering(sourceDir);
    const changed = documentOf('Pods verstehen', 'Ein neuer Absatz.');
    const documents = documentsOf([
      ['blog/a/index.html', changed],
      ['blog/b/index.html', renderedDocument],
      ['docs/c/index.html', previousDocuments.get('docs/c/index.html')!],
    ]);

    expect(await feed.indexOf(documents)).toBeUndefined();
    // Pagefind was stopped: a new index starts from nothing.
    const dir = path.join(sourceDir, 'after');
    expect(await createSearchIndex({ documents: documents.documents, language: 'de', outDir: dir })).toContain(
      'pagefind/pagefind.js',
    );
  });

  it("feeds the last build's document of a page it was told is kept instead of rendered", async () => {
    const sourceDir = mkdtempSync(path.join(tmpdir(), 'kran-search-feed-'));
    const feed = new SearchIndexWhileRendering({
      shardSize: 2000,
      language: 'de',
      sourceDir,
      previousDocuments,
    });
    const htmlFiles = ['docs/c/index.html', 'blog/b/index.html', 'blog/a/index.html'];
    feed.begin(htmlFiles, ['docs/c/index.html', 'blog/b/index.html']);
    mkdirSync(path.join(sourceDir, 'blog/b'), { recursive: true });
    writeFileSync(path.join(sourceDir, 'blog/b/index.html'), renderedDocument);
    feed.rendered(['blog/b/index.html']);
    feed.kept(['docs/c/index.html']);

    const index = await feed.indexOf(documentsOf([...previousDocuments, ['blog/b/index.html', renderedDocument]]));
    expect(index).toBeDefined();
    await index!.close();
  });
});
