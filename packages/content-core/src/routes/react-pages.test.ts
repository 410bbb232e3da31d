import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildManifest } from '../manifest/build-manifest.js';

const siteDir = path.join(import.meta.dirname, '..', '..', 'test', 'fixtures', 'react-pages');
const config = { title: 'Beispiel', tagline: 'Ein Test', url: 'https://example.org', pages: { path: 'pages' } };

describe('React pages', () => {
  it('routes each .tsx, .jsx and .ts file in the pages folder by its path, beside the markdown pages, as Docusaurus does', async () => {
    const { routes } = await buildManifest({ siteDir, config });
    expect(routes.filter((route) => route.kind === 'reactPage')).toEqual([
      { kind: 'reactPage', path: '/liste', source: 'pages/liste.ts', description: 'Ein Test' },
      { kind: 'reactPage', path: '/spielwiese', source: 'pages/spielwiese.tsx', description: 'Ein Test' },
      { kind: 'reactPage', path: '/werkzeuge', source: 'pages/werkzeuge/index.jsx', description: 'Ein Test' },
    ]);
    expect(routes.map((route) => route.path)).toEqual(['/', '/doppelt', '/liste', '/spielwiese', '/werkzeuge']);
  });

  it('skips files starting with an underscore, tests and type declarations, as Docusaurus does', async () => {
    const { routes } = await buildManifest({ siteDir, config });
    const sources = routes.map((route) => route.source);
    expect(sources).not.toContain('pages/_entwurf.tsx');
    expect(sources).not.toContain('pages/__tests__/hilfe.ts');
    expect(sources).not.toContain('pages/typen.d.ts');
  });

  it('warns when a React page and a markdown page claim one route, and builds the markdown page', async () => {
    const { routes, warnings } = await buildManifest({ siteDir, config });
    expect(routes.find((route) => route.path === '/doppelt')?.kind).toBe('page');
    expect(warnings.map((warning) => warning.message)).toEqual([
      'The route /doppelt is claimed by pages/doppelt.md and by pages/doppelt.tsx; only the first is built.',
    ]);
  });

  it('lists no React pages when the site has no pages folder', async () => {
    const { routes } = await buildManifest({ siteDir, config: { ...config, pages: false as const } });
    expect(routes).toEqual([]);
  });
});
