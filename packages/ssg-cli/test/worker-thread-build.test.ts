import { ContentErrors } from '@kran/content-core';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import type * as Api from '../src/index.js';
import { copyFixture } from './fixture-site.js';

// The built package: the worker thread's module exists only in dist/.
const api = (await import(pathToFileURL(path.resolve(import.meta.dirname, '../dist/index.js')).href)) as typeof Api;

describe('a build whose content and rendering run in a worker thread', () => {
  it('writes the same site as a build in this thread, and reports its phases and progress', async () => {
    const site = copyFixture('thread-both');
    const page = () => readFileSync(path.join(site, 'build/blog/2024/01/02/erster/index.html'), 'utf8');
    // A build in a worker thread keeps no build cache, so neither does the build compared with it.
    const here = await api.buildSite({ siteDir: site, workerThread: false, persistentCache: false });
    const pageBuiltHere = page();
    const progress: number[] = [];
    const there = await api.buildSite({ siteDir: site, workerThread: true, onProgress: (done) => progress.push(done) });
    expect(there.routes).toBe(here.routes);
    // The bundle and the page data are made at the same time; a worker thread reports each phase as it ends.
    const phaseNames = (summary: Api.BuildSummary) => summary.phases.map((phase) => phase.name).sort();
    expect(phaseNames(there)).toEqual(phaseNames(here));
    expect(progress.at(-1)).toBe(there.routes);
    expect(page()).toBe(pageBuiltHere);
  });

  it('fails with the content errors and their locations, as a build in this thread does', async () => {
    const site = copyFixture('thread-content');
    writeFileSync(path.join(site, 'blog/2024-01-02-erster.md'), '---\ntitle: [kaputt\n---\n\nText.\n');
    const failure = await api.buildSite({ siteDir: site, workerThread: true }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ContentErrors);
    expect((failure as ContentErrors).errors[0]!.location).toMatchObject({
      file: 'blog/2024-01-02-erster.md',
      line: expect.any(Number),
    });
  });

  it('fails with the broken links, keeping the previous build', async () => {
    const site = copyFixture('thread-links');
    await api.buildSite({ siteDir: site, workerThread: true });
    const before = readFileSync(path.join(site, 'build/docs/index.html'), 'utf8');
    writeFileSync(path.join(site, 'docs/index.md'), '---\ntitle: Hallo Welt\n---\n\nSiehe [fehlt](/docs/fehlt).\n');
    const failure = await api.buildSite({ siteDir: site, workerThread: true }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(api.BrokenLinksError);
    expect((failure as Api.BrokenLinksError).brokenLinks).toEqual([
      {
        target: '/docs/fehlt',
        location: { file: 'docs/index.md', line: 5, column: 7 },
        pages: ['/docs'],
        problem: 'page',
        path: '/docs/fehlt',
      },
    ]);
    expect(readFileSync(path.join(site, 'build/docs/index.html'), 'utf8')).toBe(before);
  });
});
