import { describe, expect, it } from 'vitest';
import { badInput, contentErrorsOf, described } from '../../test/bad-input/sites.js';
import { buildFixture, routeOf } from '../../test/fixture-site.js';

describe('last_update', () => {
  it('carries the date (as a UTC day) and author of docs and markdown pages into the manifest', async () => {
    const manifest = await buildFixture('last-update', { pages: { path: 'pages' } });
    expect(routeOf(manifest, 'doc', '/docs/anleitung').lastUpdate).toEqual({
      date: '2024-02-03',
      author: 'Anna Beispiel',
    });
    expect(routeOf(manifest, 'page', '/').lastUpdate).toEqual({ date: '2024-03-03' });
  });

  it('reports a date that is not one at the field', async () => {
    expect(described(await contentErrorsOf(badInput('last-update')))).toEqual([
      {
        message: 'Front matter field "last_update.date" is "irgendwann", which is not a date.',
        location: { file: 'docs/kaputt.md', line: 4, column: 9 },
        hint: 'Write it like `last_update: { date: 2024-05-01, author: Anna }`.',
      },
    ]);
  });
});
