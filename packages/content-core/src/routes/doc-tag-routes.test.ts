import { describe, expect, it } from 'vitest';
import { contentErrorsOf } from '../../test/bad-input/sites.js';
import { buildFixture, fixture, fixtureConfig, routeOf } from '../../test/fixture-site.js';

const docsOnly = { blogs: [] };

describe('doc tags', () => {
  it('are shown on each doc: predefined tags from tags.yml, inline texts and objects under the tags path', async () => {
    const manifest = await buildFixture('doc-tags', docsOnly);
    expect(routeOf(manifest, 'doc', '/docs/install').tags).toEqual([
      { label: 'Podman', permalink: '/docs/tags/podman', description: 'Alles über Podman selbst.' },
      { label: 'Linux-Pakete', permalink: '/docs/tags/pakete' },
    ]);
    expect(routeOf(manifest, 'doc', '/docs/plain').tags).toBeUndefined();
  });

  it('have a page listing every tag with its number of docs, sorted by label', async () => {
    const manifest = await buildFixture('doc-tags', docsOnly);
    const tags = routeOf(manifest, 'docTags', '/docs/tags');
    expect(tags.tags.map(({ label, permalink, count }) => [label, permalink, count])).toEqual([
      ['Erste Schritte', '/docs/tags/erste-schritte', 1],
      ['Linux-Pakete', '/docs/tags/pakete', 1],
      ['Podman', '/docs/tags/podman', 2],
    ]);
    expect(tags.title).toBe('Tags');
  });

  it('have a page per tag listing its docs by title, with the description of a predefined tag', async () => {
    const manifest = await buildFixture('doc-tags', docsOnly);
    const podman = routeOf(manifest, 'docTagDocs', '/docs/tags/podman');
    expect(podman).toMatchObject({
      docsId: 'default',
      allTagsPath: '/docs/tags',
      description: 'Alles über Podman selbst.',
      tag: { label: 'Podman', count: 2 },
    });
    expect(podman.docs).toEqual([
      { title: 'Einführung', description: 'Worum es geht.', permalink: '/docs/intro' },
      { title: 'Installation', description: 'Podman auf jedem System.', permalink: '/docs/install' },
    ]);
  });

  it('warn about tags that tags.yml does not define, at the tags of the doc, as Docusaurus 3 does by default', async () => {
    const manifest = await buildFixture('doc-tags', docsOnly);
    expect(manifest.warnings).toContainEqual(
      expect.objectContaining({
        message: 'The tags "Erste Schritte" are not defined in docs/tags.yml.',
        location: expect.objectContaining({ file: 'docs/intro.md', line: 3 }),
      }),
    );
  });

  it('stop the build on each doc with a tag tags.yml does not define when onInlineTags says throw', async () => {
    const docs = [{ id: 'default', path: 'docs', routeBasePath: 'docs', onInlineTags: 'throw' as const }];
    const errors = await contentErrorsOf(fixture('doc-tags'), { ...fixtureConfig, ...docsOnly, docs });
    expect(errors.map((error) => [error.location.file, error.message])).toEqual([
      ['docs/install.md', 'The tags "Linux-Pakete" are not defined in docs/tags.yml.'],
      ['docs/intro.md', 'The tags "Erste Schritte" are not defined in docs/tags.yml.'],
    ]);
  });

  it('take no predefined tags when the docs turn the tags file off', async () => {
    const manifest = await buildFixture('doc-tags', {
      ...docsOnly,
      docs: [{ id: 'default', path: 'docs', routeBasePath: 'docs', tags: false }],
    });
    expect(routeOf(manifest, 'docTagDocs', '/docs/tags/podman').tag).toEqual({
      label: 'podman',
      permalink: '/docs/tags/podman',
      count: 2,
    });
    expect(manifest.warnings).toEqual([]);
  });

  it('make no tag pages when no doc has tags', async () => {
    const manifest = await buildFixture('docs-sidebar', docsOnly);
    expect(manifest.routes.filter((route) => route.kind === 'docTags' || route.kind === 'docTagDocs')).toEqual([]);
  });

  it('live under the path of each docs version, with the tags of that version only', async () => {
    const manifest = await buildFixture('doc-tags-versions', docsOnly);
    // 1.0, the last version, is served at the docs root and `current` at next/, as in Docusaurus.
    expect(routeOf(manifest, 'doc', '/docs/intro').tags).toEqual([
      { label: 'podman', permalink: '/docs/tags/podman' },
      { label: 'Alt', permalink: '/docs/tags/alt' },
    ]);
    expect(routeOf(manifest, 'doc', '/docs/next/intro').tags).toEqual([
      { label: 'podman', permalink: '/docs/next/tags/podman' },
    ]);
    const tagPages = manifest.routes.filter((route) => route.kind === 'docTags' || route.kind === 'docTagDocs');
    expect(tagPages.map((route) => [route.path, route.version.name]).sort()).toEqual([
      ['/docs/next/tags', 'current'],
      ['/docs/next/tags/podman', 'current'],
      ['/docs/tags', '1.0'],
      ['/docs/tags/alt', '1.0'],
      ['/docs/tags/podman', '1.0'],
    ]);
  });
});
