import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { compareCorpus, describeDifferences } from './compare-corpus';
import type { ExpectedCorpus } from './corpus-site';

const page = (title: string) => `<html><head><title>${title}</title></head><body><main></main></body></html>`;

describe('compareCorpus', () => {
  let kranBuild: string;
  beforeEach(() => {
    kranBuild = mkdtempSync(path.join(tmpdir(), 'kran-compare-corpus-'));
    mkdirSync(path.join(kranBuild, 'docs'));
    writeFileSync(path.join(kranBuild, 'index.html'), page('Lantern'));
    writeFileSync(path.join(kranBuild, 'docs/index.html'), page('Docs | Kran'));
  });
  afterEach(() => rmSync(kranBuild, { recursive: true, force: true }));

  const expected: ExpectedCorpus = {
    builtWith: 'Docusaurus 2.4.3',
    routes: ['/', '/docs', '/docs/2.0'],
    pages: {
      '/': { title: 'Lantern | Lantern' },
      '/docs': { title: 'Docs | Lantern' },
      '/docs/2.0': { title: 'Old docs | Lantern' },
    },
  };

  it('lists missing and extra routes and the unexplained differences of each route', () => {
    const result = compareCorpus(expected, kranBuild, ['/', '/docs', '/search']);
    expect(result.missingRoutes).toEqual(['/docs/2.0']);
    expect(result.extraRoutes).toEqual(['/search']);
    // The home page's title is a known difference.
    expect(result.differences.get('/')).toEqual([]);
    expect(result.differences.get('/docs')).toEqual([
      { route: '/docs', fact: 'title', docusaurus: 'Docs | Lantern', kran: 'Docs | Kran' },
    ]);
  });

  it('describes a difference with what each generator shows', () => {
    const message = describeDifferences('/docs', [
      { route: '/docs', fact: 'tabs', docusaurus: ['Linux | macOS'], kran: undefined },
    ]);
    expect(message).toContain('/docs differs from Docusaurus in 1 fact(s)');
    expect(message).toMatch(/tabs\n {4}Docusaurus 2\.4\.3: \[\n {6}"Linux \| macOS"\n {4}\]\n {4}Kran: +\(nothing\)/);
  });
});
