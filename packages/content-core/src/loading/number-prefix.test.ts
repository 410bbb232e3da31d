import { describe, expect, it } from 'vitest';
import { buildFixture, routeOf } from '../../test/fixture-site.js';
import { stripNumberPrefix } from './number-prefix.js';

describe('number prefixes of docs', () => {
  it('strips order numbers from file and folder names as Docusaurus does, not dates or versions', () => {
    expect(
      ['01-intro', '1_intro', '01. intro', '003 - intro', '2021-01-31-notes', '7.0-migration', 'intro-01', '01'].map(
        stripNumberPrefix,
      ),
    ).toEqual(['intro', 'intro', 'intro', 'intro', '2021-01-31-notes', '7.0-migration', 'intro-01', '01']);
  });

  it('leaves them out of doc ids and slugs, and a folder named like its doc is its index', async () => {
    const manifest = await buildFixture('docs-number-prefixes');
    const docs = manifest.routes.flatMap((route) => (route.kind === 'doc' ? [`${route.docId} ${route.path}`] : []));
    expect(docs).toEqual([
      '2021-01-31-notizen /docs/2021-01-31-notizen',
      '7.0-umstieg /docs/7.0-umstieg',
      'anleitung/anleitung /docs/anleitung',
      'anleitung/grundlagen /docs/anleitung/grundlagen',
      'einleitung /docs/einleitung',
    ]);
    expect(JSON.stringify(routeOf(manifest, 'doc', '/docs/anleitung/grundlagen').content)).toContain(
      '"href":"/docs/einleitung"',
    );
  });
});
